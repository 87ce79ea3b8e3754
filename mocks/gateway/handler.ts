/**
 * The embedded payment gateway's HTTP face, shaped like a real gateway's card tokenization
 * endpoint and served on its own origin (never the shop's):
 *
 *   POST /v1/card_tokens?public_key=pk_…   {"card":{"number","holder_name","exp_month","exp_year","cvv"}}
 *   201 {"id":"tok_…","object":"card_token","created_at","expires_at",
 *        "card":{"brand","last_four_digits","holder_name","exp_month","exp_year"}}
 *
 * Errors answer `{"error":{"type","code","errors":[{"code","param"}]}}` with English codes, as
 * real gateways do; the site turns them into Portuguese. The browser calls it cross-origin, so
 * CORS names the shop's origins only; bodies are capped. Nothing here logs a request body.
 */
import type { CardTokenVault } from './card-tokens.ts';
import { failure, json, parseJson, readTextLimited } from './http.ts';

export const CARD_TOKENS_PATH = '/v1/card_tokens';
/** A card is about 150 bytes of JSON; 4 KB leaves room and stops anything bigger unread. */
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

export function createGatewayHandler(options: GatewayHandlerOptions): GatewayHandler {
  const allowed = new Set(options.allowedOrigins);

  /** CORS headers for an allowed origin; none for others, so their browsers refuse the answer. */
  function cors(origin: string | null): Record<string, string> {
    const base = { Vary: 'Origin' };
    if (origin === null || !allowed.has(origin)) return base;
    return {
      ...base,
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
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
      return failure(401, 'authentication_error', 'invalid_public_key', [], headers);
    }
    const contentType = request.headers.get('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(contentType)) {
      return failure(415, 'invalid_request_error', 'unsupported_media_type', [], headers);
    }
    const text = await readTextLimited(request, MAX_GATEWAY_BODY_BYTES);
    if (text === null) {
      return failure(413, 'invalid_request_error', 'request_too_large', [], headers);
    }
    const body = parseJson(text);
    if (typeof body !== 'object' || body === null || !('card' in body)) {
      return failure(400, 'invalid_request_error', 'invalid_json', [], headers);
    }
    const outcome = await options.vault.tokenize(body.card, client);
    if (outcome.ok) {
      const { id, card, createdAt, expiresAt } = outcome.token;
      return json(
        {
          id,
          object: 'card_token',
          created_at: new Date(createdAt).toISOString(),
          expires_at: new Date(expiresAt).toISOString(),
          card: {
            brand: card.brand.toLowerCase(),
            last_four_digits: card.last4,
            holder_name: card.holderName,
            exp_month: card.expMonth,
            exp_year: card.expYear,
          },
        },
        201,
        headers,
      );
    }
    if ('full' in outcome) {
      return failure(429, 'rate_limit_error', 'too_many_tokens', [], {
        ...headers,
        'Retry-After': String(Math.max(1, Math.ceil(outcome.retryAfterMs / 1000))),
      });
    }
    return failure(422, 'card_error', 'invalid_card', outcome.errors, headers);
  }

  async function route(request: Request, client: string): Promise<Response> {
    const { pathname } = new URL(request.url);
    const origin = request.headers.get('origin');
    const headers = cors(origin);
    if (pathname !== CARD_TOKENS_PATH) {
      return failure(404, 'invalid_request_error', 'not_found', [], headers);
    }
    if (origin !== null && !allowed.has(origin)) {
      // A page of another site: refused before reading anything it sent.
      return failure(403, 'invalid_request_error', 'origin_not_allowed', [], headers);
    }
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers });
    if (request.method !== 'POST') {
      return failure(405, 'invalid_request_error', 'method_not_allowed', [], {
        ...headers,
        Allow: 'POST, OPTIONS',
      });
    }
    return tokenize(request, client, headers);
  }

  return {
    async fetch(request, info) {
      try {
        return await route(request, info?.clientAddress ?? 'local');
      } catch {
        // No detail and no body in any log: whatever failed may have carried a card.
        return failure(500, 'invalid_request_error', 'internal_error');
      }
    },
  };
}
