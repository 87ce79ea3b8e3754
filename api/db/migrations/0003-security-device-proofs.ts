/**
 * Device proofs: the browsers a customer logged in from, each known by the SHA-256 of an opaque
 * random proof the browser keeps (never the proof itself). A wrong password sent with a live
 * proof counts against that browser alone, so strangers' guesses cannot lock the customer out
 * of it (`domains/account/device-proofs.ts`).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table device_proofs (
      proof_hash text primary key,
      customer_id integer not null references customers (id) on delete cascade,
      logged_in_at timestamptz not null,
      expires_at timestamptz not null
    );
    create index device_proofs_by_customer on device_proofs (customer_id, logged_in_at);
  `.execute(db);
}
