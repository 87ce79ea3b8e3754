/**
 * Migrations renamed after release keep working on the databases that ran them: Kysely records
 * each applied migration by name and refuses to start when a recorded name is no longer in its
 * list. Before the migrator runs, every former name recorded is replaced by the current one, in
 * one statement (concurrent starts on one PostgreSQL are safe: the second finds nothing left to
 * rename once the first commits).
 */
import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * Former name -> current name. Two migrations were both numbered 0002; the later one and all
 * after it moved up by one, so the numbers sort in the order the migrations run. A former name
 * is never reused.
 */
export const FORMER_MIGRATION_NAMES: Readonly<Record<string, string>> = {
  '0002-security-device-proofs': '0003-security-device-proofs',
  '0003-backoffice-staff': '0004-backoffice-staff',
  '0004-shoppers-search': '0005-shoppers-search',
  '0005-support-desk': '0006-support-desk',
  '0006-publishing-catalogue-epoch': '0007-publishing-catalogue-epoch',
  '0007-alerts-requests': '0008-alerts-requests',
  '0008-reviews-table': '0009-reviews-table',
  '0009-staff-device-proofs': '0010-staff-device-proofs',
};

/** Kysely's record of the applied migrations (its default table, on the search path). */
const RECORD_TABLE = 'kysely_migration';

/** Replaces the former names recorded in `db` by the current ones; a new database has none. */
export async function renameRecordedMigrations(db: Db): Promise<void> {
  const { rows } = await sql<{ recorded: boolean }>`
    select to_regclass(${RECORD_TABLE}) is not null as recorded
  `.execute(db);
  if (!rows[0]?.recorded) return;
  const renames = Object.entries(FORMER_MIGRATION_NAMES);
  await sql`
    update ${sql.table(RECORD_TABLE)}
    set name = case name ${sql.join(
      renames.map(([former, current]) => sql`when ${former} then ${current}`),
      sql` `,
    )} end
    where name in (${sql.join(renames.map(([former]) => former))})
  `.execute(db);
}
