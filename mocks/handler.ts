/**
 * The mock API as one fetch handler, free of Node APIs so the same code serves the Node server
 * and the site's in-browser mock mode. Routes: `/graphql` (graphql-yoga), `GET /files/...`
 * (product photos), `GET /health` and `POST /__mock/reset` (restores the seed; for e2e tests).
 */
import type { GraphQLError } from 'graphql';
import { createGraphQLError, createYoga, maskError } from 'graphql-yoga';
import type { YogaLogger } from 'graphql-yoga';
import { createCatalogue } from './catalogue-query.ts';
import { MAX_REQUEST_BODY_BYTES } from './constants.ts';
import { createContext } from './context.ts';
import type { MockContext } from './context.ts';
import { EDITOR_KEY_HEADER } from './editor-auth.ts';
import { createExecutableSchema } from './executable-schema.ts';
import { DEFAULT_ORDER_SETTINGS } from './order-settings.ts';
import type { OrderSettings } from './order-settings.ts';
import { photoForPath } from './photos.ts';
import { queryLimits } from './query-limits.ts';
import { seedState } from './seed/customers.ts';
import { MockState } from './state.ts';

export interface MockPersistence {
  /** The last saved snapshot, or null/undefined when there is none. */
  load(): unknown;
  save(snapshot: unknown): void;
}

export interface MockHandlerOptions {
  /** The SDL (`mocks/schema.graphql`), passed in so the core reads no files. */
  typeDefs: string;
  /** Catalogue size (MOCK_PRODUCTS). */
  products: number;
  /** Where the state survives restarts; without it every start begins from the seed. */
  persistence?: MockPersistence;
  /** Receives console lines (password recovery codes, unexpected errors). */
  log?: (line: string) => void;
  /** The clock; tests move it to expire tokens and codes. */
  now?: () => number;
  /** Pix merchant, Pix discount and editor key; the settings' defaults when omitted. */
  orderSettings?: OrderSettings;
}

export interface MockHandler {
  fetch(request: Request): Promise<Response>;
  /** Restores the seed state (and saves it when persistence is on). */
  reset(): void;
}

const ALLOWED_HEADERS = ['Content-Type', 'Authorization', 'X-Captcha-Token', EDITOR_KEY_HEADER];

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
  const now = options.now ?? (() => Date.now());
  const { persistence } = options;
  const catalogue = createCatalogue(options.products);
  let state = loadState();
  let savedJson = JSON.stringify(state.snapshot());

  function loadState(): MockState {
    if (persistence) {
      try {
        const saved = persistence.load();
        if (saved != null) return MockState.from(saved);
      } catch (error) {
        log(`[mock] saved state ignored, serving the seed: ${(error as Error).message}`);
      }
    }
    return MockState.from(seedState());
  }

  /** Saves the state when a request changed it (comparing snapshots catches every change). */
  function persist(): void {
    if (!persistence) return;
    const snapshot = state.snapshot();
    const json = JSON.stringify(snapshot);
    if (json === savedJson) return;
    savedJson = json;
    persistence.save(snapshot);
  }

  const yoga = createYoga<Record<string, unknown>, MockContext>({
    schema: createExecutableSchema(options.typeDefs),
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    maskedErrors: { isDev: false, maskError: withCodes },
    maxRequestBodySize: MAX_REQUEST_BODY_BYTES,
    logging: loggerFor(log),
    cors: {
      origin: '*',
      credentials: false,
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ALLOWED_HEADERS,
      maxAge: 600,
    },
    plugins: [queryLimits],
    context: ({ request }) =>
      createContext({
        state,
        catalogue,
        now: now(),
        headers: request.headers,
        orderSettings: options.orderSettings ?? DEFAULT_ORDER_SETTINGS,
        log,
      }),
  });

  function reset(): void {
    state = MockState.from(seedState());
    persist();
  }

  async function route(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    const readOnly = request.method === 'GET' || request.method === 'HEAD';
    if (pathname === '/graphql') {
      const response = await yoga.fetch(request);
      persist();
      return response;
    }
    if (pathname === '/health' && readOnly) return text('ok', 200);
    if (pathname === '/__mock/reset' && request.method === 'POST') {
      reset();
      return text('ok', 200);
    }
    if (pathname.startsWith('/files/') && readOnly) {
      const svg = photoForPath(pathname, catalogue.count);
      if (svg === null) return text('Arquivo não encontrado.', 404);
      return new Response(request.method === 'HEAD' ? null : svg, {
        status: 200,
        headers: {
          'Content-Type': 'image/svg+xml',
          // A photo URL never changes content: cache it for a year.
          'Cache-Control': 'public, max-age=31536000, immutable',
          'Access-Control-Allow-Origin': '*',
          'Cross-Origin-Resource-Policy': 'cross-origin',
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        },
      });
    }
    return text('Não encontrado.', 404);
  }

  return {
    async fetch(request) {
      try {
        return await route(request);
      } catch (error) {
        log(`[mock] unexpected error: ${(error as Error).stack ?? String(error)}`);
        return text('Erro interno do mock.', 500);
      }
    },
    reset,
  };
}
