/**
 * `npm run publisher`: receives the signed publish webhooks on PUBLISHER_PORT and publishes the
 * changes into the served folder incrementally (publisher/). Serving that folder is
 * someone else's job (`npm start` does both). Ctrl-C stops it after a build in progress. Its
 * lines are JSON on standard output (`runtime/logger.ts`, LOG_LEVEL).
 *
 * Options: `--out-dir <folder>` (default `dist/`).
 */
import { outDirFromArgs } from '../runtime/cli.ts';
import { loadProjectSettings } from '../runtime/env.ts';
import type { Logger } from '../runtime/log.ts';
import { processLogger } from '../runtime/logger.ts';
import { startPublisher } from './start-publisher.ts';
import { exitOnSignals, onShutdown, shutdown } from '../runtime/shutdown.ts';

const settings = loadProjectSettings();
const log = processLogger('publisher', settings);

async function main(log: Logger): Promise<void> {
  exitOnSignals(log);
  const publisher = await startPublisher({
    settings,
    outDir: outDirFromArgs(),
    graphqlUrl: settings.PUBLIC_GRAPHQL_URL,
    env: process.env,
    log,
  });
  onShutdown(() => publisher.close());
  log.info(
    { url: publisher.url },
    `Publisher running at ${publisher.url} (status at /status, webhook at /hooks/publish).`,
  );
}

main(log).catch((error: unknown) => {
  log.error(`Publisher not started: ${error instanceof Error ? error.message : String(error)}`);
  void shutdown(1);
});
