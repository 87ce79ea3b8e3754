/**
 * The API as one fetch handler, free of Node APIs so the same code serves the Node server and
 * the site's in-browser demo. Routes: `POST /graphql` (graphql-yoga; other methods get 405),
 * uploaded photos under `/files/`, `GET /health`, the payment provider's notifications
 * (`POST /webhooks/payments`), and whatever routes its starter adds (the
 * demo's drawn photos, the test hooks, the Node server's metrics). Every answer but a photo says
 * `Cache-Control: no-store`, and every answer names its request's id (`X-Request-Id`), which
 * every line logged while serving it carries; one access line per request says what it was.
 */
import { createGraphQLError, createYoga, maskError } from 'graphql-yoga';
import type { Plugin, YogaLogger } from 'graphql-yoga';
import { MAX_REQUEST_BODY_BYTES } from '../core/constants.ts';
import {
  CAPTCHA_HEADER,
  DEVICE_PROOF_HEADER,
  REQUEST_ID_HEADER,
} from '../../contract/http-headers.ts';
import { silentLogger } from '../../runtime/log.ts';
import type { Logger } from '../../runtime/log.ts';
import { finishRequest, startRequest } from './access-log.ts';
import { isGraphQLErrorChain, traceOperations } from './operation-trace.ts';
import type { OperationTrace, TracedContext } from './operation-trace.ts';
import { NO_TELEMETRY, routeOf } from './telemetry.ts';
import type { ApiTelemetry } from './telemetry.ts';
import { PREVIEW_HEADER } from '../../contract/preview.ts';
import { DEFAULT_ORDER_SETTINGS } from '../modules/orders/order-settings.ts';
import { settings as declared } from '../../config/settings.ts';
import type { OrderSettings } from '../modules/orders/order-settings.ts';
import type { PaymentProvider } from '../providers/payments/provider.ts';
import type { ReturnPostageProvider } from '../providers/return-postage/provider.ts';
import type { CaptchaVerifier } from '../providers/captcha/verifier.ts';
import { createEmbeddedReturnPostageProvider } from '../providers/return-postage/embedded-provider.ts';
import { unavailablePaymentProvider } from '../providers/payments/unavailable-provider.ts';
import { NOTIFICATION_PATH, createPaymentWebhook } from '../modules/orders/payments/webhook.ts';
import { DEFAULT_ABUSE_LIMITS, createAbuseGuard } from '../guards/abuse-limits.ts';
import type { AbuseLimits } from '../guards/abuse-limits.ts';
import { inputBounds } from '../guards/input-bounds.ts';
import { queryLimits } from '../guards/query-limits.ts';
import { gatewayKeyRule, staffGate } from '../guards/staff-gate.ts';
import { resetDatabase } from '../db/reset.ts';
import type { Database } from '../db/database.ts';
import { createPublishNotifier } from '../modules/backoffice/publish-webhook.ts';
import { runDueSchedules } from '../modules/backoffice/schedule-sweep.ts';
import type { PublishNotifier } from '../modules/backoffice/publish-webhook.ts';
import {
  UPLOAD_PATH,
  uploadPhoto,
  uploadedPath,
  variantPathOf,
} from '../modules/backoffice/photo-upload.ts';
import { PHOTO_CONTENT_TYPES, unavailablePhotoProcessor } from '../providers/photos/processor.ts';
import type { PhotoProcessor } from '../providers/photos/processor.ts';
import type { PhotoBucket } from '../providers/photos/bucket.ts';
import { createContext } from '../core/context.ts';
import type { ApiContext, PasswordTools } from '../core/context.ts';
import { createDataAccess } from '../core/data-access.ts';
import { healthAnswer } from './health.ts';
import type { DataAccess } from '../core/data-access.ts';
import type { Seeder } from '../db/seeder.ts';
import { createMailer } from '../modules/messages/mailer.ts';
import type { Mailer } from '../modules/messages/mailer.ts';
import { createExecutableSchema } from '../core/executable-schema.ts';
import { EMPTY_PRODUCT_START } from '../modules/catalogue/new-product.ts';
import type { NewProductStarter } from '../modules/catalogue/new-product.ts';

