/**
 * The `local` provider: the embedded payment stand-in (`mocks/gateway/`), reached over HTTP on
 * its own origin exactly as a PSP would be, so the API's code path is the one it takes with a
 * real provider. Its API, in cents:
 *
 *   POST /v1/charges                {amount, reference, description, payment_method: card|pix|boleto,
 *                                    card_token, installments, expires_at, payer, notification_url}
 *   GET  /v1/charges/{id}
 *   POST /v1/charges/{id}/refunds   {amount?}
 *   POST /v1/charges/{id}/cancel
 *
 * A saved card's charge names its payer as the customer the card is saved under
 * (`payer: {type: "customer", id}`), with a token made from the card and its security code.
 * Saved cards themselves are Mercado Pago's customer calls, which the stand-in answers alike
 * (`customer-cards.ts`).
 *
 * A charge answers `{id, status, failure_code, amount, amount_refunded, installments, reference,
 * payment_method, card, pix: {qr_code, qr_code_base64}, boleto: {digitable_line, barcode},
 * expires_at, bank_url, paid_at}`; errors `{error: {type, code}}`. Its notifications are signed
 * as Mercado Pago's are, with the stand-in's webhook secret, about type `charge`.
 */
import { readAnswer } from './answer.ts';
import { answerError, createJsonClient } from './http-json.ts';
import type { JsonAnswer, JsonClientOptions } from './http-json.ts';
import { customerCardCalls } from './customer-cards.ts';
import { checkSignedNotification } from './notifications.ts';
import { CARD_AGAIN_MESSAGE, PaymentProviderError, UNAVAILABLE_MESSAGE } from './provider.ts';
import type {
  Charge,
  ChargeMethod,
  ChargeRequest,
  ChargeStatus,
  PaymentProvider,
  Refund,
} from './provider.ts';
import type { SeenNotifications } from './seen-notifications.ts';

export interface LocalProviderOptions extends Pick<
  JsonClientOptions,
  'fetch' | 'timeoutMs' | 'retries' | 'retryDelayMs'
> {
  /** The stand-in's origin (PUBLIC_PAYMENT_GATEWAY_URL). */
  readonly baseUrl: string;
  /** MOCK_PAYMENT_GATEWAY_ACCESS_TOKEN. */
  readonly accessToken: string;
  /** MOCK_PAYMENT_GATEWAY_WEBHOOK_SECRET. */
  readonly webhookSecret: string;
  /** Where the stand-in sends its notifications (the API's `NOTIFICATION_PATH`). */
  readonly notificationUrl: string;
  readonly seen: SeenNotifications;
  readonly now?: () => number;
}

/** The stand-in's notification type for a charge. */
export const LOCAL_NOTIFICATION_TOPIC = 'charge';

const STATUSES: readonly ChargeStatus[] = [
  'pending',
  'paid',
  'partially_refunded',
  'refunded',
  'declined',
  'cancelled',
  'expired',
];
const METHODS: readonly ChargeMethod[] = ['card', 'pix', 'boleto'];

/** The stand-in's decline codes, in Portuguese. */
const DECLINE_REASONS: Readonly<Record<string, string>> = {
  card_declined: 'Cartão recusado pelo emissor.',
  incorrect_security_code: 'Confira o código de segurança (CVV) do cartão.',
};
const DEFAULT_DECLINE_REASON = 'Pagamento recusado pelo banco de testes.';

/** The stand-in's error codes that a shopper or the shop can act on, in Portuguese. */
const REJECTIONS: Readonly<Record<string, string>> = {
  card_token_unknown: CARD_AGAIN_MESSAGE,
  card_token_used: CARD_AGAIN_MESSAGE,
  card_token_expired: CARD_AGAIN_MESSAGE,
  card_not_customers: 'Este cartão salvo não está mais disponível: escolha outro cartão.',
  idempotency_key_reused: 'Esta tentativa de pagamento já foi feita com outros dados.',
  not_refundable: 'Este pagamento não pode ser reembolsado nesse valor.',
  not_cancellable: 'Este pagamento não pode mais ser cancelado.',
};
const DEFAULT_REJECTION = 'O serviço de pagamentos recusou a requisição.';

function oneOf<T extends string>(value: string, allowed: readonly T[], what: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new PaymentProviderError('unavailable', UNAVAILABLE_MESSAGE, `${what}: unknown "${value}"`);
}

