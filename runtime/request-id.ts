/**
 * Request ids: the one a proxy, the back office's server or a payment provider sent (so one
 * request keeps one id across processes), when it is a sane one, else a new one. No Node API:
 * the API's handler, which also runs in the browser demo, uses it too.
 */

/** What an incoming id may be: short, and nothing a log line or a header could be tricked by. */
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

/** 16 hex digits: unique enough to find one request's lines, short enough to read. */
function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The id of a request that came with `incoming` (its X-Request-Id, if any). */
export function requestIdOf(incoming: string | null | undefined): string {
  return incoming && SANE_ID.test(incoming) ? incoming : newRequestId();
}
