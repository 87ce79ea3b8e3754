/**
 * The activity log refuses TRUNCATE as it refuses UPDATE and DELETE: a statement trigger with
 * the same function. Only the operator's reset (`api/db/reset.ts`), which empties every table on
 * purpose, sets it aside for the length of its own transaction.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create trigger activity_log_no_truncate before truncate on activity_log
      for each statement execute function activity_log_is_append_only();
  `.execute(db);
}
