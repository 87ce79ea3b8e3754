/**
 * A production-like static server for the built site, applying `config/hosting.ts`: permanent
 * redirects of old addresses, deep-link rewrites, directory indexes, cache and security headers,
 * the 404 page with status 404 and the 500 page when the server fails on a request.
 * Text files (pages, scripts, styles, data) are sent brotli- or gzip-compressed when the
 * browser accepts it (site-server/compression.ts); other files go through sirv.
 * `npm start` uses `startStaticServer`; `npm run preview` runs this file to serve an existing
 * build (`--out-dir <folder>`, default `dist/`) on PORT. Every request gets an id; its access
 * line is at `debug` (a page brings a dozen files), a failure's at `error`
 * (`runtime/http-log.ts`, LOG_LEVEL).
 */
import { existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { join } from 'node:path';
import sirv from 'sirv';
import {
  CACHE_IMMUTABLE,
  CACHE_SHORT,
  REDIRECT_STATUS,
  MIN_COMPRESS_BYTES,
  NOT_FOUND_PAGE,
  SERVER_ERROR_PAGE,
  cacheControlFor,
  compressibleType,
  headersFor,
  resolveRequest,
  securityHeadersFor,
} from '../config/hosting.ts';
import { createCompressedFiles, negotiateEncoding } from './compression.ts';
import type { CompressedFiles } from './compression.ts';
import { outDirFromArgs } from '../runtime/cli.ts';
import { loadProjectSettings } from '../runtime/env.ts';
import { logRequests } from '../runtime/http-log.ts';
import { silentLogger } from '../runtime/log.ts';
import type { Logger } from '../runtime/log.ts';
import { processLogger } from '../runtime/logger.ts';
import { LOCAL_HOST, PortInUseError, listen, localOrigin } from '../runtime/ports.ts';
import { exitOnSignals, onShutdown, shutdown } from '../runtime/shutdown.ts';

export interface StaticServerOptions {
  /** The built site folder. */
  readonly root: string;
  /** 0 picks a free port. */
  readonly port: number;
  readonly host?: string;
  /** Where its lines go; nowhere when left out. */
  readonly log?: Logger;
}

export interface StaticServer {
  /** Origin with a trailing slash, e.g. `http://127.0.0.1:4321/`. */
  readonly url: string;
  close(): Promise<void>;
}

const FALLBACK_404 = '404 - Página não encontrada\n';
const FALLBACK_500 = 'Erro interno do servidor\n';

/**
 * Whether the request reached the site over https: on a TLS socket, or through a proxy that
 * says so in X-Forwarded-Proto. Trusting that header from anyone is safe here: it only adds
 * Strict-Transport-Security, which browsers ignore on a plain-http response.
 */
function isHttps(req: IncomingMessage): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted === true) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0];
  return first?.trim().toLowerCase() === 'https';
}

