/**
 * The mock API as one fetch handler, free of Node APIs so the same code serves the Node server
 * and the site's in-browser mock mode. Routes: `POST /graphql` (graphql-yoga; other methods get
 * 405), `GET /files/...` (product photos), `GET /health`, and only when started for tests,
 * `POST /__mock/reset` (restores the seed). Every answer but a photo says `Cache-Control:
 * no-store`.
 */
import type { GraphQLError } from 'graphql';
import { createGraphQLError, createYoga, maskError } from 'graphql-yoga';
import type { Plugin, YogaLogger } from 'graphql-yoga';
import { MAX_REQUEST_BODY_BYTES } from '../common/constants.ts';
import { DEVICE_PROOF_HEADER } from '../domains/account/device-proofs.ts';
import { PREVIEW_HEADER } from '../domains/backoffice/preview.ts';
import { parsePhotoPath, productPhotoSvg } from '../domains/catalogue/photos.ts';
import { DEFAULT_ORDER_SETTINGS } from '../domains/orders/order-settings.ts';
import type { OrderSettings } from '../domains/orders/order-settings.ts';
import { createCardTokenVault } from '../gateway/card-tokens.ts';
import type { CardTokenVault } from '../gateway/card-tokens.ts';
import { DEFAULT_ABUSE_LIMITS, createAbuseGuard } from '../guards/abuse-limits.ts';
import type { AbuseLimits } from '../guards/abuse-limits.ts';
import { inputBounds } from '../guards/input-bounds.ts';
import { queryLimits } from '../guards/query-limits.ts';
import { resetDatabase } from '../store/reset.ts';
import type { Database } from '../store/database.ts';
import { createPublishNotifier } from '../domains/backoffice/publish-webhook.ts';
import type { PublishNotifier } from '../domains/backoffice/publish-webhook.ts';
import { UPLOAD_PATH, uploadPhoto, uploadedPath } from '../domains/backoffice/photo-upload.ts';
import { createContext } from './context.ts';
import type { MockContext, PasswordTools } from './context.ts';
import { createDataAccess } from './data-access.ts';
import { createMailer } from '../domains/messages/mailer.ts';
import type { Mailer } from '../domains/messages/mailer.ts';
import { createExecutableSchema } from './executable-schema.ts';

export interface MockHandlerOptions {
  /** The SDL (`mocks/schema.graphql`), passed in so the core reads no files. */
  typeDefs: string;
  /** The opened, migrated and seeded database the API keeps its records in. */
  database: Database;
  /** Catalogue size the test hook's reset seeds (MOCK_PRODUCTS). */
  products: number;
  /** Receives console lines (password recovery codes, unexpected errors). */
  log?: (line: string) => void;
  /** The clock; tests move it to expire tokens and codes. */
  now?: () => number;
  /** Where editor changes are announced (PUBLISH_WEBHOOK_URL and its secret). */
  publishWebhook?: { url: string; secret: string };
  /** scrypt and the common-password list, as the runtime provides them. */
  passwords: PasswordTools;
  /** Guessing bounds and write quotas; the settings' defaults when left out. */
  limits?: AbuseLimits;
  /** Serves `POST /__mock/reset`; only test runs turn this on. */
  testHooks?: boolean;
  /**
   * The payment gateway's vault that `addCreditCard` redeems card tokens with: the one the
   * gateway server (or mock mode's in-page gateway) issues from. Defaults to one on `database`.
   */
  cardTokens?: CardTokenVault;
  /** Pix merchant, Pix discount and payment terms; the settings' defaults when omitted. */
  orderSettings?: OrderSettings;
  /** The public site's origin (SITE_URL) that notices to customers link to; none: site-relative links. */
  siteUrl?: string;
  /**
   * More yoga plugins, after the API's own guards: tests observe the pipeline with them (how
   * many operations reached execution, for one).
   */
  plugins?: readonly Plugin[];
}

