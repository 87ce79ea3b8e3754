import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY } from '../../../contract/privacy-policy.ts';
import type { ApiHandler } from '../../http/handler.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../mocks/seed/customers.ts';
import {
  NEW_CUSTOMER_INPUT,
  errorsOf,
  gql,
  login,
  outboxOf,
  testHandler,
} from '../../../tests/support/api/api.ts';
import type { TestHandler } from '../../../tests/support/api/api.ts';

const MY_DATA = '{ myData }';
const DELETE = 'mutation($password: String!) { deleteMyAccount(password: $password) }';
const REGISTER = `mutation($input: RegisterCustomerInput!) { registerCustomer(input: $input) { token } }`;

async function myData(handler: ApiHandler, token: string): Promise<Record<string, unknown>> {
  const result = await gql<{ myData: string }>(handler, MY_DATA, { token });
  expect(result.errors).toEqual([]);
  return JSON.parse(result.data?.myData ?? 'null') as Record<string, unknown>;
}

/** What the database holds about customer 1 (the demo customer) and their pedidos. */
async function stored(handler: TestHandler) {
  const { db } = handler.database;
  const count = (table: 'tickets' | 'cards' | 'favorites' | 'sessions') =>
    db
      .selectFrom(table)
      .select(db.fn.countAll<number>().as('n'))
      .where('customer_id', '=', 1)
      .executeTakeFirstOrThrow()
      .then((row) => row.n);
  return {
    customers: await db.selectFrom('customers').select('email').execute(),
    tickets: await count('tickets'),
    cards: await count('cards'),
    favorites: await count('favorites'),
    sessions: await count('sessions'),
    requests: await db.selectFrom('requests').selectAll().orderBy('id').execute(),
  };
}

describe('myData', () => {
  it('holds the profile, consent, tickets, pedidos, favorites and cards, never a secret', async () => {
    const handler = await testHandler();
    const token = await login(handler);
    await gql(handler, 'mutation { addFavorite(productId: "30") { id } }', { token });
    await gql(handler, 'mutation { requestPasswordReset(email: "cliente@exemplo.com.br") }');

    const data = await myData(handler, token);

    expect(data['profile']).toMatchObject({ email: DEMO_EMAIL, name: 'Cliente Exemplo' });
    expect(data['profile']).not.toHaveProperty('passwordHash');
    expect(data['favorites']).toContain('30');
    const cards = data['cards'] as Record<string, unknown>[];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(Object.keys(card).sort()).toEqual([
        'brand',
        'created_at',
        'expMonth',
        'expYear',
        'holderName',
        'id',
        'last4',
        'providerCardId',
      ]);
    }
    expect((data['requests'] as unknown[]).length).toBeGreaterThan(0);
    expect((data['tickets'] as { comments: unknown[] }[])[0]?.comments).toBeInstanceOf(Array);
    const text = JSON.stringify(data);
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/passwordHash|\$argon2|scrypt|idempotencyKey|orderDigest/);
  });

  it('records the consent of a registration with its date and policy version', async () => {
    const handler = await testHandler();
    const result = await gql<{ registerCustomer: { token: string } }>(handler, REGISTER, {
      variables: { input: NEW_CUSTOMER_INPUT },
    });
    const data = await myData(handler, result.data?.registerCustomer.token ?? '');
    expect(data['privacyConsent']).toEqual({
      policyVersion: PRIVACY_POLICY.version,
      acceptedAt: expect.any(Number),
    });
  });

  it('answers only a logged-in customer', async () => {
    expect(errorsOf(await gql(await testHandler(), MY_DATA, { token: 'nada' }))[0]?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('deleteMyAccount', () => {
  it('refuses a wrong password in Portuguese and keeps the account', async () => {
    const handler = await testHandler();
    const token = await login(handler);
    const result = await gql(handler, DELETE, { token, variables: { password: 'errada123' } });
    expect(errorsOf(result)).toEqual([{ code: 'BAD_USER_INPUT', message: 'Senha incorreta.' }]);
    expect(await login(handler)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('counts wrong passwords against the guessing bound', async () => {
    const handler = await testHandler({
      limits: {
        guessesPerAccount: 2,
        guessesPerAddress: 100,
        daily: {
          tickets: 9,
          comments: 9,
          favorites: 9,
          cards: 9,
          registrations: 9,
          resetRequests: 9,
          stockAlerts: 9,
        },
        stockAlertsPerEmail: 20,
      },
    });
    const token = await login(handler);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await gql(handler, DELETE, { token, variables: { password: 'errada123' } });
    }
    const blocked = await gql(handler, DELETE, { token, variables: { password: DEMO_PASSWORD } });
    expect(errorsOf(blocked)[0]?.message).toContain('Muitas tentativas');
  });

  it('deletes the account as the policy says, ends its sessions and frees the e-mail', async () => {
    const handler = await testHandler();
    const token = await login(handler);
    const other = await login(handler);
    await gql(handler, 'mutation { addFavorite(productId: "30") { id } }', { token });
    await gql(handler, 'mutation ($e: String!) { requestPasswordReset(email: $e) }', {
      variables: { e: DEMO_EMAIL },
    });
    expect(await outboxOf(handler, DEMO_EMAIL)).toHaveLength(1);
    const before = await stored(handler);
    const demoRequests = before.requests.filter((request) => request.customer_id === 1);
    expect(demoRequests.length).toBeGreaterThan(0);
    expect(before.tickets).toBeGreaterThan(0);

    const result = await gql(handler, DELETE, { token, variables: { password: DEMO_PASSWORD } });
    expect(result.data).toEqual({ deleteMyAccount: true });

    const after = await stored(handler);
    expect(after.customers.map((customer) => customer.email)).not.toContain(DEMO_EMAIL);
    // No message left that names the customer's address.
    expect(await outboxOf(handler, DEMO_EMAIL)).toEqual([]);
    expect(after).toMatchObject({ tickets: 0, cards: 0, favorites: 0, sessions: 0 });
    // Pedidos stay for the fiscal records, pointing at nobody and naming nobody.
    const kept = after.requests.filter((request) =>
      demoRequests.some((mine) => mine.id === request.id),
    );
    expect(kept).toHaveLength(demoRequests.length);
    expect(
      kept.every((request) => request.customer_id === null && request.buyer_cpf === null),
    ).toBe(true);
    expect(kept.map((request) => request.number)).toEqual(
      demoRequests.map((request) => request.number),
    );
    const keptText = JSON.stringify(kept);
    expect(keptText).not.toContain('Cliente Exemplo');
    expect(keptText).not.toContain(DEMO_EMAIL);
    expect(keptText).not.toContain('52998224725');

    for (const ended of [token, other]) {
      expect(errorsOf(await gql(handler, MY_DATA, { token: ended }))[0]?.code).toBe(
        'UNAUTHENTICATED',
      );
    }
    await expect(login(handler)).rejects.toThrow();
    const again = await gql(handler, REGISTER, {
      variables: { input: { ...NEW_CUSTOMER_INPUT, email: DEMO_EMAIL } },
    });
    expect(again.errors).toEqual([]);
  });
});
