/**
 * The support desk: a ticket's comments may be staff's internal notes (never shown to the
 * customer) and name the staff member who wrote them; a ticket is assigned to the staff member
 * who first works on it; pedidos are found by status and date, by the buyer's CPF.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table ticket_comments add column internal boolean not null default false;
    alter table ticket_comments
      add column staff_id integer references staff (id) on delete set null;
    alter table tickets
      add column assigned_staff_id integer references staff (id) on delete set null;
    create index tickets_by_status on tickets (status, created_at);
    create index requests_by_status on requests (status, created_at);
    create index requests_by_buyer_cpf on requests (buyer_cpf);
  `.execute(db);
}
