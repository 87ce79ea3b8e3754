/** The home page's editable content, one JSON block per key (hero, announcements, ...). */
import type { Db } from '../../store/database.ts';

export function contentStore(db: Db) {
  return {
    /** Every block by key. */
    async all(): Promise<Map<string, unknown>> {
      const rows = await db.selectFrom('content_blocks').select(['key', 'value']).execute();
      return new Map(rows.map((row) => [row.key, row.value]));
    },
  };
}

export type ContentStore = ReturnType<typeof contentStore>;
