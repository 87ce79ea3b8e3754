/** Work that must commit whole: in the caller's transaction if it is in one, else in a new one. */
import type { Kysely } from 'kysely';
import type { Tables } from './tables.ts';

export function inTransaction<T>(
  db: Kysely<Tables>,
  work: (db: Kysely<Tables>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
