/** The catalogue's categories, in display order. */
import type { Db } from '../../db/database.ts';
import type { Row } from '../../db/tables.ts';

export type CategoryRecord = Row<'categories'>;

export function categoryStore(db: Db) {
  return {
    all(): Promise<CategoryRecord[]> {
      return db.selectFrom('categories').selectAll().orderBy('position').execute();
    },
  };
}