export interface RequestInfo {
  /** Who is asking, as the transport knows it (the socket's address on the Node server). */
  clientAddress: string;
}

export interface MockHandler {
  fetch(request: Request, info?: RequestInfo): Promise<Response>;
  /** The handler's clock (moved forward by the test hook `POST /__mock/clock`). */
  now(): number;
  /** Announces changes to the publisher (the sweeps that change products use it too). */
  readonly publish: PublishNotifier;
  /** Sends messages to people on the handler's clock (the sweeps that change products use it). */
  readonly mailer: Mailer;
  /** Restores the seed and forgets every count (the test hook). */
  reset(): Promise<void>;
}

const ALLOWED_HEADERS = [
  'Content-Type',
  'Authorization',
  'X-Captcha-Token',
  DEVICE_PROOF_HEADER,
  PREVIEW_HEADER,
];

/** A photo URL never changes content: cached for a year, usable from any origin, inert. */
const PHOTO_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/** Where a request comes from when the transport cannot tell (the browser demo: its own tab). */
const UNKNOWN_ADDRESS = 'local';

/** The same response, marked as never to be stored by a browser or a proxy. */
function noStore(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'no-store');
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function text(body: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers },
  });
}

function loggerFor(log: (line: string) => void): YogaLogger {
  const write =
    (level: string) =>
    (...args: unknown[]) =>
      log(
        `[mock] ${level}: ${args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(' ')}`,
      );
  return {
    debug: () => undefined,
    info: () => undefined,
    warn: write('warn'),
    error: write('error'),
  };
}

/** A GraphQLError caused by nothing or by GraphQLErrors only: a client's mistake, not a fault. */
function isGraphQLErrorChain(error: unknown): error is GraphQLError {
  // By name, not instanceof: see errors.ts on the two copies of graphql.
  if (!(error instanceof Error) || error.name !== 'GraphQLError') return false;
  const cause = (error as GraphQLError).originalError;
  return cause == null || isGraphQLErrorChain(cause);
}

/**
 * Yoga's masking, plus a code for the request errors graphql-js leaves without one (a variable
 * of the wrong type), so every error a client sees has `extensions.code`.
 */
function withCodes(error: unknown, message: string): Error {
  if (isGraphQLErrorChain(error) && error.extensions['code'] == null) {
    return createGraphQLError(error.message, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      extensions: { ...error.extensions, code: 'BAD_USER_INPUT' },
    });
  }
  return maskError(error, message, false);
}

