/**
 * The signature of a provider's notification, Mercado Pago's scheme (the payment stand-in signs
 * the same way, so one check serves both providers):
 *
 *   x-request-id: <the delivery's unique id>
 *   x-signature:  ts=<when it was signed>,v1=<hex HMAC-SHA256 of the manifest>
 *   manifest:     id:<data.id>;request-id:<x-request-id>;ts:<ts>;
 *
 * with the webhook secret as the HMAC key, and `data.id` (the notification's resource, from the
 * URL's query) in lower case when it has letters. Comparison is in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-signature';
export const REQUEST_ID_HEADER = 'x-request-id';

export function signatureManifest(dataId: string, requestId: string, ts: string): string {
  return `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
}

function hmacHex(secret: string, manifest: string): string {
  return createHmac('sha256', secret).update(manifest, 'utf8').digest('hex');
}

/** The `x-signature` value for a notification about `dataId`, sent as `requestId`, signed at `ts`. */
export function signatureHeader(
  secret: string,
  dataId: string,
  requestId: string,
  ts: string,
): string {
  return `ts=${ts},v1=${hmacHex(secret, signatureManifest(dataId, requestId, ts))}`;
}

export interface SignatureParts {
  /** As sent: digits. */
  readonly ts: string;
  /** 64 hex digits. */
  readonly v1: string;
}

/** The `ts` and `v1` of an `x-signature` value, or null when it has no well-formed pair. */
export function parseSignatureHeader(header: string): SignatureParts | null {
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) parts.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
  }
  const ts = parts.get('ts') ?? '';
  const v1 = (parts.get('v1') ?? '').toLowerCase();
  return /^\d{1,16}$/.test(ts) && /^[0-9a-f]{64}$/.test(v1) ? { ts, v1 } : null;
}

/**
 * When `ts` was signed, in milliseconds. Mercado Pago's `ts` has been seen in seconds and in
 * milliseconds: a value of 10^12 or more is read as milliseconds.
 */
export function signedAt(ts: string): number {
  const value = Number(ts);
  return value >= 1e12 ? value : value * 1000;
}

/** Whether `parts` sign the notification about `dataId` sent as `requestId`, with `secret`. */
export function signatureMatches(
  secret: string,
  dataId: string,
  requestId: string,
  parts: SignatureParts,
): boolean {
  const expected = Buffer.from(hmacHex(secret, signatureManifest(dataId, requestId, parts.ts)));
  return timingSafeEqual(expected, Buffer.from(parts.v1));
}
