/**
 * Payments through a provider. The embedded payment stand-in keeps its own books here, as a
 * provider would in its own systems: its charges (`gateway_charges`), their refunds
 * (`gateway_refunds`) and the notifications it owes the shop (`gateway_notifications`, a queue
 * retried with backoff until delivered or given up), and a card token remembers whether the test
 * card behind it declines. The API remembers the provider notifications it has believed
 * (`payment_notifications_seen`) until they are too old to be believed again, so a captured
 * notification cannot be sent twice.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table card_tokens add column decline_code text;

    create table gateway_charges (
      id text primary key,
      seq serial unique,
      idempotency_key text not null unique,
      request_digest text not null,
      method text not null check (method in ('card', 'pix', 'boleto')),
      status text not null,
      failure_code text,
      amount_cents integer not null check (amount_cents > 0),
      refunded_cents integer not null default 0 check (refunded_cents >= 0),
      installments integer not null default 1,
      reference text not null,
      description text not null,
      card_brand text,
      card_last4 text,
      pix_code text,
      boleto_barcode text,
      boleto_digitable_line text,
      expires_at timestamptz,
      notification_url text,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      paid_at timestamptz,
      check (refunded_cents <= amount_cents)
    );
    create index gateway_charges_pending_by_expiry on gateway_charges (expires_at)
      where status = 'pending';

    create table gateway_refunds (
      id text primary key,
      charge_id text not null references gateway_charges (id) on delete cascade,
      idempotency_key text not null unique,
      amount_cents integer not null check (amount_cents > 0),
      created_at timestamptz not null
    );
    create index gateway_refunds_by_charge on gateway_refunds (charge_id);

    create table gateway_notifications (
      id text primary key,
      charge_id text not null references gateway_charges (id) on delete cascade,
      url text not null,
      attempts integer not null default 0,
      next_attempt_at timestamptz not null,
      last_error text,
      delivered_at timestamptz,
      given_up_at timestamptz,
      created_at timestamptz not null
    );
    create index gateway_notifications_due on gateway_notifications (next_attempt_at)
      where delivered_at is null and given_up_at is null;

    create table payment_notifications_seen (
      request_id text primary key,
      forget_at timestamptz not null
    );
    create index payment_notifications_seen_by_age on payment_notifications_seen (forget_at);
  `.execute(db);
}