function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: string,
  extra: Record<string, string> = {},
): void {
  res.writeHead(status, {
    ...securityHeadersFor({ https: isHttps(req) }),
    'Cache-Control': 'no-cache',
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    ...extra,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Whether If-None-Match names `etag` (weak comparison, as for GET). */
function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sends a text file (`type` is its Content-Type), compressed in the best encoding the request
 * accepts. The ETag names the file's size, time and encoding, so each encoding revalidates on
 * its own; a 200 answers 304 when the browser already has it.
 */
async function sendTextFile(
  req: IncomingMessage,
  res: ServerResponse,
  files: CompressedFiles,
  root: string,
  file: string,
  type: string,
  status: 200 | 404 | 500,
): Promise<void> {
  const effort = cacheControlFor(file) === CACHE_IMMUTABLE ? 'max' : 'fast';
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  const {
    body,
    size,
    mtimeMs,
    encoding: sent,
  } = await files.load(join(root, file), encoding, effort);
  const etag = `W/"${size}-${Math.trunc(mtimeMs)}${sent ? `-${sent}` : ''}"`;
  const headers: Record<string, string | number> = {
    ...headersFor(file, { https: isHttps(req) }),
    ETag: etag,
    'Last-Modified': new Date(mtimeMs).toUTCString(),
    // Smaller files are never compressed, so their response does not depend on the header.
    ...(size >= MIN_COMPRESS_BYTES ? { Vary: 'Accept-Encoding' } : {}),
  };
  if (status === 200 && etagMatches(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(status, {
    ...headers,
    'Content-Type': type,
    ...(sent ? { 'Content-Encoding': sent } : {}),
    'Content-Length': body.length,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function sendNotFound(
  req: IncomingMessage,
  res: ServerResponse,
  files: CompressedFiles,
  root: string,
  file: string | null,
): Promise<void> {
  if (file === null) return sendText(req, res, 404, FALLBACK_404);
  return sendTextFile(req, res, files, root, file, 'text/html; charset=utf-8', 404);
}

/**
 * Last resort for an unexpected error: the 500 page (plain text when it cannot be read either)
 * if nothing was sent yet, else drop the connection.
 */
function fail(
  req: IncomingMessage,
  res: ServerResponse,
  files: CompressedFiles,
  root: string,
  log: Logger,
  error: unknown,
): void {
  log.error({ err: error }, 'static server error');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendTextFile(req, res, files, root, SERVER_ERROR_PAGE, 'text/html; charset=utf-8', 500).catch(
    (pageError: unknown) => {
      if (!isMissingFile(pageError)) log.error({ err: pageError }, 'the error page failed');
      if (res.headersSent) res.destroy();
      else sendText(req, res, 500, FALLBACK_500);
    },
  );
}

/** A request target's path and its query string (with its `?`, or empty), fragment dropped. */
function splitTarget(target: string): { pathname: string; search: string } {
  const [beforeFragment = ''] = target.split('#', 1);
  const queryStart = beforeFragment.indexOf('?');
  if (queryStart < 0) return { pathname: beforeFragment || '/', search: '' };
  const search = beforeFragment.slice(queryStart);
  return {
    pathname: beforeFragment.slice(0, queryStart) || '/',
    search: search === '?' ? '' : search,
  };
}

function isMissingFile(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
}

function createStaticHandler(root: string, log: Logger) {
  // dev mode: sirv looks files up on every request, so a rebuild swapped into `root` while the
  // server runs is served at once (the default caches the file list of the folder at startup).
  const serveFile = sirv(root, { dev: true, etag: true, extensions: [] });
  const files = createCompressedFiles();
  const exists = (file: string) =>
    statSync(join(root, file), { throwIfNoEntry: false })?.isFile() ?? false;
  // A file can vanish after resolveRequest looked (a rebuild swap): answer as for any unknown path.
  const notFound = () => (exists(NOT_FOUND_PAGE) ? NOT_FOUND_PAGE : null);

  const handle = async (
    req: IncomingMessage,
    res: ServerResponse,
    requestLog: Logger,
  ): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(req, res, 405, 'Método não permitido\n', { Allow: 'GET, HEAD' });
    }
    const { pathname, search } = splitTarget(req.url ?? '/');
    const resolution = resolveRequest(pathname, exists);
    if (resolution.status === REDIRECT_STATUS) {
      const location = `${resolution.location}${search}`;
      return sendText(req, res, REDIRECT_STATUS, `Endereço movido para ${location}\n`, {
        Location: location,
        'Cache-Control': CACHE_SHORT,
      });
    }
    if (resolution.status === 404) return sendNotFound(req, res, files, root, resolution.file);

    const type = compressibleType(resolution.file);
    if (type !== null) {
      try {
        return await sendTextFile(req, res, files, root, resolution.file, type, 200);
      } catch (error) {
        if (!isMissingFile(error) || res.headersSent) throw error;
        return sendNotFound(req, res, files, root, notFound());
      }
    }

    for (const [name, value] of Object.entries(
      headersFor(resolution.file, { https: isHttps(req) }),
    )) {
      res.setHeader(name, value);
    }
    // sirv sends other files (content type, ETag/304, ranges); it sees the file's own path.
    req.url = encodeURI(resolution.file);
    serveFile(req, res, () => {
      sendNotFound(req, res, files, root, notFound()).catch((error: unknown) =>
        fail(req, res, files, root, requestLog, error),
      );
    });
  };
  return logRequests(
    log,
    (req, res, requestLog) => {
      handle(req, res, requestLog).catch((error: unknown) =>
        fail(req, res, files, root, requestLog, error),
      );
    },
    { level: 'debug' },
  );
}

export async function startStaticServer({
  root,
  port,
  host = LOCAL_HOST,
  log = silentLogger,
}: StaticServerOptions): Promise<StaticServer> {
  const handle = createStaticHandler(root, log);
  const server = createServer(handle);
  const boundPort = await listen(server, port, host, 'PORT');
  return {
    url: `${localOrigin(host, boundPort)}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

async function main(log: Logger): Promise<void> {
  const settings = loadProjectSettings();
  const root = outDirFromArgs();
  if (!existsSync(join(root, 'index.html'))) {
    log.error(
      `Nothing to serve: ${root} has no index.html. Build first with \`npm run build\` ` +
        '(with the API running), or use `npm start`, which starts the API, builds and serves.',
    );
    process.exit(1);
  }
  exitOnSignals(log);
  const server = await startStaticServer({ root, port: settings.PORT, host: settings.HOST, log });
  onShutdown(() => server.close());
  log.info({ url: server.url }, `Serving ${root} at ${server.url} (Ctrl-C to stop).`);
}

if (import.meta.main) {
  const log = processLogger('site', loadProjectSettings());
  main(log).catch((error: unknown) => {
    if (error instanceof PortInUseError) log.error(error.message);
    else log.error({ err: error }, 'Static server not started');
    void shutdown(1);
  });
}
