/**
 * Request ids and access lines for the servers written on node:http (the publisher, the back
 * office, the site server). Each request gets its id (`runtime/request-id.ts`), answered in
 * `X-Request-Id`; the handler gets a child logger whose every line carries it; once the answer
 * is sent (or the client went away) one access line says the method, the path (never the query
 * string, where links carry their tokens), the status and the time taken. At `debug` a line
 * with the request's headers comes first, its secret ones redacted by the logger.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER } from '../contract/http-headers.ts';
import type { Logger } from './log.ts';
import { requestIdOf } from './request-id.ts';

/** What one finished request was, for the access line and the metrics. */
export interface AccessEntry {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly durationMs: number;
}

export interface RequestLogOptions {
  /** The level of a request's access line below 500 (`debug` for the site's many files). */
  readonly level?: 'info' | 'debug';
  /** Paths machines ask every few seconds (a scrape, a status page): their lines below 400 are debug. */
  readonly polled?: readonly string[];
  /** Told of every finished request (the metrics). */
  readonly onFinish?: (entry: AccessEntry) => void;
}

export type LoggedHandler = (req: IncomingMessage, res: ServerResponse, log: Logger) => void;

/** The longest path an access line quotes. */
const MAX_PATH = 200;

const ids = new WeakMap<IncomingMessage, string>();

/** The id `logRequests` gave `req` (to pass on to another process it calls for it). */
export function idOfRequest(req: IncomingMessage): string | undefined {
  return ids.get(req);
}

/** The path of a request target, without its query string or fragment. */
export function pathOf(target: string | undefined): string {
  const path = (target ?? '/').split(/[?#]/, 1)[0] || '/';
  return path.length > MAX_PATH ? `${path.slice(0, MAX_PATH)}…` : path;
}

/** Milliseconds since `start` (a `performance.now()`), to a tenth. */
export function elapsedMs(start: number): number {
  return Math.round((performance.now() - start) * 10) / 10;
}

/** `handle`, with a request id, a child logger and an access line for every request. */
export function logRequests(
  log: Logger,
  handle: LoggedHandler,
  options: RequestLogOptions = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const started = performance.now();
    const incoming = req.headers['x-request-id'];
    const requestId = requestIdOf(typeof incoming === 'string' ? incoming : null);
    ids.set(req, requestId);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const child = log.child({ requestId });
    const method = req.method ?? 'GET';
    const path = pathOf(req.url);
    child.debug({ method, path, headers: req.headers }, 'request received');
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      const entry: AccessEntry = {
        method,
        path,
        status: res.statusCode,
        durationMs: elapsedMs(started),
      };
      // The answer was cut short: the client went away, or the server dropped the connection.
      const cut = res.writableFinished ? {} : { aborted: true };
      const polled = options.polled?.includes(path) && entry.status < 400;
      if (entry.status >= 500) child.error({ ...entry, ...cut }, 'request');
      else child[polled ? 'debug' : (options.level ?? 'info')]({ ...entry, ...cut }, 'request');
      options.onFinish?.(entry);
    };
    res.once('finish', finish);
    res.once('close', finish);
    handle(req, res, child);
  };
}
