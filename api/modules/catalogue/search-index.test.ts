/**
 * The search follows the catalogue as it is written: a change is found by the next search,
 * whichever API process made it, and the word list typos are corrected from stays exactly what
 * the published products hold.
 */
import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createDataAccess } from '../../core/data-access.ts';
import type { ApiHandler } from '../../http/handler.ts';
import { openDatabase } from '../../db/database.ts';
import type { Database } from '../../db/database.ts';
import { openSeeded } from '../../db/bootstrap.ts';
import {
  ENGINES,
  TEST_PRODUCTS,
  emptyPostgresUrl,
  testDatabase,
} from '../../../tests/support/api/database.ts';
import { gql, testHandler } from '../../../tests/support/api/api.ts';
import { demoSeeder } from '../../../mocks/seed/seed-database.ts';

const SEARCH = `query Search($search: String!) {
  products(filter: { search: $search }, sort: RELEVANCE, pageSize: 50) {
    items { id }
    didYouMean
  }
}`;

async function search(api: ApiHandler, text: string) {
  const result = await gql<{ products: { items: { id: string }[]; didYouMean: string | null } }>(
    api,
    SEARCH,
    { variables: { search: text } },
  );
  expect(result.errors).toEqual([]);
  return {
    ids: result.data?.products.items.map((item) => item.id) ?? [],
    didYouMean: result.data?.products.didYouMean ?? null,
  };
}

/** `search_terms` as the triggers kept it, and as the products hold it now, computed afresh. */
async function wordLists(database: Database) {
  const kept = await sql<{ word: string; products: number }>`
    select word, products from search_terms order by word`.execute(database.db);
  const afresh = await sql<{ word: string; products: number }>`
    select w.word, count(*)::integer as products
    from products p cross join lateral search_words(p.name, p.description) as w
    where p.published group by w.word order by w.word`.execute(database.db);
  return { kept: kept.rows, afresh: afresh.rows };
}

describe.each(ENGINES)('the search index on the %s engine', (engine) => {
  it('finds a renamed product by its new name at once', async () => {
    const database = await testDatabase(engine);
    const api = await testHandler({ database });
    const products = createDataAccess(database.db).products;
    expect((await search(api, 'geladeira')).ids).toEqual([]);

    await products.update('1', { name: 'Geladeira Frost Free GF-0001' }, Date.now());

    expect((await search(api, 'geladeira')).ids).toEqual(['1']);
    expect((await search(api, 'geladeiras frost')).ids).toEqual(['1']);
    expect(await search(api, 'geladera')).toEqual({ ids: ['1'], didYouMean: 'geladeira' });
    const lists = await wordLists(database);
    expect(lists.kept).toEqual(lists.afresh);
  });

  it('drops an unpublished product from searches and its only words from corrections', async () => {
    const database = await testDatabase(engine);
    const api = await testHandler({ database });
    const products = createDataAccess(database.db).products;
    await products.update('49', { name: 'Notebook Quasar NB-0049' }, Date.now());
    expect((await search(api, 'quasar')).ids).toEqual(['49']);

    await products.update('49', { is_published: false }, Date.now());

    expect(await search(api, 'quasar')).toEqual({ ids: [], didYouMean: null });
    expect(await search(api, 'quazar')).toEqual({ ids: [], didYouMean: null });
    await products.update('49', { is_published: true }, Date.now());
    expect(await search(api, 'quazar')).toEqual({ ids: ['49'], didYouMean: 'quasar' });
    const lists = await wordLists(database);
    expect(lists.kept).toEqual(lists.afresh);
  });

  it('finds a new product at once; a change of stock leaves the words alone', async () => {
    const database = await testDatabase(engine);
    const api = await testHandler({ database });
    const data = createDataAccess(database.db);
    const created = await data.products.create(
      () => ({
        name: 'Estabilizador Ômega',
        description: 'Estabilizador de tensão com seis tomadas.',
        price: 249.9,
        quantity: 5,
        is_published: true,
        categoryId: '6',
        photos: [],
        attributes: [],
      }),
      Date.now(),
    );
    expect(await search(api, 'estabilizadores omega')).toEqual({
      ids: [created.id],
      didYouMean: null,
    });
    const before = await wordLists(database);
    await data.products.takeStock(Number(created.id), 2);
    await data.products.update('3', { quantity: 0, price: 150 }, Date.now());
    const after = await wordLists(database);
    expect(after.kept).toEqual(before.kept);
    expect(after.kept).toEqual(after.afresh);
  });

  it('empties and refills the word list with the catalogue (a reset)', async () => {
    const database = await testDatabase(engine);
    const api = await testHandler({ database });
    await createDataAccess(database.db).products.update(
      '1',
      { name: 'Geladeira Frost Free GF-0001' },
      Date.now(),
    );
    const reset = await api.fetch(new Request('http://mock.test/__mock/reset', { method: 'POST' }));
    expect(reset.ok).toBe(true);
    expect((await search(api, 'geladeira')).ids).toEqual([]);
    expect((await search(api, 'aurora')).ids).toContain('1');
    const lists = await wordLists(database);
    expect(lists.kept).toEqual(lists.afresh);
  });
});

describe('several API processes on one PostgreSQL', () => {
  it('each finds what another changed, at once', async () => {
    const url = await emptyPostgresUrl();
    const first = await openSeeded({ engine: 'postgres', url }, demoSeeder(TEST_PRODUCTS));
    const second = await openDatabase({ engine: 'postgres', url });
    onTestFinished(async () => {
      await first.close();
      await second.close();
    });
    const one = await testHandler({ database: first });
    const other = await testHandler({ database: second });

    await createDataAccess(first.db).products.update(
      '7',
      { name: 'Ultrabook Zéfiro UB-0007' },
      Date.now(),
    );
    expect((await search(other, 'zefiro')).ids).toEqual(['7']);
    await createDataAccess(second.db).products.update('7', { is_published: false }, Date.now());
    expect((await search(one, 'zefiro')).ids).toEqual([]);
  });
});
