/**
 * The back office's way to the API: the browser talks only to the back office's origin, and the
 * server forwards to the GraphQL API (and its photo uploads) with the staff bearer token it keeps
 * in the session cookie. The token never reaches the page's script. Logins and staff operations
 * also name the browser they come from (its client key, with the shared gateway secret, and its
 * device proof), so the API's guessing bounds count each staff browser, not this server. Every
 * request carries the id of the browser's request it serves (`X-Request-Id`), so the API's lines
 * about it carry the same id as this server's.
 */
import {
  DEVICE_PROOF_HEADER,
  GATEWAY_CLIENT_HEADER,
  GATEWAY_KEY_HEADER,
  REQUEST_ID_HEADER,
} from '../../contract/http-headers.ts';
import type { TypedDocument } from '../../src/lib/api/client.ts';
import { StaffMeDocument } from '../src/lib/graphql/generated/graphql.ts';
import type { StaffFieldsFragment } from '../src/lib/graphql/generated/graphql.ts';

/** A GraphQL answer: the operation's data, or the errors that stopped it. */
export interface ApiAnswer<T> {
  readonly data?: T | null;
  readonly errors?: readonly {
    readonly message: string;
    readonly extensions?: Record<string, unknown>;
  }[];
}

/** The API's answer as it came: forwarded to the browser unread. */
export interface RawAnswer {
  readonly status: number;
  readonly text: string;
  readonly retryAfter: string | null;
}

export type StaffView = StaffFieldsFragment;

/** The staff browser a request is forwarded for. */
export interface StaffBrowser {
  /** Its client key, as the API's per-address bounds count it. */
  readonly client: string;
  /** Its device proof cookie, if it has one. */
  readonly deviceProof: string | null;
}

/** The id of the browser's request a call to the API serves (this server's `X-Request-Id`). */
export type RequestId = string | undefined;

function requestIdHeader(requestId: RequestId): Record<string, string> {
  return requestId === undefined ? {} : { [REQUEST_ID_HEADER]: requestId };
}

const TIMEOUT_MS = 30_000;

/**
 * `gatewaySecret` is the API's BACKOFFICE_GATEWAY_SECRET, sent with every request: the API
 * answers staff operations, photo uploads and previews only with it (empty: none is answered).
 */
export function createApiGateway(graphqlUrl: string, gatewaySecret: string) {
  const apiOrigin = new URL(graphqlUrl).origin;

  const gatewayKey: Record<string, string> =
    gatewaySecret === '' ? {} : { [GATEWAY_KEY_HEADER]: gatewaySecret };

  function browserHeaders(browser: StaffBrowser | null): Record<string, string> {
    if (browser === null) return gatewayKey;
    return {
      ...gatewayKey,
      ...(gatewaySecret === '' ? {} : { [GATEWAY_CLIENT_HEADER]: browser.client }),
      ...(browser.deviceProof === null ? {} : { [DEVICE_PROOF_HEADER]: browser.deviceProof }),
    };
  }

  /** Sends a GraphQL request body as the staff member of `token`, from `browser`. */
  async function forward(
    body: string,
    token: string | null,
    browser: StaffBrowser | null = null,
    requestId?: RequestId,
  ): Promise<RawAnswer> {
    const response = await fetch(graphqlUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...browserHeaders(browser),
        ...requestIdHeader(requestId),
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return {
      status: response.status,
      text: await response.text(),
      retryAfter: response.headers.get('retry-after'),
    };
  }

  /** One operation of this server's own (a generated `XxxDocument`), with its typed answer. */
  async function request<TResult, TVariables>(
    document: TypedDocument<TResult, TVariables>,
    variables: TVariables,
    token: string | null,
    browser: StaffBrowser | null = null,
    requestId?: RequestId,
  ): Promise<{ answer: ApiAnswer<TResult>; retryAfter: string | null }> {
    const sent = await forward(
      JSON.stringify({ query: String(document), variables }),
      token,
      browser,
      requestId,
    );
    return { answer: JSON.parse(sent.text) as ApiAnswer<TResult>, retryAfter: sent.retryAfter };
  }

  return {
    apiOrigin,
    forward,
    request,

    /** The staff member of `token`, or null when the session is over. */
    async staffOf(token: string | null, requestId?: RequestId): Promise<StaffView | null> {
      if (token === null) return null;
      const { answer } = await request(StaffMeDocument, {}, token, null, requestId);
      return answer.data?.staffMe ?? null;
    },

    async upload(
      bytes: Buffer,
      contentType: string,
      token: string,
      requestId?: RequestId,
    ): Promise<Response> {
      return fetch(`${apiOrigin}/files/uploads`, {
        method: 'POST',
        headers: {
          'Content-Type': contentType,
          Authorization: `Bearer ${token}`,
          ...gatewayKey,
          ...requestIdHeader(requestId),
        },
        body: new Uint8Array(bytes),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    },
  };
}

export type ApiGateway = ReturnType<typeof createApiGateway>;
