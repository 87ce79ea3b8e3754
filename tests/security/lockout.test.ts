/**
 * "Anyone can lock a customer out", sent again to the real HTTP server with its default bounds:
 * ten wrong passwords for a customer from another client lock the account's shared bound, yet
 * the browser the customer logged in from (its device proof) still logs in, recovers the
 * password, changes the e-mail and deletes the account. A new browser still waits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, OTHER_EMAIL } from '../../mocks/seed/customers.ts';
import { gql } from '../support/api/api.ts';
import { apiUnderAttack } from './api-under-attack.ts';
import type { ApiUnderAttack } from './api-under-attack.ts';

const OTHER_PASSWORD = 'Senha@456';
const LOGIN = `query ($email: String!, $password: String!) {
  loginCustomer(email: $email, password: $password) { token deviceProof }
}`;

let api: ApiUnderAttack;
beforeAll(async () => {
  api = await apiUnderAttack();
});
afterAll(() => api.server.close());

type Login = { loginCustomer: { token: string; deviceProof: string } };

function logIn(email: string, password: string, proof?: string) {
  return gql<Login>(api.server.url, LOGIN, {
    variables: { email, password },
    headers: proof ? { 'X-Device-Proof': proof } : {},
  });
}

/** A browser the customer logged in from: its device proof and a session token. */
async function ownBrowser(email: string, password: string) {
  const result = await logIn(email, password);
  if (!result.data) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
  return { proof: result.data.loginCustomer.deviceProof, token: result.data.loginCustomer.token };
}

/** A stranger's ten wrong passwords: the account's shared bound is spent. */
async function strangerLocks(email: string): Promise<void> {
  for (let i = 0; i < 10; i++) expect((await logIn(email, `Chute${i}errado`)).status).toBe(401);
  expect((await logIn(email, 'Chute10errado')).status).toBe(429);
}

describe('a customer locked out by strangers', () => {
  it('still logs in from their own browser; a new browser waits 15 minutes', async () => {
    const own = await ownBrowser(OTHER_EMAIL, OTHER_PASSWORD);
    await strangerLocks(OTHER_EMAIL);

    const again = await logIn(OTHER_EMAIL, OTHER_PASSWORD, own.proof);
    expect(again.status).toBe(200);
    expect(again.data?.loginCustomer.token).toMatch(/^[0-9a-f]{64}$/);
    const fresh = await logIn(OTHER_EMAIL, OTHER_PASSWORD);
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  });

  it('recovers the password, changes the e-mail and deletes the account from their own browser', async () => {
    const own = await ownBrowser(DEMO_EMAIL, DEMO_PASSWORD);
    await strangerLocks(DEMO_EMAIL);
    const headers = { 'X-Device-Proof': own.proof };

    await gql(api.server.url, 'mutation ($e: String!) { requestPasswordReset(email: $e) }', {
      variables: { e: DEMO_EMAIL },
      headers,
    });
    const reset = await gql(
      api.server.url,
      'mutation ($e: String!, $c: String!) { resetPassword(email: $e, code: $c, newPassword: "Outra#Senha91") }',
      { variables: { e: DEMO_EMAIL, c: await api.lastCode(DEMO_EMAIL) }, headers },
    );
    expect(reset.data).toEqual({ resetPassword: true });

    const { token } =
      (await logIn(DEMO_EMAIL, 'Outra#Senha91', own.proof)).data?.loginCustomer ?? {};
    const moved = await gql(
      api.server.url,
      'mutation { updateCostumer(input: { email: "nova.conta@exemplo.com.br", currentPassword: "Outra#Senha91" }) { email } }',
      { token, headers },
    );
    expect(moved.data).toEqual({ updateCostumer: { email: 'nova.conta@exemplo.com.br' } });
    const deleted = await gql(
      api.server.url,
      'mutation { deleteMyAccount(password: "Outra#Senha91") }',
      {
        token,
        headers,
      },
    );
    expect(deleted.data).toEqual({ deleteMyAccount: true });
  });

  it('gives a stolen proof nothing on other accounts, and only its own bound on its own', async () => {
    const registered = await gql<{ registerCustomer: { deviceProof: string } }>(
      api.server.url,
      `mutation { registerCustomer(input: { name: "Joana Lima", email: "joana@exemplo.com.br",
        cpf: "390.533.447-05", phone: "(31) 99876-5432", password: "Tucano!Azul7",
        acceptPrivacyPolicy: true }) { deviceProof } }`,
    );
    const stolen = registered.data?.registerCustomer.deviceProof ?? '';
    // Carlos's account is locked (the first test): Joana's proof does not open his bound.
    expect((await logIn(OTHER_EMAIL, OTHER_PASSWORD, stolen)).status).toBe(429);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await logIn('joana@exemplo.com.br', `Ladrao${i}errado`, stolen)).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
  });
});
