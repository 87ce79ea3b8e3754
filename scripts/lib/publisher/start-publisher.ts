/**
 * Starts the publisher (queue + HTTP server) with the project's settings: building into
 * `outDir` here, or with PUBLISH_DISPATCH_URL set, handing each publish to CI. Used by
 * `npm run publisher` and by `npm start`.
 */
import type { Settings } from '../../../config/settings.ts';
import { createDispatchRunner } from './dispatch.ts';
import { PublishQueue } from './publish-queue.ts';
import { startPublisherServer } from './server.ts';
import type { PublisherServer } from './server.ts';
import { createSiteBuildRunner } from './site-build.ts';

export interface RunningPublisher {
  readonly url: string;
  readonly queue: PublishQueue;
  close(): Promise<void>;
}

export async function startPublisher(options: {
  settings: Pick<
    Settings,
    | 'PUBLISHER_PORT'
    | 'PUBLISH_DEBOUNCE_MS'
    | 'PUBLISH_WEBHOOK_SECRET'
    | 'PUBLISH_DISPATCH_URL'
    | 'PUBLISH_DISPATCH_TOKEN'
  >;
  outDir: string;
  graphqlUrl: string;
  env: NodeJS.ProcessEnv;
  port?: number;
  log?: (line: string) => void;
}): Promise<RunningPublisher> {
  const { settings } = options;
  if (settings.PUBLISH_WEBHOOK_SECRET === '') {
    throw new Error('PUBLISH_WEBHOOK_SECRET is empty: the publisher cannot check webhooks');
  }
  const queue = new PublishQueue({
    debounceMs: settings.PUBLISH_DEBOUNCE_MS,
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
    secret: settings.PUBLISH_WEBHOOK_SECRET,
    port: options.port ?? settings.PUBLISHER_PORT,
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
