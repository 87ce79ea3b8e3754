import { describe, expect, it } from 'vitest';
import { DEVICE_PROOF_LIFETIME_MS, DEVICE_PROOFS_PER_CUSTOMER } from '../../core/constants.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, OTHER_EMAIL } from '../../../mocks/seed/customers.ts';
import { errorsOf, gql, recoveryCodeOf, testHandler } from '../../../tests/support/api/api.ts';
import type { Target, TestHandler } from '../../../tests/support/api/api.ts';
import { ENGINES, everythingStored } from '../../../tests/support/api/database.ts';
import { DEVICE_PROOF_HEADER } from '../../../contract/http-headers.ts';
import { presentedProofs } from './device-proofs.ts';

const LOGIN = `query ($email: String!, $password: String!) {
  loginCustomer(email: $email, password: $password) { token deviceProof }
}`;

interface Attempt {
  readonly status: number;
  readonly code: string | undefined;
  readonly deviceProof: string | undefined;
  readonly token: string | undefined;
}

/** A login from `address` presenting `proofs` (none: a browser the API does not know). */
async function logIn(
  target: Target,
  password: string,
  proofs: readonly string[] = [],
  email = DEMO_EMAIL,
): Promise<Attempt> {
  const result = await gql<{ loginCustomer: { token: string; deviceProof: string } }>(
    target,
    LOGIN,
    {
      variables: { email, password },
      headers: proofs.length > 0 ? { [DEVICE_PROOF_HEADER]: proofs.join(', ') } : {},
    },
  );
  return {
    status: result.status,
    code: result.errors[0]?.extensions?.code,
    deviceProof: result.data?.loginCustomer.deviceProof,
    token: result.data?.loginCustomer.token,
  };
}

/** A browser the demo customer logged in from: its proof. */
async function knownBrowser(handler: Target, email = DEMO_EMAIL, password = DEMO_PASSWORD) {
  const { deviceProof } = await logIn(handler, password, [], email);
  if (!deviceProof) throw new Error('no device proof');
  return deviceProof;
}

/** Ten wrong passwords for the account from a stranger: its shared bucket is locked. */
async function lockOut(handler: TestHandler, email = DEMO_EMAIL): Promise<void> {
  for (let i = 0; i < 10; i++) {
    expect((await logIn(handler, `Errada${i}x`, [], email)).status).toBe(401);
  }
  expect((await logIn(handler, DEMO_PASSWORD, [], email)).status).toBe(429);
}

