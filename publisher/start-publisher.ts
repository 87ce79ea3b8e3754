/**
 * Starts the publisher (queue + HTTP server) with the project's settings: building into
 * `outDir` here, or with PUBLISH_DISPATCH_URL set, handing each publish to CI. The deliveries
 * it has accepted are kept in `.cache/publisher/<out dir>/`, so a restart does not open the
 * door to replays. Used by `npm run publisher` and by `npm start`.
 */
import { join } from 'node:path';
import { withGeneratedSecrets } from '../config/generated-secrets.ts';
import type { Settings } from '../config/settings.ts';
import { publisherStateDir } from '../runtime/paths.ts';
import { systemClock } from './clock.ts';
import { createDispatchRunner } from './dispatch.ts';
import { PublishQueue } from './publish-queue.ts';
import { startPublisherServer } from './server.ts';
import type { PublisherServer } from './server.ts';
import { SeenDeliveries } from './seen-deliveries.ts';
import { createSiteBuildRunner } from './site-build.ts';
import type { Logger } from '../runtime/log.ts';
import { localOrigin } from '../runtime/ports.ts';

export interface RunningPublisher {
  readonly url: string;
  readonly queue: PublishQueue;
  close(): Promise<void>;
}

export async function startPublisher(options: {
  settings: Pick<
    Settings,
    | 'HOST'
    | 'PUBLISH_WEBHOOK_URL'
    | 'PUBLISHER_PORT'
    | 'PUBLISH_DEBOUNCE_MS'
    | 'PUBLISH_MAX_WAIT_MS'
    | 'PUBLISH_WEBHOOK_SECRET'
    | 'PUBLISH_DISPATCH_URL'
    | 'PUBLISH_DISPATCH_TOKEN'
    | 'DATA_DIR'
    | 'BACKOFFICE_PORT'
    | 'METRICS_TOKEN'
  >;
  outDir: string;
  graphqlUrl: string;
  env: NodeJS.ProcessEnv;
  port?: number;
  log?: Logger;
}): Promise<RunningPublisher> {
  const settings = withGeneratedSecrets(options.settings);
  const seen = await SeenDeliveries.open(
    join(publisherStateDir(options.outDir), 'deliveries.json'),
    {
      now: systemClock.now,
    },
  );
  const queue = new PublishQueue({
    debounceMs: settings.PUBLISH_DEBOUNCE_MS,
    maxWaitMs: settings.PUBLISH_MAX_WAIT_MS,
    run:
      settings.PUBLISH_DISPATCH_URL === ''
        ? createSiteBuildRunner({
            outDir: options.outDir,
            graphqlUrl: options.graphqlUrl,
            env: options.env,
          })
        : createDispatchRunner({
            url: settings.PUBLISH_DISPATCH_URL,
            token: settings.PUBLISH_DISPATCH_TOKEN,
          }),
    log: options.log,
  });
  const server: PublisherServer = await startPublisherServer({
    queue,
    gate: { secret: settings.PUBLISH_WEBHOOK_SECRET, seen, now: systemClock.now },
    host: settings.HOST,
    publicUrls: [settings.PUBLISH_WEBHOOK_URL],
    port: options.port ?? settings.PUBLISHER_PORT,
    backofficeUrl: localOrigin(settings.HOST, settings.BACKOFFICE_PORT),
    metricsToken: settings.METRICS_TOKEN,
    log: options.log,
  });
  return {
    url: server.url,
    queue,
    close: async () => {
      await server.close();
      await queue.close();
    },
  };
}
