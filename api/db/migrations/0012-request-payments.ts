/**
 * Pedidos paid through the payment provider: a pedido records its method (now also
 * `CREDIT_CARD`), its card installments and card (brand, last four digits), the provider's
 * charge id and what the charge gave to pay it (a Pix's dynamic BR Code and QR image, a boleto's
 * linha digitável and bar code, the provider's page to pay), why the charge failed, and how much
 * was refunded and when it was all back. A card pedido whose charge answer was lost keeps the
 * provider's single-use card token (never a number or CVV) until its charge is found again, so
 * the same request can be repeated under the same idempotency key; it is cleared once known.
 * Timeline entries gain a label: what happened beyond the status (`Pagamento aprovado`,
 * `Reembolso de R$ … solicitado`, `Reembolsado`). The stand-in keeps a saved card's token on
 * file (`saved_at`), as a provider keeps a customer's card, so it can be charged again.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table requests drop constraint requests_payment_method_check;
    alter table requests add constraint requests_payment_method_check
      check (payment_method in ('PIX', 'CREDIT_CARD', 'BOLETO'));
    alter table requests
      add column installments integer check (installments between 1 and 24),
      add column card_brand text,
      add column card_last4 text,
      add column card_token text,
      add column charge_id text unique,
      add column pix_code text,
      add column pix_qr_code text,
      add column boleto_barcode text,
      add column boleto_digitable_line text,
      add column pay_url text,
      add column pay_label text,
      add column payment_failure text,
      add column refunded_cents integer not null default 0 check (refunded_cents >= 0),
      add column refunded_at timestamptz;
    create index requests_pending_payment on requests (created_at) where status = 'PENDING';

    alter table request_events add column label text;

    alter table card_tokens add column saved_at timestamptz;
  `.execute(db);
}
