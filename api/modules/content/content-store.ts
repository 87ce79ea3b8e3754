/**
 * The home page's editable content, one JSON block per key (hero, announcements, ...), and the
 * editors' draft of it with the revision their forms send back.
 */
import type { Db } from '../../db/database.ts';
import { toDate, toMs } from '../../db/codecs.ts';

export interface ContentPageState {
  readonly revision: number;
  readonly draft: unknown;
  readonly savedByName: string | null;
  readonly savedAt: number | null;
}

export function contentStore(db: Db) {
  /** The draft row of `page`, created empty the first time. */
  const ensurePage = (page: string) =>
    db
      .insertInto('content_drafts')
      .values({ page })
      .onConflict((conflict) => conflict.column('page').doNothing())
      .execute();

  return {
    /** Every block by key. */
    async all(): Promise<Map<string, unknown>> {
      const rows = await db.selectFrom('content_blocks').select(['key', 'value']).execute();
      return new Map(rows.map((row) => [row.key, row.value]));
    },

    /** Writes the given blocks (the others stay). */
    async setBlocks(blocks: Readonly<Record<string, unknown>>, now: number): Promise<void> {
      for (const [key, value] of Object.entries(blocks)) {
        const row = { value: JSON.stringify(value), updated_at: toDate(now) };
        await db
          .insertInto('content_blocks')
          .values({ key, ...row })
          .onConflict((conflict) => conflict.column('key').doUpdateSet(row))
          .execute();
      }
    },

    async page(page: string): Promise<ContentPageState> {
      await ensurePage(page);
      const row = await db
        .selectFrom('content_drafts')
        .selectAll()
        .where('page', '=', page)
        .executeTakeFirstOrThrow();
      return {
        revision: row.revision,
        draft: row.content,
        savedByName: row.saved_by_name,
        savedAt: row.saved_at === null ? null : toMs(row.saved_at),
      };
    },

    /** Moves `page` to its next revision if still at `expected` (false: someone came first). */
    async claimRevision(page: string, expected: number): Promise<boolean> {
      await ensurePage(page);
      const row = await db
        .updateTable('content_drafts')
        .set((eb) => ({ revision: eb('revision', '+', 1) }))
        .where('page', '=', page)
        .where('revision', '=', expected)
        .returning('revision')
        .executeTakeFirst();
      return row !== undefined;
    },

    async putDraft(page: string, content: unknown, by: string, now: number): Promise<void> {
      await db
        .updateTable('content_drafts')
        .set({ content: JSON.stringify(content), saved_by_name: by, saved_at: toDate(now) })
        .where('page', '=', page)
        .execute();
    },

    async clearDraft(page: string): Promise<void> {
      await db
        .updateTable('content_drafts')
        .set({ content: null, saved_by_name: null, saved_at: null })
        .where('page', '=', page)
        .execute();
    },
  };
}
