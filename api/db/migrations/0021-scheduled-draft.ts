/**
 * A scheduled publish keeps the draft it was scheduled with (`draft_base`, `draft_content`), so
 * what goes live at its time is what its author saw and approved, not whatever the draft holds
 * by then. Pending publishes scheduled before this migration take the draft they would have
 * published.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table product_schedules add column draft_base jsonb;
    alter table product_schedules add column draft_content jsonb;
    update product_schedules s
      set draft_base = d.base, draft_content = d.content
      from product_drafts d
      where d.product_id = s.product_id and s.done_at is null and s.action = 'PUBLISH';
  `.execute(db);
}
