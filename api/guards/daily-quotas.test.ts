/**
 * The daily write quotas: past each one the API answers 429 with the quota's pt-BR message and
 * a wait of up to a day, writes nothing, and holds back no other customer or address.
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import { describe, expect, it } from 'vitest';
import { OTHER_EMAIL } from '../../mocks/seed/customers.ts';
import {
  NEW_CUSTOMER_INPUT,
  errorsOf,
  gql,
  login,
  outboxOf,
  testHandler,
} from '../../tests/support/api/api.ts';
import type { GraphQLResult, TestHandler } from '../../tests/support/api/api.ts';
import { ENGINES } from '../../tests/support/api/database.ts';
import { DEFAULT_ABUSE_LIMITS } from './abuse-limits.ts';

const DAY_SECONDS = 24 * 60 * 60;
const QUOTA = 2;
const limits = {
  ...DEFAULT_ABUSE_LIMITS,
  daily: {
    tickets: QUOTA,
    comments: QUOTA,
    favorites: QUOTA,
    cards: QUOTA,
    registrations: QUOTA,
    resetRequests: QUOTA,
    stockAlerts: QUOTA,
  },
};

function expectQuota(result: GraphQLResult<unknown>, message: string): void {
  expect(result.status).toBe(429);
  expect(errorsOf(result)).toEqual([{ code: 'TOO_MANY_REQUESTS', message }]);
  const wait = Number(result.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(DAY_SECONDS - 60);
  expect(wait).toBeLessThanOrEqual(DAY_SECONDS);
}

/** One operation as the client at `address` (the in-process handler's transport info). */
async function from(
  handler: TestHandler,
  address: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<GraphQLResult<unknown>> {
  const response = await handler.fetch(
    new Request('http://mock.test/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    }),
    { clientAddress: address },
  );
  const body = (await response.json()) as GraphQLResult<unknown>;
  return {
    status: response.status,
    headers: response.headers,
    data: body.data ?? null,
    errors: body.errors ?? [],
  };
}

describe.each(ENGINES)('daily quotas (%s)', (engine) => {
  it('stops new tickets per customer', async () => {
    const handler = await testHandler({ engine, limits });
    const token = await login(handler);
    const OPEN =
      'mutation { openTicket(input: { subject: "Ajuda", description: "<p>Olá</p>" }) { id } }';
    for (let i = 0; i < QUOTA; i++)
      expect((await gql(handler, OPEN, { token })).errors).toEqual([]);
    expectQuota(await gql(handler, OPEN, { token }), 'Limite diário de novos tickets atingido.');
    const count = await gql(handler, '{ tickets { counts { all } } }', { token });
    expect(count.data).toEqual({ tickets: { counts: { all: 5 + QUOTA } } });
    const other = await login(handler, OTHER_EMAIL, 'Senha@456');
    expect((await gql(handler, OPEN, { token: other })).errors).toEqual([]);
  });

  it('stops favorite changes per customer', async () => {
    const handler = await testHandler({ engine, limits });
    const token = await login(handler);
    const ADD = 'mutation ($id: ID!) { addFavorite(productId: $id) { id } }';
    for (const id of ['10', '11']) {
      expect((await gql(handler, ADD, { token, variables: { id } })).errors).toEqual([]);
    }
    expectQuota(
      await gql(handler, ADD, { token, variables: { id: '12' } }),
      'Limite diário de alterações nos favoritos atingido.',
    );
    const ids = await gql(handler, '{ favoriteIds }', { token });
    expect(ids.data).toEqual({ favoriteIds: ['11', '10', '3', '1', '8'] });
    const other = await login(handler, OTHER_EMAIL, 'Senha@456');
    expect((await gql(handler, ADD, { token: other, variables: { id: '12' } })).errors).toEqual([]);
  });

  it('stops registrations per address', async () => {
    const handler = await testHandler({ engine, limits });
    const REGISTER =
      'mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { token } }';
    const input = (n: number, cpf: string) => ({
      ...NEW_CUSTOMER_INPUT,
      email: `novo${n}@exemplo.com.br`,
      cpf,
    });
    const cpfs = Array.from({ length: 4 }, () => generateCpf());
    for (let n = 0; n < QUOTA; n++) {
      expect(
        (await from(handler, '203.0.113.1', REGISTER, { input: input(n, cpfs[n] ?? '') })).data,
      ).not.toBeNull();
    }
    expectQuota(
      await from(handler, '203.0.113.1', REGISTER, { input: input(2, cpfs[2] ?? '') }),
      'Limite diário de cadastros a partir desta rede atingido.',
    );
    const refusedLogin = await gql(
      handler,
      'query { loginCustomer(email: "novo2@exemplo.com.br", password: "Tucano!Azul7") { token } }',
    );
    expect(errorsOf(refusedLogin)[0]?.code).toBe('INVALID_CREDENTIALS');
    expect(
      (await from(handler, '203.0.113.2', REGISTER, { input: input(3, cpfs[3] ?? '') })).data,
    ).not.toBeNull();
  });

  it('stops recovery codes per address, and sends none past the quota', async () => {
    const handler = await testHandler({ engine, limits });
    const REQUEST = 'mutation ($e: String!) { requestPasswordReset(email: $e) }';
    for (let i = 0; i < QUOTA; i++) {
      expect(
        (await from(handler, '203.0.113.1', REQUEST, { e: 'cliente@exemplo.com.br' })).data,
      ).toEqual({ requestPasswordReset: true });
    }
    expectQuota(
      await from(handler, '203.0.113.1', REQUEST, { e: 'cliente@exemplo.com.br' }),
      'Limite diário de pedidos de código a partir desta rede atingido.',
    );
    expect(await outboxOf(handler, 'cliente@exemplo.com.br')).toHaveLength(QUOTA);
    expect(
      (await from(handler, '203.0.113.2', REQUEST, { e: 'cliente@exemplo.com.br' })).data,
    ).toEqual({ requestPasswordReset: true });
  });
});
