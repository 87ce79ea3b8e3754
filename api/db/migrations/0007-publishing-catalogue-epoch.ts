/**
 * The catalogue's epoch: a random value that changes when the catalogue is replaced as a whole
 * (a reset to the seed, a restore), which moves no product's `updated_at` forward. The
 * publisher's change feed names it, so a checkpoint taken in another epoch is not trusted.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table catalogue_revision
      add column epoch text not null default gen_random_uuid()::text;
  `.execute(db);
}
