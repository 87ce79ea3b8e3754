/**
 * The catalogue's revision: one row whose number grows with every change to what listings show
 * (names, prices, categories, publication), so every API process knows when its cached counts
 * and facets are stale (`domains/catalogue/listing-cache.ts`).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table catalogue_revision (
      one boolean primary key default true check (one),
      revision bigint not null
    );
    insert into catalogue_revision (revision) values (1);
  `.execute(db);
}
