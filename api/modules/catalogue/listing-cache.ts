/**
 * Counts and facets of product listings, kept per API process and valid for one catalogue
 * revision: a listing's total and its filters' choices change only when a product's name,
 * price, category or publication does, and every such change raises the revision in the same
 * transaction. Asking for the revision is one tiny query; recounting the catalogue is a scan.
 * Stock moves no count nor facet, so orders leave the cache alone.
 */
import type { Db } from '../../db/database.ts';

/** Listings remembered at most; the oldest goes first. */
const CAPACITY = 500;

export interface ListingCache {
  /** `compute()`'s value for `key` at the current revision, computed once per revision. */
  get<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T>;
}

export function currentRevision(db: Db): Promise<number> {
  return db
    .selectFrom('catalogue_revision')
    .select('revision')
    .executeTakeFirstOrThrow()
    .then((row) => row.revision);
}

export function createListingCache(): ListingCache {
  const entries = new Map<string, { revision: number; value: Promise<unknown> }>();
  return {
    async get<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
      const revision = await currentRevision(db);
      const known = entries.get(key);
      if (known && known.revision === revision) return known.value as Promise<T>;
      const value = compute();
      entries.delete(key);
      entries.set(key, { revision, value });
      if (entries.size > CAPACITY) entries.delete(entries.keys().next().value as string);
      // A failed computation is not remembered.
      value.catch(() => entries.delete(key));
      return value;
    },
  };
}
