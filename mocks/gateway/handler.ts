/**
 * The embedded payment gateway's HTTP face: Mercado Pago's card token and payment methods
 * endpoints, as its public key callers (a browser's card form) use them, served on its own
 * origin (never the shop's), so the one card form of the site speaks to both alike:
 *
 *   POST /v1/card_tokens?public_key=…
 *        {"card_number","security_code","expiration_month","expiration_year",
 *         "cardholder":{"name","identification"?:{"type","number"}}}
 *        or a saved card's {"card_id","security_code"}
 *   201  {"id","first_six_digits","last_four_digits","expiration_month","expiration_year",
 *         "cardholder":{"name","identification"},"status":"active","date_created",
 *         "date_last_updated","date_due","luhn_validation","live_mode","require_esc",
 *         "card_number_length","security_code_length"}
 *
 * A refused card answers 400 `{"message","error":"bad_request","status":400,
 * "cause":[{"code","description"}]}` with Mercado Pago's codes (`card-tokens.ts`); other errors
 * the same shape without causes. The site turns them into Portuguese.
 *
 *   GET  /v1/payment_methods/search?bins=<first six digits>&public_key=…
 *   200  {"paging":{"total","limit","offset"},"results":[{"id":"master","name",
 *         "payment_type_id":"credit_card","status":"active"}]}   (no result: a BIN it cannot place)
 * The browser calls it
 * cross-origin, so CORS names the shop's origins only; bodies are capped. Nothing here logs a
 * request body.
 */
import type { CardTokenVault } from './card-tokens.ts';
import { CARD_BRAND_NAMES } from '../../contract/card-brands.ts';
import { paymentMethodIdOf } from './customers-handler.ts';
import { json, mercadoPagoFailure, parseJson, readTextLimited } from './http.ts';
import { brandOfNumber } from './test-cards.ts';

export const CARD_TOKENS_PATH = '/v1/card_tokens';
export const PAYMENT_METHODS_SEARCH_PATH = '/v1/payment_methods/search';
/** A card is about 200 bytes of JSON; 4 KB leaves room and stops anything bigger unread. */
export const MAX_GATEWAY_BODY_BYTES = 4 * 1024;

export interface GatewayHandlerOptions {
  readonly vault: CardTokenVault;
  /** The public key the site sends (PUBLIC_PAYMENT_GATEWAY_PUBLIC_KEY). */
  readonly publicKey: string;
  /** Origins whose pages may call the gateway (the shop's site). */
  readonly allowedOrigins: readonly string[];
}

export interface GatewayHandler {
  /** `info.clientAddress`: who asks (the socket's address), what the per-client bound counts. */
  fetch(request: Request, info?: { clientAddress: string }): Promise<Response>;
}

/** The cardholder's document as sent, when it was sent as two strings; nulls otherwise. */
function identificationOf(body: object): { type: string | null; number: string | null } {
  const cardholder = (body as { cardholder?: unknown }).cardholder;
  const sent =
    typeof cardholder === 'object' && cardholder !== null
      ? (cardholder as { identification?: unknown }).identification
      : undefined;
  if (typeof sent !== 'object' || sent === null) return { type: null, number: null };
  const { type, number } = sent as Record<string, unknown>;
  return typeof type === 'string' && typeof number === 'string'
    ? { type, number }
    : { type: null, number: null };
}

