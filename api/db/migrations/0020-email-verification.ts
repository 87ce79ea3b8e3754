/**
 * E-mail verification: a customer's address counts as theirs once they open the link mailed to
 * it (`email_verified_at`); until then the painel keeps out what was tied to that address
 * before the account existed. Accounts made before this migration start unverified: nothing
 * proved their address. One pending link per customer, kept as the SHA-256 of its token, for
 * the address it was sent to.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table customers add column email_verified_at timestamptz;
    create table email_verifications (
      customer_id integer primary key references customers (id) on delete cascade,
      email text not null,
      token_hash text not null unique,
      sent_at timestamptz not null,
      expires_at timestamptz not null
    );
  `.execute(db);
}
