/**
 * What makes a publish webhook a delivery the publisher may act on, beside its signature: a
 * `delivery` id and a `timestamp` inside the signed body, a timestamp inside the acceptance
 * window, and a delivery id not seen before (the publisher remembers them). Without these, a
 * signed body captured once could be sent again for ever, restarting the debounce window.
 *
 * No npm imports: the publish workflow runs `scripts/check-publish-dispatch.ts`, which uses
 * these rules, before `npm ci`.
 */

/** A signed body this old is refused: long enough for a slow network, short for a replay. */
export const MAX_AGE_MS = 5 * 60_000;
/** A sender's clock may run this much ahead of the publisher's; further ahead is refused. */
export const MAX_CLOCK_SKEW_MS = 60_000;

/** A UUID fits; the bounds keep what the publisher stores and writes small. */
const DELIVERY_ID = /^[A-Za-z0-9_-]{8,100}$/;
/** ISO 8601 in UTC, as `Date.prototype.toISOString` writes it (`+00:00` accepted too). */
const UTC_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.\d{1,9})?(?:Z|\+00:00)$/;

export function isDeliveryId(value: unknown): value is string {
  return typeof value === 'string' && DELIVERY_ID.test(value);
}

/** Milliseconds since the epoch, or null when `value` is not an ISO 8601 UTC date and time. */
export function parseUtcTimestamp(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = UTC_TIMESTAMP.exec(value);
  if (!match) return null;
  const time = Date.parse(value);
  // Date.parse rolls impossible dates over (30 February is 2 March): refuse them instead.
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 19) !== match[1]) return null;
  return time;
}

/** Why a delivery stamped `timestamp` cannot be accepted at `now`, or null when it can. */
export function freshnessProblem(timestamp: number, now: number): string | null {
  if (now - timestamp >= MAX_AGE_MS) {
    return `Aviso vencido: "timestamp" tem ${MAX_AGE_MS / 60_000} minutos ou mais; nada foi publicado.`;
  }
  if (timestamp - now > MAX_CLOCK_SKEW_MS) {
    return `Aviso do futuro: "timestamp" está mais de ${MAX_CLOCK_SKEW_MS / 1000} segundos à frente do relógio do publicador; nada foi publicado.`;
  }
  return null;
}

/** Until when a delivery stamped `timestamp` must be remembered: from then on it is stale anyway. */
export function rememberUntil(timestamp: number): number {
  return timestamp + MAX_AGE_MS;
}
