/**
 * After the sale: a customer's cancellation, withdrawal (the 7 days after delivery) or return of a
 * defective item, each with its protocol (`DEV-…`), the units it covers, what support decided and
 * what was refunded. A unit is in at most one live request: the sum of a line's units over the
 * requests not refused never exceeds what was ordered (checked by the service under the pedido's
 * row lock). Two staff confirming the same receipt are told apart by the status move, made only
 * from `APPROVED` (or from `REFUND_PENDING` for a retry).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table after_sales (
      id serial primary key,
      number text not null unique,
      request_id integer not null references requests (id),
      customer_id integer references customers (id) on delete set null,
      kind text not null check (kind in ('CANCELLATION', 'WITHDRAWAL', 'RETURN', 'EXCHANGE')),
      status text not null check (
        status in ('REQUESTED', 'APPROVED', 'REFUSED', 'RECEIVED', 'REFUND_PENDING', 'REFUNDED', 'EXCHANGED', 'DONE')
      ),
      reason text,
      refusal_reason text,
      postage_code text,
      postage_expires_at timestamptz,
      refund_cents integer not null default 0 check (refund_cents >= 0),
      refunded_cents integer not null default 0 check (refunded_cents >= 0 and refunded_cents <= refund_cents),
      freight_cents integer not null default 0 check (freight_cents >= 0),
      refund_failure text,
      exchange_request_id integer references requests (id),
      created_at timestamptz not null
    );
    create index after_sales_by_request on after_sales (request_id);
    create index after_sales_by_customer on after_sales (customer_id, created_at desc);
    create index after_sales_open on after_sales (created_at, id)
      where status in ('REQUESTED', 'APPROVED', 'RECEIVED', 'REFUND_PENDING');
    -- The freight of a pedido is refunded once, whatever the number of its requests.
    create unique index after_sales_freight_once on after_sales (request_id)
      where freight_cents > 0 and status <> 'REFUSED';

    create table after_sale_items (
      after_sale_id integer not null references after_sales (id) on delete cascade,
      request_item_id integer not null references request_items (id),
      quantity integer not null check (quantity > 0),
      refund_cents integer not null check (refund_cents >= 0),
      primary key (after_sale_id, request_item_id)
    );
    create index after_sale_items_by_line on after_sale_items (request_item_id);

    create table after_sale_events (
      id serial primary key,
      after_sale_id integer not null references after_sales (id) on delete cascade,
      status text not null,
      at timestamptz not null,
      label text not null,
      note text
    );
    create index after_sale_events_by_request on after_sale_events (after_sale_id, id);
  `.execute(db);
}