/** The charge a stand-in answer describes. */
function chargeOf(body: unknown, what: string): Charge {
  const answer = readAnswer(body, what);
  const method = oneOf(answer.string('payment_method'), METHODS, `${what} payment_method`);
  const status = oneOf(answer.string('status'), STATUSES, `${what} status`);
  const failure = answer.stringOrNull('failure_code');
  const qrCode = answer.stringOrNull('pix.qr_code');
  const digitableLine = answer.stringOrNull('boleto.digitable_line');
  return {
    id: answer.string('id'),
    reference: answer.string('reference'),
    method,
    status,
    amountCents: answer.number('amount'),
    refundedCents: answer.number('amount_refunded'),
    installments: answer.number('installments'),
    declineReason:
      status === 'declined' ? (DECLINE_REASONS[failure ?? ''] ?? DEFAULT_DECLINE_REASON) : null,
    cardLast4: answer.stringOrNull('card.last_four_digits'),
    pix:
      qrCode === null
        ? null
        : {
            code: qrCode,
            qrCodeDataUrl: `data:image/png;base64,${answer.string('pix.qr_code_base64')}`,
          },
    boleto:
      digitableLine === null ? null : { digitableLine, barcode: answer.string('boleto.barcode') },
    expiresAt: answer.timeOrNull('expires_at'),
    payLink:
      method === 'card'
        ? null
        : { url: answer.string('bank_url'), label: 'Pagar no banco de testes' },
    paidAt: answer.timeOrNull('paid_at'),
  };
}

/** A stand-in error answer as the module's error. */
function errorOf({ status, body }: JsonAnswer, what: string): PaymentProviderError {
  const code = readAnswer(body, what).stringOrNull('error.code') ?? '';
  return answerError(
    status,
    `${what}: HTTP ${status} ${code}`,
    'MOCK_PAYMENT_GATEWAY_ACCESS_TOKEN',
    REJECTIONS[code] ?? DEFAULT_REJECTION,
  );
}

function createBody(request: ChargeRequest, notificationUrl: string) {
  const { method, payer } = request;
  return {
    amount: request.amountCents,
    reference: request.reference,
    description: request.description,
    payment_method: method.type,
    ...(method.type === 'card'
      ? { card_token: method.token, installments: method.installments }
      : { expires_at: new Date(method.expiresAt).toISOString() }),
    // A payer without a CPF on record sends none (a boleto needs one: the stand-in says so).
    payer:
      method.type === 'card' && method.customerId !== undefined
        ? { type: 'customer', id: method.customerId }
        : {
            name: payer.name,
            email: payer.email,
            ...(payer.cpf === '' ? {} : { document: payer.cpf }),
          },
    notification_url: notificationUrl,
  };
}

export function createLocalProvider(options: LocalProviderOptions): PaymentProvider {
  const client = createJsonClient(options);
  const now = options.now ?? (() => Date.now());
  const chargePath = (id: string) => `/v1/charges/${encodeURIComponent(id)}`;

  function expectCharge(answer: JsonAnswer, ok: readonly number[], what: string): Charge {
    if (!ok.includes(answer.status)) throw errorOf(answer, what);
    return chargeOf(answer.body, what);
  }

  return {
    ...customerCardCalls(client, 'MOCK_PAYMENT_GATEWAY_ACCESS_TOKEN'),

    async create(request) {
      const answer = await client.send('POST', '/v1/charges', {
        body: createBody(request, options.notificationUrl),
        idempotencyKey: request.idempotencyKey,
      });
      return expectCharge(answer, [200, 201], 'POST /v1/charges');
    },

    async get(chargeId) {
      const path = chargePath(chargeId);
      return expectCharge(await client.send('GET', path), [200], `GET ${path}`);
    },

    async refund(chargeId, request): Promise<Refund> {
      const path = `${chargePath(chargeId)}/refunds`;
      const answer = await client.send('POST', path, {
        body: request.amountCents === undefined ? {} : { amount: request.amountCents },
        idempotencyKey: request.idempotencyKey,
      });
      const what = `POST ${path}`;
      if (answer.status !== 200 && answer.status !== 201) throw errorOf(answer, what);
      const refund = readAnswer(answer.body, what);
      return {
        id: refund.string('id'),
        chargeId: refund.string('charge'),
        amountCents: refund.number('amount'),
        status: oneOf(refund.string('status'), ['pending', 'succeeded', 'failed'], what),
      };
    },

    async cancel(chargeId, idempotencyKey) {
      const path = `${chargePath(chargeId)}/cancel`;
      const answer = await client.send('POST', path, { idempotencyKey });
      return expectCharge(answer, [200], `POST ${path}`);
    },

    checkNotification(request) {
      return checkSignedNotification(request, {
        secret: options.webhookSecret,
        seen: options.seen,
        now,
        topic: LOCAL_NOTIFICATION_TOPIC,
      });
    },
  };
}
