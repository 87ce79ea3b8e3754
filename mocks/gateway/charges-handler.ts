/**
 * The payment stand-in's charges API, for the shop's server only (the `local` provider,
 * `api/providers/payments/local-provider.ts`, says what it answers):
 *
 *   POST /v1/charges                 201 a new charge, 200 the one this idempotency key made
 *   GET  /v1/charges/{id}            200
 *   POST /v1/charges/{id}/refunds    201 {"id":"re_…","charge","amount","status":"succeeded"}
 *   POST /v1/charges/{id}/cancel     200
 *
 * Every request carries `Authorization: Bearer <access token>` (401 otherwise, before anything
 * is read); every POST an `X-Idempotency-Key`. No CORS: browsers never call it.
 */
import { timingSafeEqual } from 'node:crypto';
import { sha256Hex } from '../../api/core/secrets.ts';
import { pixQrCodeDataUrl } from '../../api/modules/orders/pix.ts';
import { IDEMPOTENCY_HEADER } from '../../api/providers/payments/http-json.ts';
import { parseChargeRequest } from './charge-request.ts';
import type { ChargeRecord, Ledger, LedgerRefusal } from './charges.ts';
import { failure, json, parseJson, readTextLimited } from './http.ts';

export const CHARGES_PATH = '/v1/charges';
/** A charge request is a few hundred bytes; anything past this is refused unread. */
const MAX_BODY_BYTES = 8 * 1024;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;

export interface ChargesApiOptions {
  readonly ledger: Ledger;
  /** MOCK_PAYMENT_GATEWAY_ACCESS_TOKEN. */
  readonly accessToken: string;
  /** The test bank's page of a charge, on the stand-in's public origin. */
  readonly bankUrl: (chargeId: string) => string;
  readonly now?: () => number;
}

const REFUSAL_STATUS: Record<LedgerRefusal, number> = {
  not_found: 404,
  idempotency_key_reused: 409,
  card_token_unknown: 400,
  card_token_used: 400,
  card_token_expired: 400,
  card_not_customers: 400,
  not_payable: 400,
  not_refundable: 400,
  not_cancellable: 400,
};

function refused(refusal: LedgerRefusal): Response {
  const type = refusal.startsWith('card_') ? 'card_error' : 'invalid_request_error';
  return failure(REFUSAL_STATUS[refusal], type, refusal);
}

/** Whether an `Authorization` header carries `token`, compared in constant time. */
export function bearerMatches(header: string | null, token: string): boolean {
  const given = Buffer.from(sha256Hex(header ?? ''));
  return token !== '' && timingSafeEqual(given, Buffer.from(sha256Hex(`Bearer ${token}`)));
}