export function createMockHandler(options: MockHandlerOptions): MockHandler {
  const log = options.log ?? (() => undefined);
  const clock = options.now ?? (() => Date.now());
  /** How far the test hook moved the clock forward. */
  let clockOffset = 0;
  const now = () => clock() + clockOffset;
  const { db } = options.database;
  const data = createDataAccess(db);
  const notify = createPublishNotifier({
    url: options.publishWebhook?.url ?? '',
    secret: options.publishWebhook?.secret ?? '',
    log,
  });
  const guard = createAbuseGuard(options.limits ?? DEFAULT_ABUSE_LIMITS, db, log);
  const cardTokens = options.cardTokens ?? createCardTokenVault(db, now);

  const schema = createExecutableSchema(options.typeDefs);
  const yoga = createYoga<{ clientAddress?: string }, MockContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    maskedErrors: { isDev: false, maskError: withCodes },
    maxRequestBodySize: MAX_REQUEST_BODY_BYTES,
    logging: loggerFor(log),
    cors: {
      origin: '*',
      credentials: false,
      methods: ['POST', 'OPTIONS'],
      allowedHeaders: ALLOWED_HEADERS,
      // The site is another origin: without this its script cannot read how long to wait.
      exposedHeaders: ['Retry-After'],
      maxAge: 600,
    },
    plugins: [queryLimits(schema), inputBounds(), ...(options.plugins ?? [])],
    context: ({ request, clientAddress }) =>
      createContext({
        data,
        db,
        cardTokens,
        now: now(),
        headers: request.headers,
        clientAddress: typeof clientAddress === 'string' ? clientAddress : UNKNOWN_ADDRESS,
        guard,
        passwords: options.passwords,
        orderSettings: options.orderSettings ?? DEFAULT_ORDER_SETTINGS,
        siteUrl: options.siteUrl ?? '',
        log,
        publish: notify,
      }),
  });

  async function reset(): Promise<void> {
    await resetDatabase(db, options.products);
  }

  async function route(request: Request, info: RequestInfo | undefined): Promise<Response> {
    const { pathname } = new URL(request.url);
    const readOnly = request.method === 'GET' || request.method === 'HEAD';
    if (pathname === '/graphql') {
      // Never over GET: a password or token in a URL ends up in logs and browser history.
      if (request.method !== 'POST' && request.method !== 'OPTIONS') {
        return text('Use POST para a API GraphQL.', 405, { Allow: 'POST, OPTIONS' });
      }
      return yoga.fetch(request, { clientAddress: info?.clientAddress ?? UNKNOWN_ADDRESS });
    }
    if (pathname === '/health' && readOnly) return text('ok', 200);
    if (options.testHooks && pathname.startsWith('/__mock/')) {
      const hook = await testHook(request, pathname);
      if (hook) return hook;
    }
    if (pathname === UPLOAD_PATH && request.method === 'POST') {
      return uploadPhoto(request, data, now());
    }
    const uploaded = readOnly ? uploadedPath(pathname) : null;
    if (uploaded !== null) {
      const file = await data.files.get(uploaded);
      if (!file) return text('Arquivo não encontrado.', 404);
      return new Response(request.method === 'HEAD' ? null : file.bytes, {
        status: 200,
        headers: { 'Content-Type': file.contentType, ...PHOTO_HEADERS },
      });
    }
    if (pathname.startsWith('/files/') && readOnly) {
      const photo = parsePhotoPath(pathname);
      const exists = photo !== null && (await data.products.byId(String(photo.n))) !== null;
      if (photo === null || !exists) return text('Arquivo não encontrado.', 404);
      const svg = productPhotoSvg(photo.n, photo.photo);
      return new Response(request.method === 'HEAD' ? null : svg, {
        status: 200,
        headers: {
          'Content-Type': 'image/svg+xml',
          ...PHOTO_HEADERS,
        },
      });
    }
    return text('Não encontrado.', 404);
  }

  /** The test hooks (only with `testHooks`): reset, the outbox of an address, the clock. */
  async function testHook(request: Request, pathname: string): Promise<Response | null> {
    if (pathname === '/__mock/reset' && request.method === 'POST') {
      await reset();
      return text('ok', 200);
    }
    if (pathname === '/__mock/outbox' && request.method === 'GET') {
      const to = new URL(request.url).searchParams.get('to') ?? '';
      return new Response(JSON.stringify(await data.outbox.to(to)), {
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
    }
    if (pathname === '/__mock/clock' && request.method === 'POST') {
      const { advanceMs } = (await request.json()) as { advanceMs?: unknown };
      if (typeof advanceMs !== 'number' || !(advanceMs >= 0)) return text('advanceMs?', 400);
      clockOffset += advanceMs;
      return text('ok', 200);
    }
    return null;
  }

  async function answer(request: Request, info: RequestInfo | undefined): Promise<Response> {
    try {
      return await route(request, info);
    } catch (error) {
      log(`[mock] unexpected error: ${(error as Error).stack ?? String(error)}`);
      return text('Erro interno do mock.', 500);
    }
  }

  return {
    async fetch(request, info) {
      const response = await answer(request, info);
      // Photos carry their own long cache; everything else is personal or changes.
      return new URL(request.url).pathname.startsWith('/files/') && response.ok
        ? response
        : noStore(response);
    },
    reset,
    now,
    publish: notify,
    mailer: createMailer(options.siteUrl ?? '', log, now),
  };
}
