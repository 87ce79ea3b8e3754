/**
 * Saved cards through the payment provider, with the embedded stand-in in process: a card is
 * saved at the provider's customer of the shop's customer (made the first time), the shop keeps
 * the provider's card id, and a card removed here (or with the account) is removed there too.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ABUSE_LIMITS } from '../../guards/abuse-limits.ts';
import type { AbuseLimits } from '../../guards/abuse-limits.ts';
import { CARD_TOKEN_LIFETIME_MS, spendCardToken } from '../../../mocks/gateway/card-tokens.ts';
import { DEMO_PASSWORD } from '../../../mocks/seed/customers.ts';
import {
  NEW_CUSTOMER_INPUT,
  PAYMENT_STAND_IN_ORIGIN,
  errorsOf,
  gql,
  login,
  testHandler,
  typeDefs,
} from '../../../tests/support/api/api.ts';
import type { TestHandler } from '../../../tests/support/api/api.ts';
import { PaymentProviderError, UNAVAILABLE_MESSAGE } from '../../providers/payments/provider.ts';
import { everythingStored } from '../../../tests/support/api/database.ts';

const ADD = `mutation($input: AddCreditCardInput!) {
  addCreditCard(input: $input) { id brand last4 holderName expMonth expYear created_at }
}`;
/** Mercado Pago's card token request, as the card form sends it to the stand-in. */
const master = {
  card_number: '5555555555554444',
  security_code: '321',
  expiration_month: 12,
  expiration_year: 2031,
  cardholder: { name: 'Cliente Exemplo' },
};
const CARD_AGAIN = 'Os dados do cartão expiraram: digite o cartão de novo.';

/** A handler with the stand-in in process, on a movable clock, and the demo customer's token. */
async function setup(limits?: AbuseLimits) {
  let now = Date.UTC(2026, 10, 23, 12);
  const handler = await testHandler({ now: () => now, limits });
  const token = await login(handler);
  return { handler, token, database: handler.database, advance: (ms: number) => (now += ms) };
}

/** What the site sends after tokenizing `card` at the stand-in (the master card's brand). */
async function tokenized(handler: TestHandler, card: Record<string, unknown> = master) {
  if (handler.gateway === null) throw new Error('no stand-in');
  const response = await handler.gateway.fetch(
    new Request(`${PAYMENT_STAND_IN_ORIGIN}/v1/card_tokens?public_key=pk_test_handler`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(card),
    }),
  );
  const body = (await response.json()) as {
    id: string;
    last_four_digits: string;
    expiration_month: number;
    expiration_year: number;
    cardholder: { name: string };
  };
  if (response.status !== 201) throw new Error(`not tokenized: ${JSON.stringify(body)}`);
  return {
    token: body.id,
    brand: 'MASTERCARD',
    last4: body.last_four_digits,
    holderName: body.cardholder.name,
    expMonth: body.expiration_month,
    expYear: body.expiration_year,
  };
}

/** The stand-in's saved cards, by id. */
async function standInCards(handler: TestHandler): Promise<string[]> {
  const rows = await handler.database.db.selectFrom('gateway_cards').select('id').execute();
  return rows.map((row) => row.id).sort();
}

