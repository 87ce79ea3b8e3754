/**
 * The `mercadopago` provider: Mercado Pago's payments API.
 *
 *   POST /v1/payments                 create: `transaction_amount` in reais, `payment_method_id`
 *                                     (the card's brand with `token` and `installments`; `pix`;
 *                                     `bolbradesco`), `payer`, `external_reference` (the pedido),
 *                                     `notification_url`, `date_of_expiration` (Pix, boleto)
 *   GET  /v1/payments/{id}            read
 *   POST /v1/payments/{id}/refunds    refund, all or `amount`
 *   PUT  /v1/payments/{id}            `{"status":"cancelled"}`: call off an unpaid one
 *
 * A saved card is charged with a token made from it and its security code, the payer being the
 * customer it is saved under (`payer: {type: "customer", id}`); saving and removing cards are the
 * customer calls of `customer-cards.ts`.
 *
 * with the access token as bearer and an `X-Idempotency-Key` on each write. A payment's
 * `status`/`status_detail` become the module's states and Portuguese decline reasons
 * (`mercadopago-status.ts`); its Pix code is `point_of_interaction.transaction_data.qr_code`
 * (`qr_code_base64` the QR image), its boleto `transaction_details.digitable_line` and
 * `barcode.content`. Notifications are checked with the application's secret signature
 * (`signature.ts`); only those of type `payment` name a charge.
 */
import { PAYMENT_METHOD_IDS } from '../../../contract/card-brands.ts';
import type { CardBrand } from './provider.ts';
import { readAnswer } from './answer.ts';
import type { Answer } from './answer.ts';
import { createJsonClient } from './http-json.ts';
import type { JsonAnswer, JsonClientOptions } from './http-json.ts';
import { customerCardCalls, mercadoPagoError, splitName } from './customer-cards.ts';
import { declineReasonOf, refundStatusOf, statusOf } from './mercadopago-status.ts';
import { checkSignedNotification } from './notifications.ts';
import { PaymentProviderError, UNAVAILABLE_MESSAGE } from './provider.ts';
import type { Charge, ChargeMethod, ChargeRequest, PaymentProvider } from './provider.ts';
import type { SeenNotifications } from './seen-notifications.ts';

export const MERCADOPAGO_API = 'https://api.mercadopago.com';

export interface MercadoPagoOptions extends Pick<
  JsonClientOptions,
  'fetch' | 'timeoutMs' | 'retries' | 'retryDelayMs'
> {
  /** MERCADOPAGO_ACCESS_TOKEN. */
  readonly accessToken: string;
  /** MERCADOPAGO_WEBHOOK_SECRET. */
  readonly webhookSecret: string;
  /** The API's `NOTIFICATION_PATH` URL. */
  readonly notificationUrl: string;
  readonly seen: SeenNotifications;
  /** Defaults to Mercado Pago's; tests point it at a stand-in. */
  readonly baseUrl?: string;
  readonly now?: () => number;
}

/** The card brands Mercado Pago takes in Brazil. */
const TAKEN_BRANDS: ReadonlySet<CardBrand> = new Set([
  'VISA',
  'MASTERCARD',
  'AMEX',
  'ELO',
  'HIPERCARD',
]);

/** São Paulo's offset from UTC (no daylight saving since 2019), in which dates are written. */
const SAO_PAULO_OFFSET_MS = 3 * 60 * 60 * 1000;

/** `yyyy-MM-dd'T'HH:mm:ss.SSS-03:00`, the form `date_of_expiration` takes. */
export function mercadoPagoDate(ms: number): string {
  return new Date(ms - SAO_PAULO_OFFSET_MS).toISOString().replace('Z', '-03:00');
}

function paymentMethodId(request: ChargeRequest): string {
  const { method } = request;
  if (method.type === 'pix') return 'pix';
  if (method.type === 'boleto') return 'bolbradesco';
  const id = TAKEN_BRANDS.has(method.brand) ? PAYMENT_METHOD_IDS[method.brand] : undefined;
  if (id === undefined) {
    throw new PaymentProviderError(
      'rejected',
      'Esta bandeira de cartão não é aceita: use outro cartão ou o Pix.',
      `no Mercado Pago payment_method_id for ${method.brand}`,
    );
  }
  return id;
}

function createBody(request: ChargeRequest, notificationUrl: string) {
  const { method } = request;
  const url = new URL(notificationUrl);
  // Webhooks only: without it Mercado Pago also sends its older, unsigned IPN calls.
  url.searchParams.set('source_news', 'webhooks');
  return {
    transaction_amount: request.amountCents / 100,
    description: request.description,
    external_reference: request.reference,
    notification_url: url.toString(),
    payment_method_id: paymentMethodId(request),
    ...(method.type === 'card'
      ? { token: method.token, installments: method.installments }
      : { date_of_expiration: mercadoPagoDate(method.expiresAt) }),
    payer: payerOf(request),
  };
}

/** The payer: a saved card's customer, or the pedido's buyer with the address. */
function payerOf(request: ChargeRequest) {
  const { method, payer } = request;
  if (method.type === 'card' && method.customerId !== undefined) {
    return { type: 'customer', id: method.customerId };
  }
  return {
    email: payer.email,
    ...splitName(payer.name),
    identification: { type: 'CPF', number: payer.cpf },
    address: {
      zip_code: payer.address.cep,
      street_name: payer.address.street,
      street_number: payer.address.number,
      neighborhood: payer.address.district,
      city: payer.address.city,
      federal_unit: payer.address.state,
    },
  };
}

