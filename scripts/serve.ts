/**
 * A production-like static server for the built site, applying `config/hosting.ts`: deep-link
 * rewrites, directory indexes, cache and security headers, and the 404 page with status 404.
 * `npm start` uses `startStaticServer`; `npm run preview` runs this file to serve an existing
 * build (`--out-dir <folder>`, default `dist/`) on PORT.
 */
import { readFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { NOT_FOUND_PAGE, headersFor, resolveRequest, securityHeaders } from '../config/hosting.ts';
import { outDirFromArgs } from './lib/cli.ts';
import { loadProjectSettings } from './lib/env.ts';
import { LOCAL_HOST } from './lib/local-run.ts';
import { PortInUseError, listen } from './lib/ports.ts';
import { exitOnSignals, onShutdown, shutdown } from './lib/shutdown.ts';

export interface StaticServerOptions {
  /** The built site folder. */
  readonly root: string;
  /** 0 picks a free port. */
  readonly port: number;
  readonly host?: string;
}

export interface StaticServer {
  /** Origin with a trailing slash, e.g. `http://127.0.0.1:4321/`. */
  readonly url: string;
  close(): Promise<void>;
}

const FALLBACK_404 = '404 - Página não encontrada\n';

function sendText(
  res: ServerResponse,
  status: number,
  body: string,
  extra: Record<string, string> = {},
): void {
  res.writeHead(status, {
    ...securityHeaders,
    'Cache-Control': 'no-cache',
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    ...extra,
  });
  res.end(body);
}

async function sendNotFound(res: ServerResponse, root: string, file: string | null): Promise<void> {
  if (file === null) return sendText(res, 404, FALLBACK_404);
  const body = await readFile(join(root, file));
  res.writeHead(404, {
    ...headersFor(file),
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
  });
  res.end(body);
}

/** Last resort for an unexpected error: a 500 if nothing was sent yet, else drop the connection. */
function fail(res: ServerResponse, path: string, error: unknown): void {
  console.error(`Static server error for ${path}:`, error);
  if (!res.headersSent) sendText(res, 500, 'Erro interno do servidor\n');
  else res.destroy();
}

function createStaticHandler(root: string) {
  // dev mode: sirv looks files up on every request, so a rebuild swapped into `root` while the
  // server runs is served at once (the default caches the file list of the folder at startup).
  const serveFile = sirv(root, { dev: true, etag: true, extensions: [] });
  const exists = (file: string) =>
    statSync(join(root, file), { throwIfNoEntry: false })?.isFile() ?? false;

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(res, 405, 'Método não permitido\n', { Allow: 'GET, HEAD' });
    }
    const pathname = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/';
    const resolution = resolveRequest(pathname, exists);
    if (resolution.status === 404) return sendNotFound(res, root, resolution.file);

    for (const [name, value] of Object.entries(headersFor(resolution.file))) {
      res.setHeader(name, value);
    }
    // sirv sends the resolved file (content type, ETag/304, ranges); it sees the file's own path.
    // Its fallback only runs when the file vanished since resolveRequest looked (a rebuild swap).
    req.url = encodeURI(resolution.file);
    serveFile(req, res, () => {
      const notFound = exists(NOT_FOUND_PAGE) ? NOT_FOUND_PAGE : null;
      sendNotFound(res, root, notFound).catch((error: unknown) => fail(res, pathname, error));
    });
  };
}

export async function startStaticServer({
  root,
  port,
  host = LOCAL_HOST,
}: StaticServerOptions): Promise<StaticServer> {
  const handle = createStaticHandler(root);
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => fail(res, req.url ?? '', error));
  });
  const boundPort = await listen(server, port, host, 'PORT');
  return {
    url: `http://${host}:${boundPort}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

async function main(): Promise<void> {
  const settings = loadProjectSettings();
  const root = outDirFromArgs();
  if (!existsSync(join(root, 'index.html'))) {
    console.error(
      `Nothing to serve: ${root} has no index.html. Build first with \`npm run build\` ` +
        '(with the API running), or use `npm start`, which starts the mock API, builds and serves.',
    );
    process.exit(1);
  }
  exitOnSignals();
  const server = await startStaticServer({ root, port: settings.PORT });
  onShutdown(() => server.close());
  console.log(`Serving ${root} at ${server.url} (Ctrl-C to stop).`);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof PortInUseError ? error.message : error);
    void shutdown(1);
  });
}
