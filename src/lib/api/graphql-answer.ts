/**
 * What one complete answer of the GraphQL endpoint means for the caller: its `data`, or the
 * `ApiError` that says why there is none (see `ApiErrorKind`).
 */
import { ApiError, graphQLErrorsToApiError, parseRetryAfter } from './errors.ts';
import type { WholeAnswer } from './fetch-whole.ts';

/** Both media types a GraphQL server answers with (GraphQL over HTTP, and plain JSON). */
const GRAPHQL_MEDIA_TYPE = /application\/(?:graphql-response\+)?json/i;

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The answer's JSON object, or undefined when the body is not a JSON object. */
function resultOf({ headers, body }: WholeAnswer): Record<string, unknown> | undefined {
  if (!GRAPHQL_MEDIA_TYPE.test(headers.get('content-type') ?? '')) return undefined;
  try {
    const result: unknown = JSON.parse(body);
    return isPlainRecord(result) ? result : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The answer's `data`. Throws `graphql` for a non-empty `errors` list (at any status: a
 * server may send its refusals with 4xx or 5xx), `http` for any other status outside 2xx, and
 * `invalid-response` for a 2xx that is not a GraphQL result: not JSON (an HTML page), no
 * `data` object, or malformed `errors`.
 */
export function dataOf(answer: WholeAnswer): Record<string, unknown> {
  const { status } = answer;
  const retryAfterSeconds = parseRetryAfter(answer.headers.get('retry-after'));
  const result = resultOf(answer);
  const errors = result?.['errors'];
  if (Array.isArray(errors) && errors.length > 0) {
    throw graphQLErrorsToApiError(errors, status, retryAfterSeconds);
  }
  if (status < 200 || status > 299) {
    throw new ApiError('http', `The GraphQL endpoint answered HTTP ${status}.`, {
      status,
      retryAfterSeconds,
    });
  }
  if (result === undefined) {
    throw new ApiError('invalid-response', 'The answer is not a GraphQL response.', { status });
  }
  const data = result['data'];
  if (errors !== undefined && !Array.isArray(errors)) {
    throw new ApiError('invalid-response', `Malformed "errors" in a ${status} response.`, {
      status,
    });
  }
  // A GraphQL answer without errors must carry `data`: `{}` or `null` alone is not one.
  if (!isPlainRecord(data)) {
    throw new ApiError('invalid-response', 'The answer has neither "data" nor "errors".', {
      status,
    });
  }
  return data;
}
