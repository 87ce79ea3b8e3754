import { DEVICE_PROOF_HEADER } from '../../../contract/http-headers.ts';
import { delay } from '../delay.ts';
import { ApiError, isSessionRejected } from './errors.ts';
import { fetchWhole } from './fetch-whole.ts';
import type { FetchResolver } from './fetch-whole.ts';
import { dataOf } from './graphql-answer.ts';
import { operationNameOf } from './graphql-document.ts';
import { isQueryOnly, isRetryableFailure } from './retry-policy.ts';

/**
 * A GraphQL document whose TypeScript type carries its result and variables: the
 * `TypedDocumentString` objects GraphQL Code Generator's client preset emits (a `String`
 * subclass with an optional `__apiType`), or a plain string (then give the types explicitly).
 */
export type TypedDocument<TResult, TVariables> =
  // eslint-disable-next-line @typescript-eslint/no-wrapper-object-types -- codegen's documents are String objects
  (string | String) & { readonly __apiType?: (variables: TVariables) => TResult };

export interface RequestOptions {
  /**
   * Sends the stored session token (the client's `sessionToken`) as `Authorization: Bearer
   * {token}`; without a stored token the request goes out anonymous and the API refuses it.
   */
  readonly auth?: boolean;
  /**
   * An explicit token instead of the stored one, for the session's own calls: logout ends a
   * token it has already cleared from the cookie. Sent only when present; wins over `auth`.
   */
  readonly token?: string | null;
  /**
   * Sends this browser's device proofs (the client's `deviceProofs`) as `X-Device-Proof`: for
   * the calls that check a password or a recovery code, so the customer's own guesses count on
   * this browser alone (see `src/lib/device-proofs.ts`).
   */
  readonly deviceProof?: boolean;
  /** The caller's cancellation; an abort fails the call with kind `aborted`, never retried. */
  readonly signal?: AbortSignal;
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Lets the request outlive the page (fetch's `keepalive`): the browser still delivers it when
   * the customer leaves at once, preflight included. For small changes the page has already
   * shown as done; browsers refuse keepalive bodies beyond 64 KB in all.
   */
  readonly keepalive?: boolean;
}

/** Variables are required exactly when the operation has a required variable. */
type RequestArgs<TVariables> =
  Record<string, never> extends TVariables
    ? [variables?: TVariables, options?: RequestOptions]
    : [variables: TVariables, options?: RequestOptions];

export interface GraphQLClientOptions {
  /** Absolute URL of the GraphQL endpoint. */
  readonly endpoint: string;
  /** Called before every attempt; defaults to `globalThis.fetch`, looked up on every call. */
  readonly resolveFetch?: FetchResolver;
  /** Limit for each attempt, waiting for the headers and reading the body. */
  readonly timeoutMs?: number;
  /** Pause before the one retry of a query. */
  readonly retryDelayMs?: number;
  /** The stored session token, read once per request made with `{ auth: true }`. */
  readonly sessionToken?: () => string | undefined;
  /** The `X-Device-Proof` value, read once per request made with `{ deviceProof: true }`. */
  readonly deviceProofs?: () => string | undefined;
  /** Told when the API refuses the stored token of a `{ auth: true }` request (it still throws). */
  readonly onSessionRejected?: () => void;
}

export interface GraphQLApiClient {
  /**
   * Sends one operation (POST, JSON). Resolves to its `data`; rejects with an `ApiError`
   * (only a programming error found before sending, such as variables that cannot be
   * serialised or an invalid header value, is rethrown as it is). Queries are tried a
   * second time after a network failure, a timeout or a status of
   * 408/409/425/429/500/502/503/504 (not when the server asks, with `Retry-After`, to wait
   * longer than the client's pause); mutations never are.
   */
  request<TResult = unknown, TVariables = Record<string, unknown>>(
    document: TypedDocument<TResult, TVariables>,
    ...args: RequestArgs<NoInfer<TVariables>>
  ): Promise<TResult>;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_RETRY_DELAY_MS = 300;
/** GraphQL over HTTP's own media type first, plain JSON for servers that predate it. */
const ACCEPT = 'application/graphql-response+json, application/json';

/**
 * The one place that adds the bearer token and the device proofs; they replace any
 * Authorization or X-Device-Proof the caller set. Throws a TypeError for a header value that
 * cannot be sent, before anything is.
 */
function buildHeaders(
  token: string | null | undefined,
  proofs: string | undefined,
  extra: Readonly<Record<string, string>> = {},
): Headers {
  const headers = new Headers(extra);
  if (!headers.has('accept')) headers.set('Accept', ACCEPT);
  if (!headers.has('content-type')) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (proofs) headers.set(DEVICE_PROOF_HEADER, proofs);
  return headers;
}

function abortedError(reason: unknown): ApiError {
  return new ApiError('aborted', 'The request was aborted by its caller.', { cause: reason });
}

export function createGraphQLClient(options: GraphQLClientOptions): GraphQLApiClient {
  const {
    endpoint,
    resolveFetch = () => globalThis.fetch,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    retryDelayMs = DEFAULT_RETRY_DELAY_MS,
    sessionToken = () => undefined,
    deviceProofs = () => undefined,
    onSessionRejected = () => {},
  } = options;
  // Fail at start-up, not on the first call: the build's fetch (Node's) needs an absolute URL.
  try {
    new URL(endpoint);
  } catch {
    throw new TypeError(`The GraphQL endpoint must be an absolute URL, got "${endpoint}".`);
  }

  async function attempt(
    body: string,
    requestHeaders: Headers,
    signal: AbortSignal | undefined,
    keepalive: boolean,
  ): Promise<unknown> {
    if (signal?.aborted) throw abortedError(signal.reason);
    // Each attempt gets its own controller: its abort reason says who stopped it.
    const controller = new AbortController();
    const timer = setTimeout(() => {
      controller.abort(new ApiError('timeout', `No complete answer within ${timeoutMs} ms.`));
    }, timeoutMs);
    const onCallerAbort = () => controller.abort(abortedError(signal?.reason));
    signal?.addEventListener('abort', onCallerAbort, { once: true });

    try {
      const answer = await fetchWhole(resolveFetch, endpoint, {
        method: 'POST',
        headers: requestHeaders,
        body,
        signal: controller.signal,
        ...(keepalive ? { keepalive } : {}),
      });
      return dataOf(answer);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  async function attemptTwiceIfQuery(
    query: string,
    body: string,
    headers: Headers,
    signal: AbortSignal | undefined,
    keepalive: boolean,
  ): Promise<unknown> {
    try {
      return await attempt(body, headers, signal, keepalive);
    } catch (error) {
      if (!isRetryableFailure(error, retryDelayMs) || !isQueryOnly(query)) throw error;
    }
    try {
      await delay(retryDelayMs / 1000, signal);
    } catch (reason) {
      // Only the caller's signal can end the pause early.
      throw abortedError(reason);
    }
    return attempt(body, headers, signal, keepalive);
  }

  return {
    async request<TResult, TVariables>(
      document: TypedDocument<TResult, TVariables>,
      ...[variables, requestOptions = {}]: RequestArgs<TVariables>
    ): Promise<TResult> {
      const query = String(document);
      const { signal, auth = false, keepalive = false, deviceProof = false } = requestOptions;
      const storedToken = requestOptions.token == null && auth;
      const token = requestOptions.token ?? (auth ? sessionToken() : undefined);
      const proofs = deviceProof ? deviceProofs() : undefined;
      const headers = buildHeaders(token, proofs, requestOptions.headers);
      // Variables that cannot be serialised throw here, before anything is sent.
      const body = JSON.stringify({ query, variables, operationName: operationNameOf(query) });
      try {
        return (await attemptTwiceIfQuery(query, body, headers, signal, keepalive)) as TResult;
      } catch (error) {
        if (storedToken && token && isSessionRejected(error)) onSessionRejected();
        throw error;
      }
    },
  };
}
