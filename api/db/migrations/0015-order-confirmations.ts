/**
 * A pedido remembers when its confirmation e-mail (`Recebemos seu pedido PED-…`) was written to
 * the outbox, so it is written once however many times the checkout is repeated. Pedidos placed
 * before count as confirmed: nothing is owed to them now.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table requests add column confirmation_mailed_at timestamptz;
    update requests set confirmation_mailed_at = created_at;
  `.execute(db);
}
