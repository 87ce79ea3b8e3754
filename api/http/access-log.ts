/**
 * Request ids and access lines for fetch handlers (the API's and the payment stand-in's), with
 * no Node API, as the browser demo runs them too; `runtime/http-log.ts` does the same for the
 * servers written on node:http. A request gets its id (`runtime/request-id.ts`) and a child
 * logger whose every line carries it; at `debug` its headers are logged (the logger redacts the
 * secret ones); its answer names the id (`X-Request-Id`), and one access line says the method,
 * the path (never the query string), the status and the time taken, with what the handler adds.
 */
import { REQUEST_ID_HEADER } from '../../contract/http-headers.ts';
import type { LogFields, Logger } from '../../runtime/log.ts';
import { requestIdOf } from '../../runtime/request-id.ts';

/** The longest path an access line quotes. */
const MAX_PATH = 200;

export interface ServedRequest {
  readonly requestId: string;
  /** The request's logger: its lines carry the request's id. */
  readonly log: Logger;
  readonly method: string;
  readonly pathname: string;
  readonly started: number;
}

/** The id and logger of `request`, and its first (debug) line. */
export function startRequest(request: Request, log: Logger): ServedRequest {
  const started = performance.now();
  const requestId = requestIdOf(request.headers.get(REQUEST_ID_HEADER));
  const child = log.child({ requestId });
  const { pathname } = new URL(request.url);
  const { method } = request;
  child.debug(
    { method, path: pathOf(pathname), headers: Object.fromEntries(request.headers) },
    'request received',
  );
  return { requestId, log: child, method, pathname, started };
}

function pathOf(pathname: string): string {
  return pathname.length > MAX_PATH ? `${pathname.slice(0, MAX_PATH)}…` : pathname;
}

/** What `finishRequest` logged of a request. */
export interface AnsweredRequest {
  readonly response: Response;
  readonly status: number;
  readonly durationMs: number;
}

/**
 * `response` with `headers` and the request's id set on a copy (an answer of fetch's own cannot
 * be changed), after its access line with `fields` added: at `error` for a 5xx, else at `level`
 * (`debug` for what machines ask every few seconds, a health check or a scrape).
 */
export function finishRequest(
  served: ServedRequest,
  response: Response,
  fields: LogFields = {},
  headers: Record<string, string> = {},
  level: 'info' | 'debug' = 'info',
): AnsweredRequest {
  const copied = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) copied.set(name, value);
  copied.set(REQUEST_ID_HEADER, served.requestId);
  const answered = new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers: copied,
  });
  const durationMs = Math.round((performance.now() - served.started) * 10) / 10;
  const { status } = answered;
  const line = {
    method: served.method,
    path: pathOf(served.pathname),
    status,
    durationMs,
    ...fields,
  };
  if (status >= 500) served.log.error(line, 'request');
  else served.log[level](line, 'request');
  return { response: answered, status, durationMs };
}
