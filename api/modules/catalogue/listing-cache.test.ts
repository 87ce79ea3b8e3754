/**
 * Counts and facets are kept per API process for one catalogue revision: an edit made through
 * any process raises the revision, and every process answers the new figures at once.
 */
import { describe, expect, it } from 'vitest';
import { createDataAccess } from '../../core/data-access.ts';
import { ENGINES, testDatabase } from '../../../tests/support/api/database.ts';

const NOW = Date.UTC(2026, 10, 24, 12);

describe.each(ENGINES)('listing counts and facets (%s)', (engine) => {
  it("follow another process's edit at once", async () => {
    const database = await testDatabase(engine);
    // Two data accesses, two caches: what two API processes on one database hold.
    const mine = createDataAccess(database.db);
    const theirs = createDataAccess(database.db);
    const category = { categoryId: '3' };

    const count = await mine.products.count(category);
    const facets = await mine.products.facets(category);
    expect(await mine.products.count(category)).toBe(count);

    await theirs.products.update('3', { is_published: false }, NOW);
    expect(await mine.products.count(category)).toBe(count - 1);

    const top = facets.priceRange?.max ?? 0;
    await theirs.products.update('9', { price: top + 1000 }, NOW);
    expect((await mine.products.facets(category)).priceRange?.max).toBe(top + 1000);
  });

  it('leaves them alone when only stock moves', async () => {
    const database = await testDatabase(engine);
    const data = createDataAccess(database.db);
    const before = await database.db
      .selectFrom('catalogue_revision')
      .select('revision')
      .executeTakeFirstOrThrow();
    await data.products.takeStock(3, 1);
    await data.products.returnStock(3, 1);
    expect(
      await database.db
        .selectFrom('catalogue_revision')
        .select('revision')
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
  });
});
