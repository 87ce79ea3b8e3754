/** Placing orders over real HTTP, where requests arrive at the same time. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { line, orderInput, placeOrder, stockOf } from '../../../tests/support/api/orders.ts';
import { startMockServer } from '../../../mocks/server.ts';
import type { MockServer } from '../../../mocks/server.ts';
import { OTHER_EMAIL, OTHER_PASSWORD } from '../../../mocks/seed/customers.ts';
import { errorsOf, gql, login } from '../../../tests/support/api/api.ts';
import { ENGINES, testDatabase } from '../../../tests/support/api/database.ts';

describe.each(ENGINES)('placeOrder over HTTP (%s)', (engine) => {
  let server: MockServer;
  beforeEach(async () => {
    server = await startMockServer({ port: 0, quiet: true, database: await testDatabase(engine) });
  });
  afterEach(() => server.close());

  it('gives the last unit to exactly one of two customers racing for it', async () => {
    const [ana, carlos] = await Promise.all([
      login(server.url),
      login(server.url, OTHER_EMAIL, OTHER_PASSWORD),
    ]);
    const first = await placeOrder(server.url, ana, orderInput({ lines: [line(7, 2)] }));
    expect(first.errors).toEqual([]);
    expect(await stockOf(server.url, 7)).toBe(1);

    const racers = [ana, carlos, ana, carlos];
    const results = await Promise.all(
      racers.map((token) => placeOrder(server.url, token, orderInput({ lines: [line(7, 1)] }))),
    );
    const winners = results.filter((result) => result.data !== null);
    expect(winners).toHaveLength(1);
    expect(results.filter((result) => result.data === null).map(errorsOf)).toEqual(
      Array.from({ length: 3 }, () => [
        {
          code: 'TOO_LITTLE_STOCK',
          message: 'Estoque insuficiente: "Ultrabook Aurora UB-0007" esgotou.',
        },
      ]),
    );
    expect(await stockOf(server.url, 7)).toBe(0);
  });

  it('makes one request of a double submission with the same idempotency key', async () => {
    const token = await login(server.url);
    const before = await gql<{ requests: { id: string }[] }>(server.url, '{ requests { id } }', {
      token,
    });
    const input = orderInput({ lines: [line(8, 1)], paymentMethod: 'PIX' });
    const results = await Promise.all([1, 2, 3].map(() => placeOrder(server.url, token, input)));
    const ids = results.map((result) => result.data?.placeOrder.id);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toBeDefined();
    const after = await gql<{ requests: { id: string }[] }>(server.url, '{ requests { id } }', {
      token,
    });
    expect(after.data?.requests.length).toBe((before.data?.requests.length ?? 0) + 1);
    expect(await stockOf(server.url, 8)).toBe(2);
  });
});