function methodOf(answer: Answer, what: string): ChargeMethod {
  if (answer.stringOrNull('payment_method_id') === 'pix') return 'pix';
  const type = answer.stringOrNull('payment_type_id');
  if (type === 'ticket') return 'boleto';
  if (type === 'credit_card' || type === 'debit_card') return 'card';
  throw new PaymentProviderError(
    'unavailable',
    UNAVAILABLE_MESSAGE,
    `${what}: payment_type_id ${String(type)} is not one the shop takes`,
  );
}

const cents = (reais: number) => Math.round(reais * 100);

/** The charge a Mercado Pago payment describes. */
function chargeOf(body: unknown, what: string): Charge {
  const answer = readAnswer(body, what);
  const method = methodOf(answer, what);
  const amountCents = cents(answer.number('transaction_amount'));
  const refundedCents = cents(answer.numberOrNull('transaction_amount_refunded') ?? 0);
  const mpStatus = answer.string('status');
  const detail = answer.stringOrNull('status_detail');
  const status = statusOf(mpStatus, detail, refundedCents);
  const pixCode = answer.stringOrNull('point_of_interaction.transaction_data.qr_code');
  const digitableLine = answer.stringOrNull('transaction_details.digitable_line');
  const payUrl =
    method === 'pix'
      ? answer.stringOrNull('point_of_interaction.transaction_data.ticket_url')
      : method === 'boleto'
        ? answer.stringOrNull('transaction_details.external_resource_url')
        : null;
  return {
    id: answer.string('id'),
    reference: answer.string('external_reference'),
    method,
    status,
    amountCents,
    refundedCents,
    installments: answer.numberOrNull('installments') ?? 1,
    declineReason: status === 'declined' ? declineReasonOf(detail) : null,
    cardLast4: answer.stringOrNull('card.last_four_digits'),
    pix:
      method === 'pix' && pixCode !== null
        ? {
            code: pixCode,
            qrCodeDataUrl: `data:image/png;base64,${answer.string('point_of_interaction.transaction_data.qr_code_base64')}`,
          }
        : null,
    boleto:
      method === 'boleto' && digitableLine !== null
        ? { digitableLine, barcode: answer.string('transaction_details.barcode.content') }
        : null,
    expiresAt: method === 'card' ? null : answer.timeOrNull('date_of_expiration'),
    payLink:
      payUrl === null
        ? null
        : { url: payUrl, label: method === 'pix' ? 'Abrir o Pix no Mercado Pago' : 'Ver o boleto' },
    paidAt: answer.timeOrNull('date_approved'),
  };
}

const SETTING = 'MERCADOPAGO_ACCESS_TOKEN';

/** Mercado Pago's error answer, `{message, error, status, cause: [{code, description}]}`. */
function errorOf(answer: JsonAnswer, what: string): PaymentProviderError {
  return mercadoPagoError(answer, what, SETTING);
}

export function createMercadoPagoProvider(options: MercadoPagoOptions): PaymentProvider {
  const client = createJsonClient({ ...options, baseUrl: options.baseUrl ?? MERCADOPAGO_API });
  const now = options.now ?? (() => Date.now());
  const paymentPath = (id: string) => `/v1/payments/${encodeURIComponent(id)}`;

  function expectCharge(answer: JsonAnswer, ok: readonly number[], what: string): Charge {
    if (!ok.includes(answer.status)) throw errorOf(answer, what);
    return chargeOf(answer.body, what);
  }

  return {
    ...customerCardCalls(client, SETTING),

    async create(request) {
      const body = createBody(request, options.notificationUrl);
      const answer = await client.send('POST', '/v1/payments', {
        body,
        idempotencyKey: request.idempotencyKey,
      });
      return expectCharge(answer, [200, 201], 'POST /v1/payments');
    },

    async get(chargeId) {
      const path = paymentPath(chargeId);
      return expectCharge(await client.send('GET', path), [200], `GET ${path}`);
    },

    async refund(chargeId, request) {
      const path = `${paymentPath(chargeId)}/refunds`;
      const what = `POST ${path}`;
      const answer = await client.send('POST', path, {
        body: request.amountCents === undefined ? {} : { amount: request.amountCents / 100 },
        idempotencyKey: request.idempotencyKey,
      });
      if (answer.status !== 200 && answer.status !== 201) throw errorOf(answer, what);
      const refund = readAnswer(answer.body, what);
      return {
        id: refund.string('id'),
        chargeId: refund.string('payment_id'),
        amountCents: cents(refund.number('amount')),
        status: refundStatusOf(refund.string('status')),
      };
    },

    async cancel(chargeId, idempotencyKey) {
      const path = paymentPath(chargeId);
      const answer = await client.send('PUT', path, {
        body: { status: 'cancelled' },
        idempotencyKey,
      });
      return expectCharge(answer, [200], `PUT ${path}`);
    },

    checkNotification(request) {
      return checkSignedNotification(request, {
        secret: options.webhookSecret,
        seen: options.seen,
        now,
        topic: 'payment',
      });
    },
  };
}
