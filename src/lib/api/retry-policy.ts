import { ApiError } from './errors.ts';
import { operationsOf } from './graphql-document.ts';

/** Statuses that say "try again shortly": timeouts, conflicts, throttling, server trouble. */
const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/**
 * True when every operation in the document is a query (the shorthand `{ ... }` included),
 * i.e. sending it twice cannot change anything on the server.
 *
 * The document's tokens decide (see graphql-document.ts), so comments, whitespace, commas,
 * strings and fragments placed before the operation cannot fool it. A document that cannot be
 * read is treated as unsafe: the server rejects it anyway, and the safe side of "might be a
 * mutation" is not to repeat it.
 */
export function isQueryOnly(document: string): boolean {
  const operations = operationsOf(document);
  return (
    operations !== null &&
    operations.length > 0 &&
    operations.every((operation) => operation.type === 'query')
  );
}

/**
 * Whether a failed query attempt is worth one more try after a pause of `pauseMs`: no answer
 * at all (network, timeout) or a status from the list above. A GraphQL error with 200, a 4xx
 * such as 400/401/404 or a body that is not GraphQL would fail the same way again; so would
 * an answer whose `Retry-After` asks to wait longer than the pause (a login refused for 15
 * minutes): retrying it early would only spend an attempt and hide the wait.
 */
export function isRetryableFailure(error: unknown, pauseMs = 0): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.retryAfterSeconds !== undefined && error.retryAfterSeconds * 1000 > pauseMs) {
    return false;
  }
  return error.status !== undefined && RETRY_STATUSES.has(error.status);
}
