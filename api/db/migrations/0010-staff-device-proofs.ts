/**
 * Device proofs for staff too: the browsers a staff member logged in from through the back
 * office, so strangers' wrong passwords cannot lock a staff member out of them either. A proof
 * belongs to exactly one customer or one staff member.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table device_proofs alter column customer_id drop not null;
    alter table device_proofs
      add column staff_id integer references staff (id) on delete cascade;
    alter table device_proofs
      add constraint device_proofs_one_owner check ((customer_id is null) <> (staff_id is null));
    create index device_proofs_by_staff on device_proofs (staff_id, logged_in_at);
  `.execute(db);
}
