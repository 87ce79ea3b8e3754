/**
 * Photos a customer sends with a defect report: uploaded one at a time before the request is
 * sent (so `after_sale_id` is null until then), at most 3 per request. Only the customer and
 * support see them; a customer's account deleted takes them along.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table after_sale_photos (
      id uuid primary key default gen_random_uuid(),
      customer_id integer not null references customers (id) on delete cascade,
      after_sale_id integer references after_sales (id) on delete cascade,
      content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
      bytes bytea not null,
      created_at timestamptz not null
    );
    create index after_sale_photos_of_request on after_sale_photos (after_sale_id, created_at);
    create index after_sale_photos_pending on after_sale_photos (customer_id, created_at)
      where after_sale_id is null;
  `.execute(db);
}
