/**
 * A small GraphQL caller for tests and the bench: one operation to a handler (in process) or to
 * a URL (over HTTP). It opens nothing of its own, so code outside vitest may use it.
 */
import type { ApiHandler } from '../../../api/http/handler.ts';

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
  } = {},
): Promise<GraphQLResult<T>> {
  const base = typeof target === 'string' ? target : 'http://mock.test';
  const request = new Request(`${base}/graphql`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(options.token === undefined ? {} : { Authorization: `Bearer ${options.token}` }),
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
  return {
    status: response.status,
    headers: response.headers,
    data: body.data ?? null,
    errors: body.errors ?? [],
  };
}
