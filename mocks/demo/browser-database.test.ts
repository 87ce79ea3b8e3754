/**
 * The browser demo's database: PGlite driven directly (no node-postgres), as mock mode runs it
 * in the page. PGlite runs in Node too, so the same migrations, seed and API operations are
 * checked here: several statements in one migration, parameters, transactions with row locks,
 * arrays and JSON, the abuse bounds' counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHandler } from '../../api/http/handler.ts';
import type { ApiHandler } from '../../api/http/handler.ts';
import { nodePasswordTools } from '../../api/modules/account/passwords-node.ts';
import { errorsOf, gql, login, typeDefs } from '../../tests/support/api/api.ts';
import { line, orderInput, placeOrder, stockOf } from '../../tests/support/api/orders.ts';
import { createCustomerStore, inProcessSavedCards } from '../gateway/customers.ts';
import { openBrowserDatabase } from './database-browser.ts';
import type { Database } from '../../api/db/database.ts';
import { demoWiring } from '../demo-wiring.ts';
import { DEFAULT_ORDER_SETTINGS } from '../../api/modules/orders/order-settings.ts';
import { createDemoProvider } from '../../api/providers/payments/demo-provider.ts';
import { allow } from '../../tests/support/time-allowance.ts';

let database: Database;
let handler: ApiHandler;

// A new database: initdb, the migrations and the seed, which take a while on a busy machine.
beforeAll(async () => {
  database = await openBrowserDatabase('memory://', 50);
  handler = createApiHandler({
    typeDefs,
    database,
    ...demoWiring(50, false),
    passwords: nodePasswordTools,
    // As the demo charges: in memory, no network; cards saved at the stand-in's customers.
    payments: createDemoProvider({
      merchant: DEFAULT_ORDER_SETTINGS.pix,
      savedCards: inProcessSavedCards(createCustomerStore(database.db)),
    }),
  });
}, allow(30_000));
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

  it('searches with the contrib extensions it loads: accents, plurals and a typo', async () => {
    const result = await gql<{
      products: { total: number; didYouMean: string | null; items: { name: string }[] };
    }>(
      handler,
      '{ products(filter: { search: "teclados mecanicos" }, sort: RELEVANCE) { total didYouMean items { name } } }',
    );
    expect(result.errors).toEqual([]);
    expect(result.data?.products.total).toBeGreaterThan(0);
    for (const item of result.data?.products.items ?? []) expect(item.name).toMatch(/Teclado/);
    const typo = await gql<{ products: { total: number; didYouMean: string | null } }>(
      handler,
      '{ products(filter: { search: "notbook" }) { total didYouMean } }',
    );
    expect(typo.data?.products).toMatchObject({ didYouMean: 'notebook' });
    expect(typo.data?.products.total).toBeGreaterThan(0);
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
