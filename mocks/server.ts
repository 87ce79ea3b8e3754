/**
 * The mock API on node:http (loopback), with the embedded payment gateway beside it on its own
 * port (its own origin, as a real gateway would be). `startMockServer()` is what scripts and
 * tests use; run directly (`npm run mock`, `node mocks/server.ts [--state-file path]`) it serves
 * until Ctrl-C. Without a state file every start serves the seed; with one, the state is saved
 * after each change and read back at start (card tokens are never saved: they live minutes).
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
import type { AbuseLimits } from './abuse-limits.ts';
import { createCardTokenVault } from './gateway/card-tokens.ts';
import { createGatewayHandler } from './gateway/handler.ts';
import { createMockHandler } from './handler.ts';
import type { MockPersistence, RequestInfo } from './handler.ts';
import type { OrderSettings } from './order-settings.ts';
import { nodePasswordTools } from './passwords-node.ts';
import { pixPayload } from './pix.ts';
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
  /** Where editor changes are announced; defaults to PUBLISH_WEBHOOK_URL ('' sends none). */
  publishWebhookUrl?: string;
  /** Serves the test hooks (`POST /__mock/reset`); defaults to MOCK_TEST_HOOKS. */
  testHooks?: boolean;
  /** Guessing bounds and write quotas; default to the MOCK_GUESSES_* and MOCK_DAILY_* settings. */
  limits?: AbuseLimits;
  /**
   * The payment gateway's port; defaults to MOCK_PAYMENT_GATEWAY_PORT, or to 0 (a free one)
   * when `port` is 0, so tests never collide on the default.
   */
  gatewayPort?: number;
  /** Origins whose pages may call the gateway; defaults to `siteOrigins(SITE_URL, PORT)`. */
  siteOrigins?: readonly string[];
}

export interface MockServer {
  url: string;
  graphqlUrl: string;
  /** The payment gateway's base URL (tokenization at `/v1/card_tokens`). */
  gatewayUrl: string;
  close(): Promise<void>;
}

interface FetchHandler {
  fetch(request: Request, info: RequestInfo): Promise<Response>;
}

interface Listening {
  origin: string;
  close(): Promise<void>;
}

export const SCHEMA_PATH = fileURLToPath(new URL('./schema.graphql', import.meta.url));

/**
 * The origins the shop's pages come from: its canonical URL's, and the local server's on `port`
 * under both loopback names (a page opened as `localhost` sends that origin).
 */
export function siteOrigins(siteUrl: string, port: number): string[] {
  const local = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
  return [...new Set([new URL(siteUrl).origin, ...local])];
}

/** Thrown when a port is taken, so callers can print one line instead of a stack. */
export class PortInUseError extends Error {
  override name = 'PortInUseError';
  readonly port: number;
  /** The setting that moves it, e.g. `MOCK_API_PORT`. */
  readonly setting: string;
  constructor(port: number, setting: string, host: string) {
    super(`port ${port} on ${host} (${setting}) is already in use`);
    this.port = port;
    this.setting = setting;
  }
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

export function limitsFrom(settings: Settings): AbuseLimits {
  return {
    guessesPerAccount: settings.MOCK_GUESSES_PER_ACCOUNT,
    guessesPerAddress: settings.MOCK_GUESSES_PER_ADDRESS,
    daily: {
      tickets: settings.MOCK_DAILY_TICKETS,
      comments: settings.MOCK_DAILY_COMMENTS,
      favorites: settings.MOCK_DAILY_FAVORITES,
      cards: settings.MOCK_DAILY_CARDS,
      registrations: settings.MOCK_DAILY_REGISTRATIONS,
      resetRequests: settings.MOCK_DAILY_RESET_REQUESTS,
    },
  };
}

async function serve(
  handler: FetchHandler,
  origin: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  try {
    // The socket's peer, never a client-sent header such as X-Forwarded-For, which anyone can
    // set to dodge the per-address bounds. (Behind a proxy, the proxy's address is what counts.)
    const clientAddress = req.socket.remoteAddress ?? 'unknown';
    const response = await handler.fetch(toRequest(req, origin), { clientAddress });
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

/** Serves `handler` on `host:port`; `name` is the setting that moves the port, for messages. */
async function listen(
  handler: FetchHandler,
  host: string,
  port: number,
  name: string,
): Promise<Listening> {
  let origin = `http://${host}`;
  const server = createServer((req, res) => void serve(handler, origin, req, res));
  // A client that stalls mid-request is dropped instead of holding a socket forever.
  server.requestTimeout = 30_000;
  await new Promise<void>((done, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      fail(error.code === 'EADDRINUSE' ? new PortInUseError(port, name, host) : error),
    );
    server.listen(port, host, done);
  });
  const { port: actualPort } = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  return {
    origin,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const settings = loadSettings();
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? settings.MOCK_API_PORT;
  const log =
    options.log ?? (options.quiet ? () => undefined : (line: string) => console.log(line));
  // One vault, two faces: the gateway issues tokens from it, the API redeems them.
  const cardTokens = createCardTokenVault();
  const handler = createMockHandler({
    typeDefs: readFileSync(SCHEMA_PATH, 'utf8'),
    products: options.products ?? settings.MOCK_PRODUCTS,
    persistence: options.stateFile ? filePersistence(resolve(options.stateFile)) : undefined,
    log,
    passwords: nodePasswordTools,
    limits: options.limits ?? limitsFrom(settings),
    testHooks: options.testHooks ?? settings.MOCK_TEST_HOOKS,
    cardTokens,
    orderSettings: orderSettingsFrom(settings),
    publishWebhook: {
      url: options.publishWebhookUrl ?? settings.PUBLISH_WEBHOOK_URL,
      secret: settings.PUBLISH_WEBHOOK_SECRET,
    },
  });
  const gateway = createGatewayHandler({
    vault: cardTokens,
    publicKey: settings.PUBLIC_PAYMENT_GATEWAY_PUBLIC_KEY,
    allowedOrigins: options.siteOrigins ?? siteOrigins(settings.SITE_URL, settings.PORT),
  });

  const api = await listen(handler, host, port, 'MOCK_API_PORT');
  let payments: Listening;
  try {
    payments = await listen(
      gateway,
      host,
      options.gatewayPort ?? (port === 0 ? 0 : settings.MOCK_PAYMENT_GATEWAY_PORT),
      'MOCK_PAYMENT_GATEWAY_PORT',
    );
  } catch (error) {
    await api.close();
    throw error;
  }
  return {
    url: api.origin,
    graphqlUrl: `${api.origin}/graphql`,
    gatewayUrl: payments.origin,
    close: async () => {
      await Promise.all([api.close(), payments.close()]);
    },
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
  console.log(`Mock payment gateway: ${server.gatewayUrl}`);
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
        ? ' (another mock running? set MOCK_API_PORT or MOCK_PAYMENT_GATEWAY_PORT to move it)'
        : '';
    const detail = expected ? (error as Error).message : String((error as Error).stack ?? error);
    console.error(`Mock API not started: ${detail}${hint}.`);
    process.exit(1);
  });
}
