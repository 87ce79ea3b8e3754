/**
 * A small GraphQL caller for tests and the bench: one operation to a handler (in process) or to
 * a URL (over HTTP). It opens nothing of its own, so code outside vitest may use it.
 *
 * The API answers staff operations only through the back office's server, which sends its key
 * (`X-Gateway-Key`) with everything it forwards. The caller does the same for what the back
 * office would forward: a staff operation (the SDL's `@staffOnly`), a preview, or any request
 * with a staff session's token (one this caller saw `staffLogin` or `acceptStaffInvitation`
 * answer). `throughBackoffice: false` sends such a request straight to the public API instead.
 */
import { parse } from 'graphql';
import type { ApiHandler } from '../../../api/http/handler.ts';
import { selectsStaffOperation } from '../../../api/guards/staff-gate.ts';
import { GATEWAY_KEY_HEADER } from '../../../contract/http-headers.ts';
import { PREVIEW_HEADER } from '../../../contract/preview.ts';
import { sdlSchema } from './staff-operations.ts';

/** The tokens of staff sessions opened through this caller. */
const staffTokens = new Set<string>();
/** The back office's key of each in-process handler and of each API origin. */
const handlerKeys = new WeakMap<ApiHandler, string>();
const originKeys = new Map<string, string>();

/** Remembers `key` as the back office's key to `target` (a handler, or an API URL's origin). */
export function rememberBackofficeKey(target: ApiHandler | string, key: string): void {
  if (typeof target === 'string') originKeys.set(new URL(target).origin, key);
  else handlerKeys.set(target, key);
}

/** The back office's key to `target`; a target nobody told of is a test's mistake. */
export function backofficeKeyOf(target: ApiHandler | string): string {
  const key =
    typeof target === 'string' ? originKeys.get(new URL(target).origin) : handlerKeys.get(target);
  if (key === undefined) {
    throw new Error(`no back office key is known for ${String(target)}: rememberBackofficeKey`);
  }
  return key;
}

/** Remembers `token` as a staff session's: requests with it go through the back office. */
export function rememberStaffToken(token: string): void {
  staffTokens.add(token);
}

/** The staff session tokens an answer opens (a login, an accepted invitation). */
function rememberOpenedSessions(data: unknown): void {
  if (data === null || typeof data !== 'object') return;
  for (const field of ['staffLogin', 'acceptStaffInvitation']) {
    const session = (data as Record<string, unknown>)[field];
    const token = (session as { token?: unknown } | null | undefined)?.token;
    if (typeof token === 'string') rememberStaffToken(token);
  }
}

/** Whether the back office would forward this request: it is staff work. */
function isStaffWork(
  query: string,
  operationName: string | undefined,
  token: string | undefined,
  headers: Record<string, string>,
): boolean {
  if (token !== undefined && staffTokens.has(token)) return true;
  if (Object.keys(headers).some((name) => name.toLowerCase() === PREVIEW_HEADER.toLowerCase())) {
    return true;
  }
  try {
    return selectsStaffOperation(sdlSchema, parse(query), operationName);
  } catch {
    // A query that does not parse is the API's to refuse.
    return false;
  }
}

export interface GraphQLErrorBody {
  message: string;
  path?: string[];
  extensions?: { code?: string; field?: string; fields?: { field: string; message: string }[] };
}

export interface GraphQLResult<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  data: T | null;
  errors: GraphQLErrorBody[];
}

/** Something that answers fetch requests: a ApiHandler, or a real URL through global fetch. */
export type Target = ApiHandler | string;

/** POSTs one operation; `target` is a handler (in-process) or a base URL (over HTTP). */
export async function gql<T = Record<string, unknown>>(
  target: Target,
  query: string,
  options: {
    variables?: Record<string, unknown>;
    token?: string;
    headers?: Record<string, string>;
    /** Which operation of a document with several to run. */
    operationName?: string;
    /** The client's address as an in-process handler's transport would tell it. */
    clientAddress?: string;
    /**
     * Whether the request comes through the back office's server (with its key); by default,
     * when it is staff work (see above).
     */
    throughBackoffice?: boolean;
  } = {},
): Promise<GraphQLResult<T>> {
  const base = typeof target === 'string' ? target : 'http://mock.test';
  const throughBackoffice =
    options.throughBackoffice ??
    isStaffWork(query, options.operationName, options.token, options.headers ?? {});
  const request = new Request(`${base}/graphql`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(options.token === undefined ? {} : { Authorization: `Bearer ${options.token}` }),
      ...(throughBackoffice ? { [GATEWAY_KEY_HEADER]: backofficeKeyOf(target) } : {}),
      ...options.headers,
    },
    body: JSON.stringify({
      query,
      variables: options.variables ?? {},
      operationName: options.operationName,
    }),
  });
  const info =
    options.clientAddress === undefined ? undefined : { clientAddress: options.clientAddress };
  const response =
    typeof target === 'string' ? await fetch(request) : await target.fetch(request, info);
  const body = (await response.json()) as { data?: T | null; errors?: GraphQLErrorBody[] };
  if (throughBackoffice) rememberOpenedSessions(body.data);
  return {
    status: response.status,
    headers: response.headers,
    data: body.data ?? null,
    errors: body.errors ?? [],
  };
}