export function createGatewayHandler(options: GatewayHandlerOptions): GatewayHandler {
  const allowed = new Set(options.allowedOrigins);

  /** CORS headers for an allowed origin; none for others, so their browsers refuse the answer. */
  function cors(origin: string | null): Record<string, string> {
    const base = { Vary: 'Origin' };
    if (origin === null || !allowed.has(origin)) return base;
    return {
      ...base,
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Max-Age': '600',
    };
  }

  async function tokenize(
    request: Request,
    client: string,
    headers: Record<string, string>,
  ): Promise<Response> {
    const key = new URL(request.url).searchParams.get('public_key');
    if (key !== options.publicKey) {
      return mercadoPagoFailure(401, 'unauthorized', 'invalid public_key', [], headers);
    }
    const contentType = request.headers.get('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(contentType)) {
      return mercadoPagoFailure(415, 'unsupported_media_type', 'use application/json', [], headers);
    }
    const text = await readTextLimited(request, MAX_GATEWAY_BODY_BYTES);
    if (text === null) {
      return mercadoPagoFailure(413, 'request_too_large', 'request body too large', [], headers);
    }
    const body = parseJson(text);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return mercadoPagoFailure(400, 'bad_request', 'invalid json body', [], headers);
    }
    const outcome = await options.vault.tokenize(body, client);
    if (outcome.ok) {
      const { token, firstSixDigits, numberLength, securityCodeLength } = outcome;
      const created = new Date(token.createdAt).toISOString();
      const identification = identificationOf(body);
      return json(
        {
          id: token.id,
          first_six_digits: firstSixDigits,
          last_four_digits: token.card.last4,
          expiration_month: token.card.expMonth,
          expiration_year: token.card.expYear,
          cardholder: { name: token.card.holderName, identification },
          status: 'active',
          date_created: created,
          date_last_updated: created,
          date_due: new Date(token.expiresAt).toISOString(),
          luhn_validation: true,
          live_mode: false,
          require_esc: false,
          card_number_length: numberLength,
          security_code_length: securityCodeLength,
        },
        201,
        headers,
      );
    }
    if ('full' in outcome) {
      return mercadoPagoFailure(429, 'too_many_requests', 'too many card tokens', [], {
        ...headers,
        'Retry-After': String(Math.max(1, Math.ceil(outcome.retryAfterMs / 1000))),
      });
    }
    return mercadoPagoFailure(400, 'bad_request', 'invalid parameters', outcome.errors, headers);
  }

  /** The card brand of a BIN, as Mercado Pago's payment methods search answers it. */
  function searchBins(request: Request, headers: Record<string, string>): Response {
    const params = new URL(request.url).searchParams;
    if (params.get('public_key') !== options.publicKey) {
      return mercadoPagoFailure(401, 'unauthorized', 'invalid public_key', [], headers);
    }
    const bins = params.get('bins') ?? '';
    if (!/^\d{6,8}$/.test(bins)) {
      return mercadoPagoFailure(400, 'bad_request', 'invalid bins', [], headers);
    }
    const brand = brandOfNumber(bins);
    const results =
      brand === 'OTHER'
        ? []
        : [
            {
              id: paymentMethodIdOf(brand),
              name: CARD_BRAND_NAMES[brand],
              payment_type_id: 'credit_card',
              status: 'active',
            },
          ];
    return json({ paging: { total: results.length, limit: 30, offset: 0 }, results }, 200, headers);
  }

  async function route(request: Request, client: string): Promise<Response> {
    const { pathname } = new URL(request.url);
    const origin = request.headers.get('origin');
    const headers = cors(origin);
    const method =
      pathname === CARD_TOKENS_PATH
        ? 'POST'
        : pathname === PAYMENT_METHODS_SEARCH_PATH
          ? 'GET'
          : null;
    if (method === null) {
      return mercadoPagoFailure(404, 'not_found', 'resource not found', [], headers);
    }
    if (origin !== null && !allowed.has(origin)) {
      // A page of another site: refused before reading anything it sent.
      return mercadoPagoFailure(403, 'forbidden', 'origin not allowed', [], headers);
    }
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers });
    if (request.method !== method) {
      return mercadoPagoFailure(405, 'method_not_allowed', 'method not allowed', [], {
        ...headers,
        Allow: `${method}, OPTIONS`,
      });
    }
    return method === 'GET' ? searchBins(request, headers) : tokenize(request, client, headers);
  }

  return {
    async fetch(request, info) {
      try {
        return await route(request, info?.clientAddress ?? 'local');
      } catch {
        // No detail and no body in any log: whatever failed may have carried a card.
        return mercadoPagoFailure(500, 'internal_error', 'internal error');
      }
    },
  };
}
