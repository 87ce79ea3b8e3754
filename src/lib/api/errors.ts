import { UNAUTHENTICATED_MESSAGE } from './common-messages.ts';

/**
 * What went wrong, as far as a caller needs to tell cases apart:
 * - `graphql`: the server answered a GraphQL `errors` list (at any HTTP status);
 * - `http`: an HTTP error status without a GraphQL body;
 * - `network`: no answer at all (refused, reset, DNS, offline);
 * - `timeout`: an attempt took longer than the client's `timeoutMs`;
 * - `invalid-response`: an answer that is not a GraphQL response (an HTML error page,
 *   even with status 200; JSON without `data` or `errors`);
 * - `aborted`: the caller's own AbortSignal fired; never retried, usually nothing to show.
 */
export type ApiErrorKind =
  'graphql' | 'http' | 'network' | 'timeout' | 'invalid-response' | 'aborted';

/** One entry of a GraphQL `errors` list, as far as the client relies on it. */
export interface GraphQLErrorLike {
  readonly message: string;
  readonly path?: readonly (string | number)[];
  readonly extensions?: Readonly<Record<string, unknown>>;
}

interface ApiErrorDetails {
  readonly status?: number;
  readonly retryAfterSeconds?: number | undefined;
  readonly code?: string;
  readonly errors?: readonly GraphQLErrorLike[];
  readonly cause?: unknown;
}

/** The one error type the API client throws. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status of the answer; undefined when there was none (network, timeout, aborted). */
  readonly status: number | undefined;
  /** The first `extensions.code` among the GraphQL errors, e.g. `NOT_FOUND`. */
  readonly code: string | undefined;
  /** The GraphQL errors as the server sent them; empty for other kinds. */
  readonly errors: readonly GraphQLErrorLike[];
  /** How long the server asked to wait (its `Retry-After`, as seconds), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message, { cause: details.cause });
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.errors = details.errors ?? [];
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

// Shown to people when a server error has no usable message (server messages are pt-BR).
const MISSING_MESSAGE = 'Erro sem descrição retornado pelo servidor';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toGraphQLErrorLike(entry: unknown): GraphQLErrorLike {
  if (!isRecord(entry)) return { message: MISSING_MESSAGE };
  const message =
    typeof entry.message === 'string' && entry.message !== '' ? entry.message : MISSING_MESSAGE;
  const path = Array.isArray(entry.path) ? (entry.path as (string | number)[]) : undefined;
  const extensions = isRecord(entry.extensions) ? entry.extensions : undefined;
  return { message, path, extensions };
}

/** A `Retry-After` header (seconds or an HTTP date) as whole seconds from `now`, if valid. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** A GraphQL `errors` list becomes ONE error (forms show one message), its messages joined by ', '. */
export function graphQLErrorsToApiError(
  errors: readonly unknown[],
  status: number,
  retryAfterSeconds?: number,
): ApiError {
  const list = errors.map(toGraphQLErrorLike);
  const code = list
    .map((error) => error.extensions?.code)
    .find((value): value is string => typeof value === 'string');
  return new ApiError('graphql', list.map((error) => error.message).join(', '), {
    status,
    code,
    errors: list,
    retryAfterSeconds,
  });
}

/** The message the API gives when a request's token belongs to no session. */
export { UNAUTHENTICATED_MESSAGE };

/**
 * Whether the API refused the request's session token: its `UNAUTHENTICATED` code or message,
 * or HTTP 401. A network failure, a timeout or a 5xx says nothing about the token.
 */
export function isSessionRejected(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'graphql') {
    return (
      error.code === 'UNAUTHENTICATED' ||
      error.errors.some((entry) => entry.message === UNAUTHENTICATED_MESSAGE)
    );
  }
  return error.kind === 'http' && error.status === 401;
}

/**
 * Whether the API answered the request with a refusal that sending it again will not change: a
 * GraphQL error or a 4xx status (a quota, an unknown product, a rule), the end of the session
 * aside. No answer, a 5xx or an answer that is not GraphQL says nothing about the request.
 */
export function isRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || isSessionRejected(error)) return false;
  if (error.kind !== 'graphql' && error.kind !== 'http') return false;
  return error.status === undefined || error.status < 500;
}