describe('addCreditCard', () => {
  it('stops at the daily quota of cards, without spending the refused token', async () => {
    const limits = { ...DEFAULT_ABUSE_LIMITS, daily: { ...DEFAULT_ABUSE_LIMITS.daily, cards: 1 } };
    const { handler, token } = await setup(limits);
    const first = await gql(handler, ADD, {
      token,
      variables: { input: await tokenized(handler) },
    });
    expect(first.errors).toEqual([]);

    const input = await tokenized(handler);
    const refused = await gql(handler, ADD, { token, variables: { input } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.errors[0]).toMatchObject({
      message: expect.stringContaining('Limite diário de cartões cadastrados atingido.'),
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    // The refused token is still good: the provider never saw it.
    expect((await spendCardToken(handler.database.db, input.token, handler.now())).ok).toBe(true);
  });

  it("saves the card at the provider's customer, keeping its card id and what it recorded", async () => {
    const { handler, token, database } = await setup();
    const input = await tokenized(handler);
    const result = await gql(handler, ADD, { token, variables: { input } });
    expect(result.errors).toEqual([]);
    expect(result.data?.['addCreditCard']).toMatchObject({
      brand: 'MASTERCARD',
      last4: '4444',
      holderName: 'CLIENTE EXEMPLO',
      expMonth: 12,
      expYear: 2031,
    });
    const stored = await database.db
      .selectFrom('cards')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const atProvider = await database.db
      .selectFrom('gateway_cards')
      .selectAll()
      .where('id', '=', stored?.provider_card_id ?? '')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ brand: 'MASTERCARD', last4: '4444' });
    expect(atProvider).toMatchObject({ brand: 'MASTERCARD', last4: '4444', exp_year: 2031 });
    // The demo customer's cards are all under the one customer the seed made at the stand-in.
    const owner = await database.db
      .selectFrom('customers')
      .select('payment_customer_id')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(atProvider.customer_id).toBe(owner.payment_customer_id);
    expect(Object.keys(stored ?? {}).sort()).toEqual([
      'brand',
      'created_at',
      'customer_id',
      'exp_month',
      'exp_year',
      'holder_name',
      'id',
      'last4',
      'provider_card_id',
    ]);
    const everything = await everythingStored(database);
    expect(everything).not.toContain('5555555555554444');
    expect(everything).not.toMatch(/cvv/i);
    const list = await gql<{ creditCards: { last4: string }[] }>(
      handler,
      '{ creditCards { last4 } }',
      { token },
    );
    expect(list.data?.creditCards.map((c) => c.last4)).toEqual(['1111', '4444']);
  });

  it('has no input for a card number or a CVV', async () => {
    const { handler, token } = await setup();
    const input = {
      ...(await tokenized(handler)),
      number: master.card_number,
      cvv: master.security_code,
    };
    const result = await gql(handler, ADD, { token, variables: { input } });
    expect(result.data).toBeNull();
    expect(result.errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a forged token', async () => {
    const { handler, token } = await setup();
    const input = { ...(await tokenized(handler)), token: `tok_${'a'.repeat(64)}` };
    expect(errorsOf(await gql(handler, ADD, { token, variables: { input } }))).toEqual([
      {
        code: 'BAD_USER_INPUT',
        message: 'O token do cartão não foi reconhecido pela operadora: envie o cartão de novo.',
      },
    ]);
  });

  it('refuses a token used once already', async () => {
    const { handler, token } = await setup();
    const input = await tokenized(handler);
    expect((await gql(handler, ADD, { token, variables: { input } })).errors).toEqual([]);
    const again = await gql(handler, ADD, { token, variables: { input } });
    expect(errorsOf(again)).toEqual([{ code: 'BAD_USER_INPUT', message: CARD_AGAIN }]);
    expect(again.errors[0]?.extensions?.field).toBe('token');
  });

  it('refuses an expired token', async () => {
    const { handler, token, advance } = await setup();
    const input = await tokenized(handler);
    advance(CARD_TOKEN_LIFETIME_MS);
    expect(errorsOf(await gql(handler, ADD, { token, variables: { input } }))).toEqual([
      { code: 'BAD_USER_INPUT', message: CARD_AGAIN },
    ]);
  });

  it.each([
    [{ last4: '1111' }],
    [{ brand: 'VISA' }],
    [{ expMonth: 11 }],
    [{ expYear: 2032 }],
    [{ holderName: 'Outra Pessoa' }],
  ])('refuses details that differ from the token’s: %j', async (change) => {
    const { handler, token } = await setup();
    const input = { ...(await tokenized(handler)), ...change };
    const result = await gql(handler, ADD, { token, variables: { input } });
    expect(errorsOf(result)).toEqual([
      {
        code: 'BAD_USER_INPUT',
        message:
          'Os dados do cartão não conferem com os confirmados pela operadora: envie o cartão de novo.',
      },
    ]);
    const { creditCards } =
      (await gql<{ creditCards: unknown[] }>(handler, '{ creditCards { id } }', { token })).data ??
      {};
    expect(creditCards).toHaveLength(1);
    // Saved at the provider, then removed there again: only the seed's cards are left.
    expect(await standInCards(handler)).toEqual([
      'card_seed_mastercard_4444',
      'card_seed_visa_1111',
    ]);
  });

  it("makes the provider's customer of a customer without one, once", async () => {
    const { handler } = await setup();
    const registered = await gql<{ registerCustomer: { token: string } }>(
      handler,
      `mutation($input: RegisterCustomerInput!) { registerCustomer(input: $input) { token } }`,
      { variables: { input: NEW_CUSTOMER_INPUT } },
    );
    const token = registered.data?.registerCustomer.token ?? '';
    for (let n = 0; n < 2; n++) {
      const input = await tokenized(handler);
      expect((await gql(handler, ADD, { token, variables: { input } })).errors).toEqual([]);
    }
    const made = await handler.database.db
      .selectFrom('gateway_customers')
      .selectAll()
      .where('email', '=', NEW_CUSTOMER_INPUT.email)
      .execute();
    expect(made).toMatchObject([
      { first_name: 'Joana', last_name: 'Lima', identification_number: '39053344705' },
    ]);
    const cards = await handler.database.db
      .selectFrom('gateway_cards')
      .select('id')
      .where('customer_id', '=', made[0]?.id ?? '')
      .execute();
    expect(cards).toHaveLength(2);
  });

  it('accepts the holder name as typed, however it is spaced or cased', async () => {
    const { handler, token } = await setup();
    const input = { ...(await tokenized(handler)), holderName: ' cliente   exemplo ' };
    expect((await gql(handler, ADD, { token, variables: { input } })).errors).toEqual([]);
  });

  it.each([
    [{ holderName: '' }, 'holderName'],
    [{ last4: '44' }, 'last4'],
    [{ expMonth: 13 }, 'expMonth'],
    [{ expYear: 2020 }, 'expYear'],
    [{ token: 'tok with spaces' }, 'token'],
  ])('refuses %j before spending the token', async (change, field) => {
    const { handler, token } = await setup();
    const input = await tokenized(handler);
    const refused = await gql(handler, ADD, {
      token,
      variables: { input: { ...input, ...change } },
    });
    expect(refused.errors[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect((await gql(handler, ADD, { token, variables: { input } })).errors).toEqual([]);
  });

  it('keeps at most 10 cards per customer', async () => {
    const { handler, token } = await setup();
    for (let saved = 1; saved < 10; saved++) {
      const input = await tokenized(handler);
      expect((await gql(handler, ADD, { token, variables: { input } })).errors).toEqual([]);
    }
    const input = await tokenized(handler);
    expect(errorsOf(await gql(handler, ADD, { token, variables: { input } }))).toEqual([
      {
        code: 'BAD_USER_INPUT',
        message: 'Limite de 10 cartões salvos atingido: remova um antes.',
      },
    ]);
  });
});

it("the SDL quotes the token's lifetime", () => {
  expect(typeDefs).toContain(`a token works once, for ${CARD_TOKEN_LIFETIME_MS / 60_000} minutes`);
});

describe('removeCreditCard', () => {
  it('removes own cards only, at the provider too', async () => {
    const { handler, token } = await setup();
    expect(
      errorsOf(await gql(handler, 'mutation { removeCreditCard(id: "2") }', { token })),
    ).toEqual([{ code: 'NOT_FOUND', message: 'Cartão não encontrado.' }]);
    expect((await gql(handler, 'mutation { removeCreditCard(id: "1") }', { token })).data).toEqual({
      removeCreditCard: '1',
    });
    expect((await gql(handler, '{ creditCards { id } }', { token })).data).toEqual({
      creditCards: [],
    });
    expect(await standInCards(handler)).toEqual(['card_seed_mastercard_4444']);
  });

  it('keeps the card when the provider cannot be reached', async () => {
    const { handler, token } = await setup();
    const down = await testHandler({
      database: handler.database,
      payments: {
        ...handler.payments,
        removeCard: async () => {
          throw new PaymentProviderError('unavailable', UNAVAILABLE_MESSAGE, 'down');
        },
      },
    });
    expect(errorsOf(await gql(down, 'mutation { removeCreditCard(id: "1") }', { token }))).toEqual([
      { code: 'PAYMENT_UNAVAILABLE', message: UNAVAILABLE_MESSAGE },
    ]);
    expect((await gql(down, '{ creditCards { id } }', { token })).data).toEqual({
      creditCards: [{ id: '1' }],
    });
  });
});

describe('deleteMyAccount', () => {
  it("removes the customer's cards at the provider", async () => {
    const { handler, token } = await setup();
    const input = await tokenized(handler);
    expect((await gql(handler, ADD, { token, variables: { input } })).errors).toEqual([]);
    const deleted = await gql(
      handler,
      `mutation { deleteMyAccount(password: "${DEMO_PASSWORD}") }`,
      {
        token,
      },
    );
    expect(deleted.data).toEqual({ deleteMyAccount: true });
    expect(await standInCards(handler)).toEqual(['card_seed_mastercard_4444']);
  });
});
