/**
 * The API on node:http: the GraphQL handler on its port, with the sweeps that settle and cancel
 * unpaid pedidos and run due product schedules, its Prometheus metrics at `/metrics`
 * (`api/http/metrics.ts`, METRICS_TOKEN) and its lines on the logger it is given
 * (`runtime/logger.ts`'s pino, as LOG_LEVEL says). Payments go through the provider the settings
 * choose (`paymentProviderFrom`), which sends its notifications to this API's
 * `/webhooks/payments`. Uploaded photos are processed with sharp and kept in the database, or in
 * the photo bucket the settings name (PHOTO_BUCKET). What it is wired to (the database and its
 * seed, extra routes) is its starter's choice: `api/service.ts` opens the database and starts it
 * for both entries, `api/main.ts` (production) and `mocks/server.ts` (with the embedded
 * stand-ins).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Settings } from '../config/settings.ts';
import { startDelivery } from './modules/messages/delivery.ts';
import { smtpTransport } from './providers/mail/transport.ts';
import type { MailTransport } from './providers/mail/transport.ts';
import { limitsFrom, orderSettingsFrom } from './core/settings.ts';
import { createDataAccess } from './core/data-access.ts';
import type { Database } from './db/database.ts';
import type { Seeder } from './db/seeder.ts';
import type { AbuseLimits } from './guards/abuse-limits.ts';
import { createApiHandler } from './http/handler.ts';
import type { ApiHandlerOptions } from './http/handler.ts';
import { listen } from './http/node-server.ts';
import type { RequestClient } from './http/gateway-client.ts';
import { nodePasswordTools } from './modules/account/passwords-node.ts';
import { sharpPhotoProcessor } from './providers/photos/sharp-processor.ts';
import { photoBucketFrom } from './providers/photos/s3-bucket.ts';
import { startExpirySweeper } from './modules/orders/expiry-sweep.ts';
import type { ExpirySweeper } from './modules/orders/expiry-sweep.ts';
import { startScheduleSweeper } from './modules/backoffice/schedule-sweep.ts';
import type { ScheduleSweeper } from './modules/backoffice/schedule-sweep.ts';
import { paymentProviderFrom } from './providers/payments/choose-provider.ts';
import { chooseReturnPostageProvider } from './providers/return-postage/choose-provider.ts';
import { captchaVerifierFrom } from './providers/captcha/choose-provider.ts';
import { createSeenNotifications } from './providers/payments/seen-notifications.ts';
import { deferredPaymentProvider } from './providers/payments/unavailable-provider.ts';
import { settings as declared } from '../config/settings.ts';
import type { Logger } from '../runtime/log.ts';
import { localOrigin } from '../runtime/ports.ts';
import { createApiMetrics } from './http/metrics.ts';

export const SCHEMA_PATH = fileURLToPath(new URL('../mocks/schema.graphql', import.meta.url));

export interface ApiServerOptions {
  readonly settings: Settings;
  readonly host: string;
  readonly port: number;
  /** The opened, migrated database; its starter closes it after the server. */
  readonly database: Database;
  /** What a reset fills the database with. */
  readonly seeder: Seeder;
  readonly newProductStart?: ApiHandlerOptions['newProductStart'];
  /** Who a request comes from (the socket, or a trusted proxy's word). */
  readonly identify: RequestClient;
  /** BACKOFFICE_GATEWAY_SECRET: staff operations are answered only with it (`createApiHandler`). */
  readonly gatewaySecret: string;
  /** Where its lines go (`createLogger('api', …)` from runtime/logger.ts). */
  readonly log: Logger;
  readonly limits?: AbuseLimits;
  readonly publishWebhook: { url: string; secret: string };
  /** Where the outbox's messages go; SMTP to SMTP_URL (or the local mailbox) when left out. */
  readonly mailTransport?: MailTransport;
  readonly extraRoutes?: ApiHandlerOptions['extraRoutes'];
  readonly plugins?: ApiHandlerOptions['plugins'];
}

/** SMTP_URL, or the local mailbox's SMTP port when it is empty. */
export function smtpUrlOf(
  settings: Pick<Settings, 'HOST' | 'SMTP_URL' | 'MAILBOX_SMTP_PORT'>,
): string {
  return settings.SMTP_URL || localOrigin(settings.HOST, settings.MAILBOX_SMTP_PORT, 'smtp');
}

