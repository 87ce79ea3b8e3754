/**
 * The API as production runs it: `node api/main.ts` (the systemd unit `deploy/systemd/
 * vertice-api.service`, and `npm start` when PAYMENT_PROVIDER names a real provider). The real
 * providers the settings choose (payments, SMTP, captcha, return postage), the database of
 * DATABASE_URL (or DATA_DIR's embedded one), the back office's key, TRUST_PROXY; and nothing of
 * `mocks/`: no payment stand-in, no demo wiring, no test hooks. A new database gets the shop's
 * categories only (`api/db/shop-seed.ts`). The demo seed, with its published passwords, is the
 * mock's to make: a start with SEED=demo is refused, as is the payment stand-in's provider.
 * Serves until SIGTERM or Ctrl-C, then answers the requests under way and stops. Its lines are
 * JSON on standard output (`runtime/logger.ts`, LOG_LEVEL); its metrics are at `/metrics`
 * (METRICS_TOKEN).
 */
import { secretsSource, withGeneratedSecrets } from '../config/generated-secrets.ts';
import { SettingError } from '../config/settings.ts';
import type { Settings } from '../config/settings.ts';
import { loadProjectSettings } from '../runtime/env.ts';
import type { Logger } from '../runtime/log.ts';
import { entryLogger, processLogger } from '../runtime/logger.ts';
import { shutdown } from '../runtime/shutdown.ts';
import { shopSeeder } from './db/shop-seed.ts';
import { refusals, warnings } from './production-settings.ts';
import { dataLocation, prepareProcess, startFailure, stopOnSignals } from './entry.ts';
import { publishWebhookOf, startApiService } from './service.ts';
import type { ApiService } from './service.ts';

/** Starts the production API on `settings`; refuses, naming the setting, what it never runs. */
export async function startProductionApi(settings: Settings, log: Logger): Promise<ApiService> {
  const refused = refusals(settings);
  if (refused.length > 0) throw new SettingError(refused.join('; '));
  for (const warning of warnings(settings)) log.warn(`Warning: ${warning}.`);
  return startApiService({
    settings,
    host: settings.HOST,
    port: settings.MOCK_API_PORT,
    seeder: shopSeeder(),
    // The back office reads the same key: from the settings, or generated once in DATA_DIR.
    backofficeGatewaySecret:
      settings.BACKOFFICE_GATEWAY_SECRET ||
      withGeneratedSecrets(settings).BACKOFFICE_GATEWAY_SECRET,
    trustProxy: settings.TRUST_PROXY,
    publishWebhook: publishWebhookOf(settings),
    log,
  });
}

async function main(): Promise<void> {
  const settings = loadProjectSettings();
  const log = processLogger('api', settings);
  prepareProcess(log);
  const service = await startProductionApi(settings, log);
  stopOnSignals(service);
  log.info({ url: `${service.origin}/graphql` }, `GraphQL API: ${service.origin}/graphql`);
  log.info(`Payments: ${settings.PAYMENT_PROVIDER}`);
  log.info(
    `E-mail: ${settings.SMTP_URL === '' ? 'the local mailbox' : 'the SMTP server of SMTP_URL'}`,
  );
  log.info(`Data kept in ${dataLocation(settings)}`);
  log.info(`Secrets: ${secretsSource(settings)}`);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    // At LOG_LEVEL's level when it reads, else the default one: a failed start says why.
    entryLogger('api').error(
      `API not started: ${startFailure(error, 'set MOCK_API_PORT to move it')}.`,
    );
    void shutdown(1);
  });
}
