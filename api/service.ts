/**
 * The API service as an entry starts it, the same for both: who a request is from, the ports
 * checked free before any database work, the database (DATA_DIR's or DATABASE_URL's) opened with
 * the entry's seeder, the server (`startApiServer`) on its port, and one `close` for all of it.
 * `api/main.ts` starts it as production runs it; `mocks/server.ts` starts it with the stand-ins
 * beside it (`beside`): what differs between the two is passed in, never copied.
 */
import type { Settings } from '../config/settings.ts';
import { withGeneratedSecrets } from '../config/generated-secrets.ts';
import { clientAddressRule } from '../runtime/client-address.ts';
import { openApiDatabase } from './db/bootstrap.ts';
import type { Database } from './db/database.ts';
import { requestClientRule } from './http/gateway-client.ts';
import type { RequestClient } from './http/gateway-client.ts';
import { assertPortFree } from './http/node-server.ts';
import { startApiServer } from './server.ts';
import type { ApiServerOptions } from './server.ts';

/** A port a process listens on, and the setting that moves it (named when it is taken). */
export interface PortSetting {
  readonly port: number;
  readonly setting: string;
}

/** What starts beside the API on its database (the payment stand-in), before the API listens. */
export interface BesideApi {
  /** Checked free with the API's port, before the database is opened. */
  readonly ports: readonly PortSetting[];
  start(context: { database: Database; identify: RequestClient }): Promise<StartedBeside>;
}

export interface StartedBeside {
  /** Settings the API runs with instead of its own (where a stand-in listens, its secrets). */
  readonly settings: Partial<Settings>;
  close(): Promise<void>;
}

export interface ApiServiceOptions extends Omit<
  ApiServerOptions,
  'database' | 'identify' | 'gatewaySecret'
> {
  /** An opened database to serve (tests); else DATA_DIR's or DATABASE_URL's, per `settings`. */
  readonly database?: Database;
  /** BACKOFFICE_GATEWAY_SECRET: staff operations are answered only with it. */
  readonly backofficeGatewaySecret: string;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For is believed. */
  readonly trustProxy: string;
  readonly beside?: BesideApi;
}

export interface ApiService {
  readonly origin: string;
  /** Closes the API (giving requests under way `graceMs`), what runs beside it, the database. */
  close(graceMs?: number): Promise<void>;
}

/**
 * The publish webhook as the settings give it: nowhere when PUBLISH_WEBHOOK_URL is empty, else
 * signed with PUBLISH_WEBHOOK_SECRET, or the one generated in DATA_DIR (read, or made on first
 * start, only when there is somewhere to send to).
 */
export function publishWebhookOf(
  settings: Pick<Settings, 'DATA_DIR' | 'PUBLISH_WEBHOOK_URL' | 'PUBLISH_WEBHOOK_SECRET'>,
): { url: string; secret: string } {
  const url = settings.PUBLISH_WEBHOOK_URL;
  if (url === '') return { url, secret: '' };
  return {
    url,
    secret:
      settings.PUBLISH_WEBHOOK_SECRET || withGeneratedSecrets(settings).PUBLISH_WEBHOOK_SECRET,
  };
}

export async function startApiService(options: ApiServiceOptions): Promise<ApiService> {
  const { settings, host, port, log, beside } = options;
  // One rule for every face: a client is the same client to the API and to a stand-in.
  const identify = requestClientRule(
    clientAddressRule(options.trustProxy),
    options.backofficeGatewaySecret,
  );
  // A taken port fails in a moment, before a new database is made.
  await assertPortFree(host, port, 'MOCK_API_PORT');
  for (const taken of beside?.ports ?? []) await assertPortFree(host, taken.port, taken.setting);
  const database =
    options.database ??
    (await openApiDatabase({
      dataDir: settings.DATA_DIR,
      databaseUrl: settings.DATABASE_URL,
      seeder: options.seeder,
      log,
    }));
  let started: StartedBeside | undefined;
  try {
    started = await beside?.start({ database, identify });
    const api = await startApiServer({
      ...options,
      settings: { ...settings, ...started?.settings },
      database,
      identify,
      gatewaySecret: options.backofficeGatewaySecret,
    });
    return {
      origin: api.origin,
      close: async (graceMs) => {
        await api.close(graceMs);
        await started?.close();
        await database.close();
      },
    };
  } catch (error) {
    await started?.close();
    await database.close();
    throw error;
  }
}
