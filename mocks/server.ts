/**
 * The mock API on node:http (loopback). `startMockServer()` is what scripts and tests use;
 * run directly (`npm run mock`, `node mocks/server.ts [--state-file path]`) it serves until
 * Ctrl-C. Without a state file every start serves the seed; with one, the state is saved
 * after each change and read back at start.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SettingError, loadSettings } from '../config/settings.ts';
import type { Settings } from '../config/settings.ts';
import { createMockHandler } from './handler.ts';
import type { OrderSettings } from './order-settings.ts';
import { pixPayload } from './pix.ts';
import type { MockHandler, MockPersistence } from './handler.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from './seed/customers.ts';

export interface MockServerOptions {
  /** Defaults to MOCK_API_PORT; 0 picks a free port (tests). */
  port?: number;
  host?: string;
  /** Catalogue size; defaults to MOCK_PRODUCTS. */
  products?: number;
  /** JSON file that keeps the state across restarts. */
  stateFile?: string;
  /** No console output at all. */
  quiet?: boolean;
  /** Receives the mock's log lines instead of the console (e.g. recovery codes in tests). */
  log?: (line: string) => void;
}

export interface MockServer {
  url: string;
  graphqlUrl: string;
  close(): Promise<void>;
}

export const SCHEMA_PATH = fileURLToPath(new URL('./schema.graphql', import.meta.url));

/** Thrown when the port is taken, so callers can print one line instead of a stack. */
export class PortInUseError extends Error {
  override name = 'PortInUseError';
}

function filePersistence(path: string): MockPersistence {
  return {
    load: () => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null),
    save(snapshot) {
      // Write then rename: a crash mid-write never leaves a truncated state file behind.
      mkdirSync(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.tmp`;
      writeFileSync(temporary, `${JSON.stringify(snapshot, null, 2)}\n`);
      renameSync(temporary, path);
    },
  };
}

function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      headers.append(name, item);
    }
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit);
}

async function serve(
  handler: MockHandler,
  origin: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  try {
    const response = await handler.fetch(toRequest(req, origin));
    const body = req.method === 'HEAD' ? null : Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(body);
  } catch {
    // Only a request Node accepted but fetch cannot represent (e.g. odd header bytes) gets here.
    if (!res.headersSent) res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Requisição inválida.');
  }
}

/** The orders part of the settings; a Pix key, name or city no BR Code can carry is refused at start. */
export function orderSettingsFrom(settings: Settings): OrderSettings {
  const pix = {
    key: settings.PIX_KEY,
    name: settings.PIX_MERCHANT_NAME,
    city: settings.PIX_MERCHANT_CITY,
  };
  try {
    pixPayload(pix, 'PED-0', 1);
  } catch {
    throw new SettingError(
      'PIX_KEY must be a valid Pix key (e-mail, CPF, CNPJ, phone or random key) and PIX_MERCHANT_NAME and PIX_MERCHANT_CITY must not be empty',
    );
  }
  return {
    pix,
    pixDiscountPercent: settings.PIX_DISCOUNT_PERCENT,
    editorKey: settings.MOCK_EDITOR_KEY,
  };
}

export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const settings = loadSettings();
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? settings.MOCK_API_PORT;
  const log =
    options.log ?? (options.quiet ? () => undefined : (line: string) => console.log(line));
  const handler = createMockHandler({
    typeDefs: readFileSync(SCHEMA_PATH, 'utf8'),
    products: options.products ?? settings.MOCK_PRODUCTS,
    persistence: options.stateFile ? filePersistence(resolve(options.stateFile)) : undefined,
    log,
    orderSettings: orderSettingsFrom(settings),
  });

  let origin = `http://${host}`;
  const server = createServer((req, res) => void serve(handler, origin, req, res));
  // A client that stalls mid-request is dropped instead of holding a socket forever.
  server.requestTimeout = 30_000;
  await new Promise<void>((done, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'EADDRINUSE'
          ? new PortInUseError(`port ${port} on ${host} is already in use`)
          : error,
      ),
    );
    server.listen(port, host, done);
  });
  const { port: actualPort } = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  return {
    url: origin,
    graphqlUrl: `${origin}/graphql`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'state-file': { type: 'string' } } });
  const stateFile = values['state-file'];
  const server = await startMockServer({ stateFile });
  // Handlers first: whoever reads the banner may signal at once.
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  console.log(`Mock GraphQL API: ${server.graphqlUrl}`);
  console.log(`Demo login: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  console.log(
    stateFile
      ? `State kept in ${resolve(stateFile)}`
      : 'State kept in memory: a restart restores the seed (use --state-file to keep it)',
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    const code = String((error as NodeJS.ErrnoException).code ?? '');
    const expected =
      error instanceof PortInUseError ||
      error instanceof SettingError ||
      code.startsWith('ERR_PARSE_ARGS');
    const hint =
      error instanceof PortInUseError
        ? ' (another mock running? set MOCK_API_PORT to use another port)'
        : '';
    const detail = expected ? (error as Error).message : String((error as Error).stack ?? error);
    console.error(`Mock API not started: ${detail}${hint}.`);
    process.exit(1);
  });
}