export interface ApiHandlerOptions {
  /** The SDL (`mocks/schema.graphql`), passed in so the core reads no files. */
  typeDefs: string;
  /** The opened, migrated and seeded database the API keeps its records in. */
  database: Database;
  /** What a reset fills the database with again. */
  seeder: Seeder;
  /** Where its lines go (the Node server's pino logger, the demo's console); none: nowhere. */
  log?: Logger;
  /** Who counts requests and operations (the Node server's metrics); none: nobody. */
  telemetry?: ApiTelemetry;
  /** The clock; tests move it to expire tokens and codes. */
  now?: () => number;
  /** Where editor changes are announced (PUBLISH_WEBHOOK_URL and its secret). */
  publishWebhook?: { url: string; secret: string };
  /** scrypt and the common-password list, as the runtime provides them. */
  passwords: PasswordTools;
  /** Guessing bounds and write quotas; the settings' defaults when left out. */
  limits?: AbuseLimits;
  /** The photos and options a product an editor creates starts with; none by default. */
  newProductStart?: NewProductStarter;
  /** Routes served beside the API's own (the demo's photos, the test hooks), tried in order. */
  extraRoutes?: (surface: HandlerSurface) => readonly ExtraRoute[];
  /**
   * The payment provider pedidos are charged through (`paymentProviderFrom`); without one every
   * payment fails as unavailable (the browser demo).
   */
  payments?: PaymentProvider;
  /** Where returns' postage codes come from; the embedded one (well-formed, unregistered) by default. */
  returnPostage?: ReturnPostageProvider;
  /**
   * The captcha provider protected forms' tokens are verified with (`captchaVerifierFrom`);
   * none: the captcha is off.
   */
  captcha?: CaptchaVerifier | null;
  /** Pix merchant, Pix discount and payment terms; the settings' defaults when omitted. */
  orderSettings?: OrderSettings;
  /**
   * Makes the variants of uploaded photos (sharp on the Node server, `sharp-processor.ts`);
   * without one every upload is refused (the browser demo).
   */
  photoProcessor?: PhotoProcessor;
  /** The photo bucket (PHOTO_BUCKET) variants go to; none: the database keeps them. */
  photoBucket?: PhotoBucket | null;
  /** The public site's origin (SITE_URL) that notices to customers link to; none: site-relative links. */
  siteUrl?: string;
  /**
   * BACKOFFICE_GATEWAY_SECRET: the key the back office's server sends with every request it
   * forwards. Staff operations, the photo upload and previews are answered only with it; none
   * (the browser demo, which has no back office): they are refused to everyone.
   */
  gatewaySecret?: string;
  /** The back office's origin (BACKOFFICE_URL) that messages to staff link to; none: relative links. */
  backofficeUrl?: string;
  /** MAIL_FROM: the sender of the messages, whose domain ends every `Message-ID`. */
  mailFrom?: string;
  /**
   * More yoga plugins, after the API's own guards: tests observe the pipeline with them (how
   * many operations reached execution, for one).
   */
  plugins?: readonly Plugin[];
}

export interface RequestInfo {
  /** Who is asking, as the transport knows it (the socket's address on the Node server). */
  clientAddress: string;
  /** The socket's own peer, whatever a proxy says of the client (who may read /metrics). */
  peerAddress?: string;
}

/** A route served beside the API's own; null: not this route's request. */
export type ExtraRoute = (
  request: Request,
  pathname: string,
  info: RequestInfo,
) => Promise<Response | null>;

/** What a starter's extra routes may reach of the handler. */
export interface HandlerSurface {
  readonly data: DataAccess;
  /** Fills the database again with the seeder's records, forgetting every count. */
  reset(): Promise<void>;
  /**
   * Carries out the product schedules due at `at`, a moment that may be ahead of the clock, as
   * the schedule sweep would then; nothing else sees that moment. Answers how many ran.
   */
  runSchedulesDueAt(at: number): Promise<number>;
}

export interface ApiHandler {
  fetch(request: Request, info?: RequestInfo): Promise<Response>;
  /** The handler's clock. */
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
  CAPTCHA_HEADER,
  DEVICE_PROOF_HEADER,
  PREVIEW_HEADER,
];
/** What the site's script may read of an answer: how long to wait, and the request's id. */
const EXPOSED_HEADERS = ['Retry-After', REQUEST_ID_HEADER];

