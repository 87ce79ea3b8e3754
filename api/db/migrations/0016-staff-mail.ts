/**
 * E-mail for the staff: each member chooses whether they get `Novo pedido` and `Novo ticket`
 * (both on, for everyone already in the staff too), and admins list the messages the delivery
 * gave up on, newest first.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table staff
      add column mail_new_orders boolean not null default true,
      add column mail_new_tickets boolean not null default true;
    create index outbox_failed on outbox (failed_at desc, id desc) where failed_at is not null;
  `.execute(db);
}