export function createChargesApi(options: ChargesApiOptions) {
  const { ledger } = options;
  const now = options.now ?? (() => Date.now());

  async function chargeJson(charge: ChargeRecord) {
    const qr = charge.pixCode === null ? null : await pixQrCodeDataUrl(charge.pixCode);
    return {
      id: charge.id,
      object: 'charge',
      status: charge.status,
      failure_code: charge.failureCode,
      amount: charge.amountCents,
      amount_refunded: charge.refundedCents,
      installments: charge.installments,
      reference: charge.reference,
      description: charge.description,
      payment_method: charge.method,
      card:
        charge.card === null
          ? null
          : { brand: charge.card.brand, last_four_digits: charge.card.last4 },
      pix:
        charge.pixCode === null || qr === null
          ? null
          : { qr_code: charge.pixCode, qr_code_base64: qr.replace(/^data:image\/png;base64,/, '') },
      boleto:
        charge.boleto === null
          ? null
          : { digitable_line: charge.boleto.digitableLine, barcode: charge.boleto.barcode },
      expires_at: charge.expiresAt === null ? null : new Date(charge.expiresAt).toISOString(),
      bank_url: options.bankUrl(charge.id),
      created_at: new Date(charge.createdAt).toISOString(),
      paid_at: charge.paidAt === null ? null : new Date(charge.paidAt).toISOString(),
    };
  }

  /** The JSON body of a POST (an empty body reads as `{}`), or the answer refusing it. */
  async function bodyOf(request: Request): Promise<{ body: unknown } | Response> {
    const text = await readTextLimited(request, MAX_BODY_BYTES);
    if (text === null) return failure(413, 'invalid_request_error', 'request_too_large');
    if (text === '') return { body: {} };
    const type = request.headers.get('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      return failure(415, 'invalid_request_error', 'unsupported_media_type');
    }
    const body = parseJson(text);
    return body === undefined ? failure(400, 'invalid_request_error', 'invalid_json') : { body };
  }

  async function create(body: unknown, key: string): Promise<Response> {
    const charge = parseChargeRequest(body, now());
    if ('param' in charge) {
      return failure(400, 'invalid_request_error', 'invalid_request', [charge]);
    }
    // Where notifications go is not part of what is charged: an API that comes back on another
    // address and repeats its request gets the charge it made, as it would at a PSP.
    const { notificationUrl: _where, ...charged } = charge;
    const outcome = await ledger.create(charge, key, sha256Hex(JSON.stringify(charged)));
    if (!outcome.ok) return refused(outcome.refusal);
    return json(await chargeJson(outcome.charge), outcome.replayed ? 200 : 201);
  }

  async function refund(id: string, body: unknown, key: string): Promise<Response> {
    const { amount } = (typeof body === 'object' && body !== null ? body : {}) as {
      amount?: unknown;
    };
    if (amount !== undefined && (!Number.isInteger(amount) || (amount as number) < 1)) {
      return failure(400, 'invalid_request_error', 'invalid_request', [
        { param: 'amount', code: 'invalid' },
      ]);
    }
    const outcome = await ledger.refund(id, (amount as number | undefined) ?? null, key);
    if (!outcome.ok) return refused(outcome.refusal);
    const { refund: made } = outcome;
    return json(
      {
        id: made.id,
        object: 'refund',
        charge: made.chargeId,
        amount: made.amountCents,
        status: 'succeeded',
        created_at: new Date(made.createdAt).toISOString(),
      },
      201,
    );
  }

  /** `segments`: the path after `/v1/charges`, split at its slashes. */
  async function route(request: Request, segments: readonly string[]): Promise<Response> {
    const [id, action, ...rest] = segments;
    if (rest.length > 0) return failure(404, 'invalid_request_error', 'not_found');
    if (request.method === 'GET' && id !== undefined && action === undefined) {
      const charge = await ledger.get(id);
      return charge === null ? refused('not_found') : json(await chargeJson(charge), 200);
    }
    if (request.method !== 'POST') {
      return failure(405, 'invalid_request_error', 'method_not_allowed', [], {
        Allow: id === undefined || action !== undefined ? 'POST' : 'GET',
      });
    }
    const key = request.headers.get(IDEMPOTENCY_HEADER) ?? '';
    if (!IDEMPOTENCY_KEY.test(key)) {
      return failure(400, 'invalid_request_error', 'idempotency_key_required');
    }
    const read = await bodyOf(request);
    if (read instanceof Response) return read;
    if (id === undefined) return create(read.body, key);
    if (action === 'refunds') return refund(id, read.body, key);
    if (action === 'cancel') {
      const outcome = await ledger.cancel(id);
      return outcome.ok ? json(await chargeJson(outcome.charge), 200) : refused(outcome.refusal);
    }
    return failure(404, 'invalid_request_error', 'not_found');
  }

  return {
    /** Answers a request whose path is `CHARGES_PATH` or under it. */
    async fetch(request: Request): Promise<Response> {
      if (!bearerMatches(request.headers.get('authorization'), options.accessToken)) {
        return failure(401, 'authentication_error', 'invalid_access_token');
      }
      const rest = new URL(request.url).pathname.slice(CHARGES_PATH.length);
      const segments = rest.split('/').filter((segment) => segment !== '');
      return route(request, segments);
    },
  };
}
