/**
 * "Behind a proxy everyone is one address", sent again to the real HTTP servers (the API and its
 * card gateway). Here the tests' own connection plays the proxy (127.0.0.1): without
 * TRUST_PROXY its X-Forwarded-For is a client's word and changes nothing; named in TRUST_PROXY,
 * the hop it appended is the client, each client is bounded on its own, forged hops to its left
 * choose nothing, and an IPv6 client is bounded by its /64.
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VAULT_CAPACITY } from '../../mocks/gateway/card-tokens.ts';
import { DEFAULT_ABUSE_LIMITS } from '../../api/guards/abuse-limits.ts';
import { siteOrigins } from '../../mocks/server.ts';
import { LOGIN, gql } from '../support/api/api.ts';
import { apiUnderAttack } from './api-under-attack.ts';
import type { ApiUnderAttack } from './api-under-attack.ts';

const GUESSES_PER_ADDRESS = 5;
const REGISTRATIONS_PER_ADDRESS = 3;
const limits = {
  ...DEFAULT_ABUSE_LIMITS,
  guessesPerAddress: GUESSES_PER_ADDRESS,
  daily: { ...DEFAULT_ABUSE_LIMITS.daily, registrations: REGISTRATIONS_PER_ADDRESS },
};
const SITE = siteOrigins('http://127.0.0.1:4321', 4321)[0] ?? '';

let counter = 0;

/** One wrong password at a new account, as the client the proxy names in `forwardedFor`. */
async function guess(api: ApiUnderAttack, forwardedFor: string): Promise<number> {
  counter += 1;
  const result = await gql(api.server.url, LOGIN, {
    variables: { email: `conta${counter}@exemplo.com.br`, password: 'Chute1errado' },
    headers: { 'X-Forwarded-For': forwardedFor },
  });
  return result.status;
}

async function guesses(api: ApiUnderAttack, count: number, forwardedFor: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push(await guess(api, forwardedFor(i)));
  return statuses;
}

const allowedThenRefused = (allowed: number, refused: number) => [
  ...Array<number>(allowed).fill(401),
  ...Array<number>(refused).fill(429),
];

describe('without TRUST_PROXY', () => {
  let api: ApiUnderAttack;
  beforeAll(async () => {
    api = await apiUnderAttack({ limits });
  });
  afterAll(() => api.server.close());

  it('ignores a spoofed X-Forwarded-For: every client behind it is the socket', async () => {
    const statuses = await guesses(api, GUESSES_PER_ADDRESS + 2, (i) => `198.51.100.${i + 1}`);
    expect(statuses).toEqual(allowedThenRefused(GUESSES_PER_ADDRESS, 2));
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  let api: ApiUnderAttack;
  beforeAll(async () => {
    api = await apiUnderAttack({ limits, trustProxy: '127.0.0.1', siteOrigins: [SITE] });
  });
  afterAll(() => api.server.close());

  it('bounds each client the proxy names on its own', async () => {
    expect(await guesses(api, GUESSES_PER_ADDRESS + 1, () => '203.0.113.1')).toEqual(
      allowedThenRefused(GUESSES_PER_ADDRESS, 1),
    );
    // Another shopper behind the same proxy is not held back.
    expect(await guess(api, '203.0.113.2')).toBe(401);
  });

  it('lets no forged hops choose the address: the hop the proxy appended counts', async () => {
    const statuses = await guesses(
      api,
      GUESSES_PER_ADDRESS + 1,
      // The client forges ever new hops (trusted-looking ones too) left of its real address.
      (i) => `192.0.2.${i}, 10.0.0.${i}, 127.0.0.1, 203.0.113.3`,
    );
    expect(statuses).toEqual(allowedThenRefused(GUESSES_PER_ADDRESS, 1));
  });

  it('bounds an IPv6 client by its /64', async () => {
    const statuses = await guesses(api, GUESSES_PER_ADDRESS + 1, (i) => `2001:db8:1:2::${i + 1}`);
    expect(statuses).toEqual(allowedThenRefused(GUESSES_PER_ADDRESS, 1));
    expect(await guess(api, '2001:db8:1:3::1')).toBe(401);
  });

  it('counts registrations per client, not per proxy', async () => {
    const register = (n: number, client: string) =>
      gql(
        api.server.url,
        `mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { token } }`,
        {
          variables: {
            input: {
              name: 'Cliente Novo',
              email: `novo${n}@exemplo.com.br`,
              cpf: generateCpf(),
              phone: '(31) 99876-5432',
              password: 'Tucano!Azul7',
              acceptPrivacyPolicy: true,
            },
          },
          headers: { 'X-Forwarded-For': client },
        },
      );
    const answers = [];
    for (let n = 0; n <= REGISTRATIONS_PER_ADDRESS; n++) {
      const result = await register(n, '203.0.113.20');
      answers.push(result.status === 429 ? 429 : Boolean(result.data));
    }
    expect(answers).toEqual([...Array<boolean>(REGISTRATIONS_PER_ADDRESS).fill(true), 429]);
    expect((await register(REGISTRATIONS_PER_ADDRESS + 1, '203.0.113.21')).data).not.toBeNull();
  });

  it("bounds the card gateway's tokens per client, so one client cannot fill the vault", async () => {
    const tokenize = (client: string) =>
      fetch(`${api.server.gatewayUrl}/v1/card_tokens?public_key=pk_test_vertice_mock`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: SITE, 'X-Forwarded-For': client },
        body: JSON.stringify({
          card_number: '4111111111111111',
          security_code: '123',
          expiration_month: 12,
          expiration_year: 2099,
          cardholder: { name: 'Maria Souza' },
        }),
      });
    const statuses: number[] = [];
    for (let i = 0; i <= DEFAULT_VAULT_CAPACITY.perClient; i++) {
      statuses.push((await tokenize('203.0.113.30')).status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(
      DEFAULT_VAULT_CAPACITY.perClient,
    );
    const refused = await tokenize('203.0.113.30');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'too_many_requests', status: 429 });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await tokenize('203.0.113.31')).status).toBe(201);
  });
});
