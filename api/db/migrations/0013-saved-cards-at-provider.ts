/**
 * Saved cards kept where the payment provider keeps them: as its customer's cards. A shop
 * customer records the provider's customer id (`payment_customer_id`) and a saved card the
 * provider's card id (`provider_card_id`), never a token; a pedido paid with a saved card records
 * the provider's customer it was charged as (`card_customer_id`), so the charge can be asked
 * again as it was made.
 *
 * Cards saved before were the payment stand-in's spent tokens kept on file, which no provider can
 * charge: they are removed (their owners save them again). The stand-in keeps its customers
 * (`gateway_customers`) and their cards (`gateway_cards`), and a card token remembers the saved
 * card it was made from (`card_id`, with a new security code).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from cards;
    alter table cards rename column token to provider_card_id;
    alter table customers add column payment_customer_id text;
    alter table requests add column card_customer_id text;

    alter table card_tokens drop column saved_at;
    alter table card_tokens add column card_id text;

    create table gateway_customers (
      id text primary key,
      email text not null unique,
      first_name text not null,
      last_name text not null,
      identification_type text,
      identification_number text,
      created_at timestamptz not null
    );

    create table gateway_cards (
      id text primary key,
      customer_id text not null references gateway_customers (id) on delete cascade,
      brand text not null,
      last4 text not null,
      holder_name text not null,
      exp_month integer not null,
      exp_year integer not null,
      decline_code text,
      created_at timestamptz not null
    );
    create index gateway_cards_by_customer on gateway_cards (customer_id, created_at);
  `.execute(db);
}
