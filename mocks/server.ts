/**
 * The embedded default (`npm run mock`): the real API, started as production starts it
 * (`api/service.ts`), plus the stand-ins: the demo's wiring (its drawn photos, the photos and
 * options a new product starts with, the test hooks when TEST_HOOKS asks) and the payment
 * stand-in on its own port (its own origin, as a real provider would be), sharing the API's
 * database. `startMockServer()` is what scripts and tests use; run directly it serves until
 * Ctrl-C or SIGTERM. Records live in the database DATA_DIR or DATABASE_URL names, filled as SEED
 * says when new. Its lines, and the stand-in's (`"component":"payment-stand-in"`), are JSON on
 * standard output (`runtime/logger.ts`, LOG_LEVEL).
 */
import { secretsSource, withGeneratedSecrets } from '../config/generated-secrets.ts';
import { loadSettings, settings as declared } from '../config/settings.ts';
import type { Settings } from '../config/settings.ts';
import type { ApiHandlerOptions } from '../api/http/handler.ts';
import { randomToken } from '../api/core/secrets.ts';
import { createCardTokenVault } from './gateway/card-tokens.ts';
import { startPaymentGateway } from './gateway/gateway.ts';
import type { AbuseLimits } from '../api/guards/abuse-limits.ts';
import { DEMO_EMAIL } from './seed/customers.ts';
import type { Database } from '../api/db/database.ts';
import { listen } from '../api/http/node-server.ts';
import { seederFor } from './seed/seed-database.ts';
import { seedKind } from '../config/seed.ts';
import { publishWebhookOf, startApiService } from '../api/service.ts';
import type { BesideApi } from '../api/service.ts';
import { dataLocation, prepareProcess, startFailure, stopOnSignals } from '../api/entry.ts';
import { silentLogger } from '../runtime/log.ts';
import type { Logger } from '../runtime/log.ts';
import { entryLogger, processLogger } from '../runtime/logger.ts';
import type { MailTransport } from '../api/providers/mail/transport.ts';
import { demoWiring } from './demo-wiring.ts';

export { PortInUseError } from '../api/http/node-server.ts';

export interface MockServerOptions {
  /** Defaults to MOCK_API_PORT; 0 picks a free port (tests). */
  port?: number;
  host?: string;
  /** Catalogue size a new demo database is seeded with; defaults to MOCK_PRODUCTS. */
  products?: number;
  /** An opened database to serve (tests); closed with the server. Else DATA_DIR / DATABASE_URL's. */
  database?: Database;
  /** DATA_DIR, when `database` is not given. */
  dataDir?: string;
  /** DATABASE_URL, when `database` is not given ('' for the embedded engine). */
  databaseUrl?: string;
  /** No output at all (when `log` is not given). */
  quiet?: boolean;
  /** Where the API's and the stand-in's lines go; standard output as LOG_LEVEL says by default. */
  log?: Logger;
  /** Where the API's e-mails go; SMTP to SMTP_URL (or the local mailbox) when left out. */
  mailTransport?: MailTransport;
  /** Where editor changes are announced; defaults to PUBLISH_WEBHOOK_URL ('' sends none). */
  publishWebhookUrl?: string;
  /** The secret that signs them; defaults to PUBLISH_WEBHOOK_SECRET, or the generated one. */
  publishWebhookSecret?: string;
  /** Serves the test hooks (`POST /__mock/reset`); defaults to TEST_HOOKS. */
  testHooks?: boolean;
  /** Guessing bounds and write quotas; default to the GUESSES_* and DAILY_* settings. */
  limits?: AbuseLimits;
  /**
   * The payment gateway's port; defaults to MOCK_PAYMENT_GATEWAY_PORT, or to 0 (a free one)
   * when `port` is 0, so tests never collide on the default.
   */
  gatewayPort?: number;
  /** Origins whose pages may call the gateway; defaults to `siteOrigins(SITE_URL, PORT)`. */
  siteOrigins?: readonly string[];
  /**
   * The gateway's access token and webhook secret; default to MOCK_PAYMENT_GATEWAY_ACCESS_TOKEN
   * and MOCK_PAYMENT_GATEWAY_WEBHOOK_SECRET, or the ones generated in DATA_DIR (fresh ones, kept
   * nowhere, when `database` is given).
   */
  gatewaySecrets?: Pick<
    Settings,
    'MOCK_PAYMENT_GATEWAY_ACCESS_TOKEN' | 'MOCK_PAYMENT_GATEWAY_WEBHOOK_SECRET'
  >;
  /** The proxies whose X-Forwarded-For is believed; defaults to TRUST_PROXY. */
  trustProxy?: string;
  /**
   * The key the back office's server sends with what it forwards (`X-Gateway-Key`): only with
   * it are staff operations answered and a browser named. Defaults to BACKOFFICE_GATEWAY_SECRET,
   * or the one generated in DATA_DIR (a fresh one, kept nowhere, when `database` is given).
   * Empty: no request gets through, staff operations are refused to everyone.
   */
  backofficeGatewaySecret?: string;
  /** More yoga plugins for the API (tests observe it with them). */
  plugins?: ApiHandlerOptions['plugins'];
}