describe.each(ENGINES)('device proofs (%s)', (engine) => {
  it('are answered on login and registration, and kept only as a hash', async () => {
    const handler = await testHandler({ engine });
    const proof = await knownBrowser(handler);
    expect(proof).toMatch(/^[0-9a-f]{64}$/);
    const registered = await gql<{ registerCustomer: { deviceProof: string } }>(
      handler,
      `mutation { registerCustomer(input: { name: "Joana Lima", email: "joana@exemplo.com.br",
        cpf: "390.533.447-05", phone: "(31) 99876-5432", password: "Tucano!Azul7",
        acceptPrivacyPolicy: true }) { deviceProof } }`,
    );
    const other = registered.data?.registerCustomer.deviceProof ?? '';
    expect(other).toMatch(/^[0-9a-f]{64}$/);
    const stored = await everythingStored(handler.database);
    expect(stored).not.toContain(proof);
    expect(stored).not.toContain(other);
  });

  it("let the customer's own browser log in while a stranger has locked the account", async () => {
    const handler = await testHandler({ engine });
    const proof = await knownBrowser(handler);
    await lockOut(handler);

    const own = await logIn(handler, DEMO_PASSWORD, [proof]);
    expect(own.status).toBe(200);
    expect(own.token).toMatch(/^[0-9a-f]{64}$/);
    // The same proof, renewed: the browser keeps what it has.
    expect(own.deviceProof).toBe(proof);
    // A new browser still waits.
    expect((await logIn(handler, DEMO_PASSWORD)).code).toBe('TOO_MANY_REQUESTS');
  });

  it("count a known browser's wrong guesses against it alone, with the account's bound", async () => {
    const handler = await testHandler({ engine });
    const proof = await knownBrowser(handler);
    for (let i = 0; i < 10; i++) {
      expect((await logIn(handler, `Errada${i}x`, [proof])).code).toBe('INVALID_CREDENTIALS');
    }
    const refused = await gql(handler, LOGIN, {
      variables: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      headers: { [DEVICE_PROOF_HEADER]: proof },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // The account's own bucket is untouched: another browser logs in.
    expect((await logIn(handler, DEMO_PASSWORD)).status).toBe(200);
  });

  it('help only the account they belong to', async () => {
    const handler = await testHandler({ engine });
    const others = await knownBrowser(handler, OTHER_EMAIL, 'Senha@456');
    await lockOut(handler);
    expect((await logIn(handler, DEMO_PASSWORD, [others])).code).toBe('TOO_MANY_REQUESTS');
    // A proof of the account among several (a shared computer) is found.
    const own = await knownBrowser(handler, OTHER_EMAIL, 'Senha@456');
    await lockOut(handler, OTHER_EMAIL);
    expect((await logIn(handler, 'Senha@456', [others, own], OTHER_EMAIL)).status).toBe(200);
  });

  it('are forgotten after their lifetime, and only the newest per customer are kept', async () => {
    const start = Date.UTC(2026, 10, 20);
    let clock = start;
    const handler = await testHandler({ engine, now: () => clock });
    const proofs: string[] = [];
    for (let i = 0; i <= DEVICE_PROOFS_PER_CUSTOMER; i++) {
      clock = start + i * 1000;
      proofs.push(await knownBrowser(handler));
    }
    await lockOut(handler);
    // One browser too many: the one least recently logged in from is forgotten.
    expect((await logIn(handler, DEMO_PASSWORD, [proofs[0] ?? ''])).code).toBe('TOO_MANY_REQUESTS');
    expect((await logIn(handler, DEMO_PASSWORD, [proofs[1] ?? ''])).status).toBe(200);
    clock = start + 2000 + DEVICE_PROOF_LIFETIME_MS - 1;
    expect((await logIn(handler, DEMO_PASSWORD, [proofs[2] ?? ''])).status).toBe(200);
    clock = start + 3000 + DEVICE_PROOF_LIFETIME_MS;
    expect((await logIn(handler, DEMO_PASSWORD, [proofs[3] ?? ''])).code).toBe('TOO_MANY_REQUESTS');
  });

  it('are revoked by logoutEverywhere, with every session', async () => {
    const handler = await testHandler({ engine });
    const proof = await knownBrowser(handler);
    const { token } = await logIn(handler, DEMO_PASSWORD, [proof]);
    const out = await gql(handler, 'mutation { logoutEverywhere }', { token: token ?? '' });
    expect(out.data).toEqual({ logoutEverywhere: true });
    const me = await gql(handler, '{ getCustomerLoggedIn { id } }', { token: token ?? '' });
    expect(errorsOf(me)[0]?.code).toBe('UNAUTHENTICATED');
    await lockOut(handler);
    expect((await logIn(handler, DEMO_PASSWORD, [proof])).code).toBe('TOO_MANY_REQUESTS');
    expect(errorsOf(await gql(handler, 'mutation { logoutEverywhere }'))[0]?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe.each(ENGINES)(
  'recovery, e-mail change and deletion from a known browser (%s)',
  (engine) => {
    const REQUEST = `mutation ($email: String!) { requestPasswordReset(email: $email) }`;
    const RESET = `mutation ($email: String!, $code: String!, $password: String!) {
    resetPassword(email: $email, code: $code, newPassword: $password)
  }`;

    it('recover the password while the account is locked, and keep only that browser known', async () => {
      const handler = await testHandler({ engine });
      const own = await knownBrowser(handler);
      const elsewhere = await knownBrowser(handler);
      await lockOut(handler);
      const headers = { [DEVICE_PROOF_HEADER]: own };
      // A stranger's wrong codes go on failing against the shared bucket.
      const stranger = await gql(handler, RESET, {
        variables: { email: DEMO_EMAIL, code: '000000', password: 'Outra#Senha91' },
      });
      expect(stranger.status).toBe(429);

      await gql(handler, REQUEST, { variables: { email: DEMO_EMAIL }, headers });
      const reset = await gql(handler, RESET, {
        variables: {
          email: DEMO_EMAIL,
          code: await recoveryCodeOf(handler, DEMO_EMAIL),
          password: 'Outra#Senha91',
        },
        headers,
      });
      expect(reset.data).toEqual({ resetPassword: true });
      expect((await logIn(handler, 'Outra#Senha91', [own])).status).toBe(200);
      // Every other browser is forgotten: a copy of its proof no longer helps.
      expect((await logIn(handler, 'Outra#Senha91', [elsewhere])).code).toBe('TOO_MANY_REQUESTS');
    });

    it("get a recovery code on the browser's own quota when strangers spent the address's", async () => {
      const handler = await testHandler({
        engine,
        limits: {
          guessesPerAccount: 10,
          guessesPerAddress: 100,
          daily: {
            tickets: 20,
            comments: 100,
            favorites: 300,
            cards: 20,
            registrations: 20,
            resetRequests: 2,
            stockAlerts: 30,
          },
          stockAlertsPerEmail: 20,
        },
      });
      const own = await knownBrowser(handler);
      for (const email of ['a@exemplo.com.br', 'b@exemplo.com.br']) {
        await gql(handler, REQUEST, { variables: { email } });
      }
      expect((await gql(handler, REQUEST, { variables: { email: DEMO_EMAIL } })).status).toBe(429);
      const asked = await gql(handler, REQUEST, {
        variables: { email: DEMO_EMAIL },
        headers: { [DEVICE_PROOF_HEADER]: own },
      });
      expect(asked.data).toEqual({ requestPasswordReset: true });
      expect(await recoveryCodeOf(handler, DEMO_EMAIL)).toMatch(/^\d{6}$/);
    });

    it('change the e-mail and delete the account while the account is locked', async () => {
      const handler = await testHandler({ engine });
      const own = await knownBrowser(handler);
      const { token } = await logIn(handler, DEMO_PASSWORD, [own]);
      await lockOut(handler);
      const headers = { [DEVICE_PROOF_HEADER]: own };
      const moved = await gql(
        handler,
        `mutation { updateCostumer(input: { email: "nova@exemplo.com.br", currentPassword: "${DEMO_PASSWORD}" }) { email } }`,
        { token: token ?? '', headers },
      );
      expect(moved.data).toEqual({ updateCostumer: { email: 'nova@exemplo.com.br' } });
      const deleted = await gql(
        handler,
        `mutation { deleteMyAccount(password: "${DEMO_PASSWORD}") }`,
        { token: token ?? '', headers },
      );
      expect(deleted.data).toEqual({ deleteMyAccount: true });
    });
  },
);

describe('the X-Device-Proof header', () => {
  const proof = (c: string) => c.repeat(64);

  it('yields its well-formed proofs, each once', () => {
    expect(presentedProofs(`${proof('a')}, ${proof('b')},${proof('a')}`)).toEqual([
      proof('a'),
      proof('b'),
    ]);
    expect(presentedProofs(['1', '2', '3', '4', '5'].map(proof).join(', '))).toHaveLength(5);
    expect(presentedProofs(`${proof('A')}, nada, ${'f'.repeat(63)}, ${proof('c')}`)).toEqual([
      proof('c'),
    ]);
  });

  it('counts as none when longer than five proofs, or absent', () => {
    expect(presentedProofs(['1', '2', '3', '4', '5', '6'].map(proof).join(','))).toEqual([]);
    expect(presentedProofs(`${proof('a')},${' '.repeat(400)}`)).toEqual([]);
    expect(presentedProofs(null)).toEqual([]);
  });
});
