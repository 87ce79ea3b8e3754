/**
 * The payment stand-in's answers, shaped as real gateways' APIs answer: JSON never cached nor
 * sniffed; the charges' errors as `{"error":{"type","code","errors":[{"code","param"}]}}` with
 * English codes, the card tokens' as Mercado Pago's `{"message","error","status","cause"}`
 * (the shop turns both into Portuguese). Bodies are read up to a limit, never further.
 */
import { readLimited } from '../../api/http/limited-body.ts';

export type ErrorType =
  'invalid_request_error' | 'authentication_error' | 'card_error' | 'rate_limit_error';

/** One bad field of a request. */
export interface ParamError {
  readonly code: string;
  /** The request field, e.g. `card.number`. */
  readonly param: string;
}

export function json(
  body: unknown,
  status: number,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });
}

export function failure(
  status: number,
  type: ErrorType,
  code: string,
  errors: readonly ParamError[] = [],
  headers: Record<string, string> = {},
): Response {
  return json({ error: { type, code, errors } }, status, headers);
}

/** One `cause` of a Mercado Pago error answer. */
export interface ErrorCause {
  readonly code: string;
  readonly description: string;
}

/** An error answered as Mercado Pago answers one: `error` a code, `message` in English. */
export function mercadoPagoFailure(
  status: number,
  error: string,
  message: string,
  cause: readonly ErrorCause[] = [],
  headers: Record<string, string> = {},
): Response {
  return json({ message, error, status, cause }, status, headers);
}

/** The body as text, or null once it passes `limit` bytes (the rest is never read). */
export async function readTextLimited(request: Request, limit: number): Promise<string | null> {
  const bytes = await readLimited(request, limit);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