export interface ApiServer {
  readonly origin: string;
  /**
   * Stops taking requests, gives those under way `graceMs` (none by default) to be answered, then
   * stops the sweeps and the outbox's delivery. The database stays open: it is the starter's.
   */
  close(graceMs?: number): Promise<void>;
}

/** How often unpaid pedidos are looked for: a quarter of the Pix wait, between 0.25 and 30 s. */
function sweepInterval(pixExpirySeconds: number): number {
  return Math.min(30_000, Math.max(250, (pixExpirySeconds * 1000) / 4));
}

/** How often due product schedules are looked for: a schedule runs at most this late. */
const SCHEDULE_SWEEP_MS = 5_000;

export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const { settings, database, log } = options;
  const orderSettings = orderSettingsFrom(settings);
  // Built now, so a provider that cannot work stops the start; built again once the API listens
  // if its notifications must go to the port it got (PUBLIC_GRAPHQL_URL left at the default).
  const seen = createSeenNotifications(database.db);
  const payments = deferredPaymentProvider();
  payments.resolve(paymentProviderFrom(settings, seen));
  const data = createDataAccess(database.db);
  const metrics = createApiMetrics({
    outboxCounts: () => data.outbox.counts(),
    token: settings.METRICS_TOKEN,
    log,
  });
  const handler = createApiHandler({
    typeDefs: readFileSync(SCHEMA_PATH, 'utf8'),
    database,
    seeder: options.seeder,
    newProductStart: options.newProductStart,
    log,
    telemetry: metrics.telemetry,
    passwords: nodePasswordTools,
    photoProcessor: sharpPhotoProcessor(),
    photoBucket: photoBucketFrom(settings),
    limits: options.limits ?? limitsFrom(settings),
    payments,
    returnPostage: chooseReturnPostageProvider(settings),
    captcha: captchaVerifierFrom(settings),
    orderSettings,
    siteUrl: settings.SITE_URL,
    backofficeUrl: settings.BACKOFFICE_URL,
    gatewaySecret: options.gatewaySecret,
    mailFrom: settings.MAIL_FROM,
    plugins: options.plugins,
    publishWebhook: options.publishWebhook,
    extraRoutes: (surface) => [metrics.route, ...(options.extraRoutes?.(surface) ?? [])],
  });
  let sweeper: ExpirySweeper | undefined;
  let schedules: ScheduleSweeper | undefined;
  const delivery = startDelivery({
    db: database.db,
    transport: options.mailTransport ?? smtpTransport({ url: smtpUrlOf(settings) }),
    from: settings.MAIL_FROM,
    maxAttempts: settings.MAIL_MAX_ATTEMPTS,
    now: handler.now,
    log: log.child({ component: 'mail' }),
  });
  try {
    sweeper = startExpirySweeper({
      data,
      now: handler.now,
      intervalMs: sweepInterval(orderSettings.pixExpirySeconds),
      log: log.child({ component: 'expiry-sweep' }),
      mailer: handler.mailer,
      payments,
    });
    // Pedidos whose time ran out while the API was down are cancelled before it answers anyone.
    await sweeper.runOnce();
    schedules = startScheduleSweeper({
      data,
      now: handler.now,
      intervalMs: SCHEDULE_SWEEP_MS,
      publish: handler.publish,
      mailer: handler.mailer,
      log: log.child({ component: 'schedule-sweep' }),
    });
    const api = await listen(
      handler,
      options.host,
      options.port,
      'MOCK_API_PORT',
      options.identify,
    );
    const graphqlUrl =
      settings.PUBLIC_GRAPHQL_URL === declared.PUBLIC_GRAPHQL_URL.default
        ? `${api.origin}/graphql`
        : settings.PUBLIC_GRAPHQL_URL;
    if (graphqlUrl !== settings.PUBLIC_GRAPHQL_URL) {
      payments.resolve(paymentProviderFrom({ ...settings, PUBLIC_GRAPHQL_URL: graphqlUrl }, seen));
    }
    return {
      origin: api.origin,
      close: async (graceMs) => {
        await api.close(graceMs);
        sweeper?.stop();
        schedules?.stop();
        await delivery.stop();
      },
    };
  } catch (error) {
    sweeper?.stop();
    schedules?.stop();
    await delivery.stop();
    throw error;
  }
}
