import { ApiError } from './errors.ts';

/**
 * Returns the fetch to use for one attempt, possibly asynchronously, so that mock mode can
 * load its in-browser fetch only when it is switched on.
 */
export type FetchResolver = () => typeof fetch | Promise<typeof fetch>;

/** A complete HTTP answer: its status, its headers and its whole body as text. */
export interface WholeAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: string;
}

/**
 * Resolves the fetch for one attempt, sends the request and reads the whole body, so that
 * every failure before a complete answer is classified here: the attempt signal's abort
 * reason (the client aborts only with an `ApiError`: timeout or caller) or `network`.
 * Whatever fails after this point is about the body's content.
 */
export async function fetchWhole(
  resolveFetch: FetchResolver,
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<WholeAnswer> {
  try {
    // Called as a plain function: a native fetch called as a method throws "Illegal invocation".
    const send = await resolveFetch();
    const response = await send(input, init);
    const body = await response.text();
    return { status: response.status, headers: response.headers, body };
  } catch (error) {
    if (init?.signal?.aborted) throw init.signal.reason;
    throw new ApiError('network', 'The GraphQL endpoint could not be reached.', { cause: error });
  }
}