export interface MockServer {
  url: string;
  graphqlUrl: string;
  /** The payment gateway's base URL (tokenization at `/v1/card_tokens`, charges at `/v1/charges`). */
  gatewayUrl: string;
  /** The back office's key this server answers staff operations with, for whoever started it. */
  backofficeGatewaySecret: string;
  close(): Promise<void>;
}

type GatewaySecrets = NonNullable<MockServerOptions['gatewaySecrets']>;

/**
 * The gateway's secrets as the settings give them, or DATA_DIR's. A server on a database of its
 * own (tests) has no DATA_DIR to keep them in: it makes fresh ones for its lifetime.
 */
function gatewaySecretsFor(options: MockServerOptions, settings: Settings): GatewaySecrets {
  if (options.database === undefined) {
    return withGeneratedSecrets(settings);
  }
  return {
    MOCK_PAYMENT_GATEWAY_ACCESS_TOKEN: settings.MOCK_PAYMENT_GATEWAY_ACCESS_TOKEN || randomToken(),
    MOCK_PAYMENT_GATEWAY_WEBHOOK_SECRET:
      settings.MOCK_PAYMENT_GATEWAY_WEBHOOK_SECRET || randomToken(),
  };
}

/** The back office's key as the options or settings give it, or DATA_DIR's (or a fresh one). */
function backofficeSecretFor(options: MockServerOptions, settings: Settings): string {
  if (options.backofficeGatewaySecret !== undefined) return options.backofficeGatewaySecret;
  if (settings.BACKOFFICE_GATEWAY_SECRET !== '') return settings.BACKOFFICE_GATEWAY_SECRET;
  if (options.database !== undefined) return randomToken();
  return withGeneratedSecrets(settings).BACKOFFICE_GATEWAY_SECRET;
}

/**
 * The gateway's public origin: PUBLIC_PAYMENT_GATEWAY_URL's when it is set (a proxy in front),
 * else where it listens.
 */
function gatewayPublicOrigin(settings: Settings, listening: string): string {
  const url = settings.PUBLIC_PAYMENT_GATEWAY_URL;
  return url === declared.PUBLIC_PAYMENT_GATEWAY_URL.default ? listening : new URL(url).origin;
}

/**
 * The origins the shop's pages come from: its canonical URL's, and the local server's on `port`
 * under both loopback names (a page opened as `localhost` sends that origin).
 */
export function siteOrigins(siteUrl: string, port: number): string[] {
  const local = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
  return [...new Set([new URL(siteUrl).origin, ...local])];
}

/**
 * The payment stand-in beside the API: on its own port (its own origin, as a real provider
 * would be), sharing the API's database, which the API's payment provider reaches where it
 * listens, with the secrets it runs with.
 */
function paymentStandIn(
  options: MockServerOptions,
  settings: Settings,
  host: string,
  gatewayPort: number,
  log: Logger,
): BesideApi & { url: () => string } {
  let listeningAt = '';
  return {
    ports: [{ port: gatewayPort, setting: 'MOCK_PAYMENT_GATEWAY_PORT' }],
    url: () => listeningAt,
    async start({ database, identify }) {
      const secrets = options.gatewaySecrets ?? gatewaySecretsFor(options, settings);
      let gatewayOrigin = '';
      const gateway = startPaymentGateway({
        db: database.db,
        // The stand-in's card tokens, kept in the same database as its charges and customers.
        vault: createCardTokenVault(database.db),
        publicKey: settings.PUBLIC_PAYMENT_GATEWAY_PUBLIC_KEY,
        allowedOrigins: options.siteOrigins ?? siteOrigins(settings.SITE_URL, settings.PORT),
        accessToken: secrets.MOCK_PAYMENT_GATEWAY_ACCESS_TOKEN,
        webhookSecret: secrets.MOCK_PAYMENT_GATEWAY_WEBHOOK_SECRET,
        merchant: { name: settings.PIX_MERCHANT_NAME, city: settings.PIX_MERCHANT_CITY },
        publicOrigin: () => gatewayOrigin,
        log: log.child({ component: 'payment-stand-in' }),
      });
      let payments;
      try {
        payments = await listen(gateway, host, gatewayPort, 'MOCK_PAYMENT_GATEWAY_PORT', identify);
      } catch (error) {
        await gateway.stop();
        throw error;
      }
      listeningAt = payments.origin;
      gatewayOrigin = gatewayPublicOrigin(settings, payments.origin);
      return {
        settings: {
          PUBLIC_PAYMENT_GATEWAY_URL: payments.origin,
          MOCK_PAYMENT_GATEWAY_ACCESS_TOKEN: secrets.MOCK_PAYMENT_GATEWAY_ACCESS_TOKEN,
          MOCK_PAYMENT_GATEWAY_WEBHOOK_SECRET: secrets.MOCK_PAYMENT_GATEWAY_WEBHOOK_SECRET,
        },
        close: async () => {
          await gateway.stop();
          await payments.close();
        },
      };
    },
  };
}

