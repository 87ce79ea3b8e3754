/**
 * The browser demo's database: PGlite driven directly (no node-postgres), as mock mode runs it
 * in the page. PGlite runs in Node too, so the same migrations, seed and API operations are
 * checked here: several statements in one migration, parameters, transactions with row locks,
 * arrays and JSON, the abuse bounds' counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockHandler } from '../api/handler.ts';
import type { MockHandler } from '../api/handler.ts';
import { nodePasswordTools } from '../domains/account/passwords-node.ts';
import { errorsOf, gql, login, typeDefs } from '../testing/api.ts';
import { line, orderInput, placeOrder, stockOf } from '../testing/orders.ts';
import { openBrowserDatabase } from './database-browser.ts';
import type { Database } from './database.ts';

let database: Database;
let handler: MockHandler;

// A new database: initdb, the migrations and the seed, which take a while on a busy machine.
beforeAll(async () => {
  database = await openBrowserDatabase('memory://', 50);
  handler = createMockHandler({ typeDefs, database, products: 50, passwords: nodePasswordTools });
}, 60_000);
afterAll(() => database.close());

describe('the API on PGlite without node-postgres (mock mode)', () => {
  it('is migrated and seeded on first use', async () => {
    const result = await gql(handler, '{ categories { id productCount } }');
    expect(result.errors).toEqual([]);
    expect(result.data).toMatchObject({
      categories: expect.arrayContaining([{ id: '1', productCount: 9 }]),
    });
  });

  it('lists with filters and facets', async () => {
    const result = await gql<{
      products: { total: number; facets: { attributes: { name: string }[] } };
    }>(
      handler,
      '{ products(filter: { categoryId: "3" }) { total facets { attributes { name values } } } }',
    );
    expect(result.errors).toEqual([]);
    expect(result.data?.products.total).toBe(8);
    expect(result.data?.products.facets.attributes.map((a) => a.name)).toEqual(['Cor', 'Tamanho']);
  });

  it('places an order in one transaction and gives the last unit once', async () => {
    const token = await login(handler);
    expect((await placeOrder(handler, token, orderInput({ lines: [line(6, 2)] }))).errors).toEqual(
      [],
    );
    const race = await Promise.all(
      [1, 2].map(() => placeOrder(handler, token, orderInput({ lines: [line(6, 1)] }))),
    );
    expect(race.filter((result) => result.data !== null)).toHaveLength(1);
    expect(race.flatMap(errorsOf).map((error) => error.code)).toEqual(['TOO_LITTLE_STOCK']);
    expect(await stockOf(handler, 6)).toBe(0);
  });

  it('counts wrong passwords in its own database', async () => {
    for (let i = 0; i < 10; i++) {
      await gql(
        handler,
        'query { loginCustomer(email: "carlos.pereira@exemplo.com.br", password: "errada123") { token } }',
      );
    }
    const blocked = await gql(
      handler,
      'query { loginCustomer(email: "carlos.pereira@exemplo.com.br", password: "Senha@456") { token } }',
    );
    expect(blocked.status).toBe(429);
  });
});