/** A photo URL never changes content: cached for a year, usable from any origin, inert. */
export const PHOTO_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/** Routes machines ask every few seconds (health checks, scrapes): their access lines are debug. */
const POLLED_ROUTES = new Set(['/health', '/metrics']);

/** Where a request comes from when the transport cannot tell (the browser demo: its own tab). */
const UNKNOWN_ADDRESS = 'local';

function text(body: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers },
  });
}

/**
 * Yoga's own lines, on the API's logger; an error already logged with its request (by
 * `traceOperations`) is not logged again when yoga masks it.
 */
function loggerFor(log: Logger, logged: WeakSet<object>): YogaLogger {
  const write =
    (level: 'warn' | 'error') =>
    (...args: unknown[]) => {
      const [first, ...rest] = args;
      if (typeof first === 'object' && first !== null && logged.has(first)) return;
      if (first instanceof Error) log[level]({ err: first }, 'graphql-yoga');
      else log[level]([first, ...rest].map(String).join(' '));
    };
  return {
    debug: () => undefined,
    info: () => undefined,
    warn: write('warn'),
    error: write('error'),
  };
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

export function createApiHandler(options: ApiHandlerOptions): ApiHandler {
  const log = options.log ?? silentLogger;
  const telemetry = options.telemetry ?? NO_TELEMETRY;
  const now = options.now ?? (() => Date.now());
  const { db } = options.database;
  const data = createDataAccess(db);
  const notify = createPublishNotifier({
    url: options.publishWebhook?.url ?? '',
    secret: options.publishWebhook?.secret ?? '',
    log,
    onDelivery: (step) => telemetry.publishDelivery(step),
  });
  const guard = createAbuseGuard(options.limits ?? DEFAULT_ABUSE_LIMITS, db, log);
  const payments =
    options.payments ?? unavailablePaymentProvider('no payment provider was configured');
  const returnPostage = options.returnPostage ?? createEmbeddedReturnPostageProvider({ now });
  const mailer = createMailer({
    siteUrl: options.siteUrl ?? '',
    backofficeUrl: options.backofficeUrl ?? '',
    from: options.mailFrom ?? declared.MAIL_FROM.default,
    now,
  });
  const paymentWebhook = createPaymentWebhook({ data, payments, now, mailer });
  const photos = {
    processor: options.photoProcessor ?? unavailablePhotoProcessor,
    bucket: options.photoBucket ?? null,
  };
  const photoUrl = (path: string, inBucket: boolean) =>
    inBucket && photos.bucket ? photos.bucket.publicUrl(path) : `/files/${path}`;

  const schema = createExecutableSchema(options.typeDefs);
  const throughBackoffice = gatewayKeyRule(options.gatewaySecret ?? '');
  const loggedErrors = new WeakSet<object>();
  const yoga = createYoga<TracedContext, ApiContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    maskedErrors: { isDev: false, maskError: withCodes },
    maxRequestBodySize: MAX_REQUEST_BODY_BYTES,
    logging: loggerFor(log, loggedErrors),
    cors: {
      origin: '*',
      credentials: false,
      methods: ['POST', 'OPTIONS'],
      allowedHeaders: ALLOWED_HEADERS,
      // The site is another origin: without this its script cannot read these answers' headers.
      exposedHeaders: EXPOSED_HEADERS,
      maxAge: 600,
    },
    plugins: [
      traceOperations(loggedErrors),
      queryLimits(schema),
      staffGate(),
      inputBounds(),
      ...(options.plugins ?? []),
    ],
    context: ({ request, clientAddress, trace }) =>
      createContext({
        data,
        db,
        payments,
        returnPostage,
        newProductStart: options.newProductStart ?? EMPTY_PRODUCT_START,
        now: now(),
        headers: request.headers,
        clientAddress: typeof clientAddress === 'string' ? clientAddress : UNKNOWN_ADDRESS,
        throughBackoffice: throughBackoffice(request.headers),
        guard,
        captcha: options.captcha ?? null,
        passwords: options.passwords,
        orderSettings: options.orderSettings ?? DEFAULT_ORDER_SETTINGS,
        siteUrl: options.siteUrl ?? '',
        mailer,
        request: trace ?? { requestId: '', log },
        publish: notify,
        photoUrl,
      }),
  });

  async function reset(): Promise<void> {
    await resetDatabase(db, options.seeder);
  }
  const extraRoutes =
    options.extraRoutes?.({
      data,
      reset,
      runSchedulesDueAt: (at) => runDueSchedules(data, at, notify, mailer),
    }) ?? [];

  async function route(
    request: Request,
    pathname: string,
    info: RequestInfo,
    trace: OperationTrace,
  ): Promise<Response> {
    const readOnly = request.method === 'GET' || request.method === 'HEAD';
    if (pathname === '/graphql') {
      // Never over GET: a password or token in a URL ends up in logs and browser history.
      if (request.method !== 'POST' && request.method !== 'OPTIONS') {
        return text('Use POST para a API GraphQL.', 405, { Allow: 'POST, OPTIONS' });
      }
      return yoga.fetch(request, { clientAddress: info.clientAddress, trace });
    }
    if (pathname === '/health' && readOnly) return healthAnswer(db, trace.log);
    if (pathname === NOTIFICATION_PATH) {
      return paymentWebhook(request, info.clientAddress, trace.log);
    }
    for (const extra of extraRoutes) {
      const answered = await extra(request, pathname, info);
      if (answered) return answered;
    }
    if (pathname === UPLOAD_PATH && request.method === 'POST') {
      return uploadPhoto(request, data, photos, now(), throughBackoffice(request.headers));
    }
    const variant = readOnly ? variantPathOf(pathname) : null;
    if (variant !== null) {
      const stored = await data.photos.variant(variant);
      // A variant in a bucket no longer configured has nowhere to be served from.
      if (!stored || (stored.bytes === null && !photos.bucket)) {
        return text('Arquivo não encontrado.', 404);
      }
      // Kept in the bucket: its CDN serves it (a form's reference to the photo still resolves).
      if (stored.bytes === null) {
        return new Response(null, {
          status: 308,
          headers: { Location: photoUrl(variant, true), ...PHOTO_HEADERS },
        });
      }
      return new Response(request.method === 'HEAD' ? null : stored.bytes, {
        status: 200,
        headers: { 'Content-Type': PHOTO_CONTENT_TYPES[stored.format], ...PHOTO_HEADERS },
      });
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
    return text('Não encontrado.', 404);
  }

  async function answer(
    request: Request,
    pathname: string,
    info: RequestInfo,
    trace: OperationTrace,
  ): Promise<Response> {
    try {
      return await route(request, pathname, info, trace);
    } catch (error) {
      trace.log.error({ err: error }, 'unexpected error');
      telemetry.unexpected('request');
      return text('Erro interno da API.', 500);
    }
  }

  return {
    async fetch(request, given) {
      const info = given ?? { clientAddress: UNKNOWN_ADDRESS };
      const served = startRequest(request, log);
      const { method, pathname } = served;
      const trace: OperationTrace = { requestId: served.requestId, log: served.log };
      const response = await answer(request, pathname, info, trace);
      // Photos carry their own long cache; everything else is personal or changes.
      const photo = pathname.startsWith('/files/') && (response.ok || response.status === 308);
      const cache: Record<string, string> = photo ? {} : { 'Cache-Control': 'no-store' };
      const { operation, outcome } = trace;
      const route = routeOf(pathname);
      const answered = finishRequest(
        served,
        response,
        {
          client: info.clientAddress,
          ...(operation === undefined ? {} : { operation, outcome }),
        },
        cache,
        POLLED_ROUTES.has(route) && response.status < 400 ? 'debug' : 'info',
      );
      const { status, durationMs } = answered;
      telemetry.request({ route, method, status, durationMs });
      if (operation !== undefined) {
        telemetry.operation({ name: operation, outcome: outcome ?? 'ERROR', durationMs });
        if (outcome === 'INTERNAL_SERVER_ERROR') telemetry.unexpected('graphql');
      }
      return answered.response;
    },
    reset,
    now,
    publish: notify,
    mailer,
  };
}