/** The real API (`api/service.ts`) with the demo's wiring and the payment stand-in beside it. */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const loaded = loadSettings();
  const settings: Settings = {
    ...loaded,
    DATA_DIR: options.dataDir ?? loaded.DATA_DIR,
    DATABASE_URL: options.databaseUrl ?? loaded.DATABASE_URL,
    PUBLISH_WEBHOOK_URL: options.publishWebhookUrl ?? loaded.PUBLISH_WEBHOOK_URL,
    PUBLISH_WEBHOOK_SECRET: options.publishWebhookSecret ?? loaded.PUBLISH_WEBHOOK_SECRET,
  };
  const host = options.host ?? settings.HOST;
  const port = options.port ?? settings.MOCK_API_PORT;
  const log = options.log ?? (options.quiet ? silentLogger : processLogger('api', settings));
  const products = options.products ?? settings.MOCK_PRODUCTS;
  const gatewayPort = options.gatewayPort ?? (port === 0 ? 0 : settings.MOCK_PAYMENT_GATEWAY_PORT);
  const backofficeSecret = backofficeSecretFor(options, settings);
  const standIn = paymentStandIn(options, settings, host, gatewayPort, log);
  const wiring = demoWiring(products, options.testHooks ?? settings.TEST_HOOKS);
  const service = await startApiService({
    settings,
    host,
    port,
    database: options.database,
    ...wiring,
    // What SEED says, for a new database and for a reset (the test hooks) alike.
    seeder: seederFor(seedKind(settings), products),
    backofficeGatewaySecret: backofficeSecret,
    trustProxy: options.trustProxy ?? settings.TRUST_PROXY,
    log,
    limits: options.limits,
    publishWebhook: publishWebhookOf(settings),
    plugins: options.plugins,
    ...(options.mailTransport ? { mailTransport: options.mailTransport } : {}),
    beside: standIn,
  });
  return {
    url: service.origin,
    graphqlUrl: `${service.origin}/graphql`,
    gatewayUrl: standIn.url(),
    backofficeGatewaySecret: backofficeSecret,
    close: () => service.close(),
  };
}

async function main(log: Logger): Promise<void> {
  prepareProcess(log);
  const settings = loadSettings();
  // The back office of `npm start` reads the same generated secret from DATA_DIR.
  const server = await startMockServer({
    backofficeGatewaySecret: withGeneratedSecrets(settings).BACKOFFICE_GATEWAY_SECRET,
    log,
  });
  // Before the banner: whoever reads it may signal at once.
  stopOnSignals(server);
  log.info({ url: server.graphqlUrl }, `GraphQL API: ${server.graphqlUrl}`);
  log.info({ url: server.gatewayUrl }, `Payment stand-in: ${server.gatewayUrl}`);
  if (seedKind(settings) === 'demo') {
    // The demo's password is in the README; no password is written to a log line.
    log.info(`Demo login: ${DEMO_EMAIL} (its password is in the README)`);
  } else {
    log.info('No demo data (SEED=none): `npm run admin:create -- EMAIL` invites the first admin.');
  }
  log.info(`Data kept in ${dataLocation(settings)}`);
  log.info(`Secrets: ${secretsSource(settings)}`);
}

if (import.meta.main) {
  const log = entryLogger('api');
  main(log).catch((error: unknown) => {
    const hint = 'another API running? set MOCK_API_PORT or MOCK_PAYMENT_GATEWAY_PORT to move it';
    log.error(`API not started: ${startFailure(error, hint)}.`);
    process.exit(1);
  });
}
