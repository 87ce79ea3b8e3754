/**
 * `npm run publisher`: receives the signed publish webhooks on PUBLISHER_PORT and publishes the
 * changes into the served folder incrementally (publisher/). Serving that folder is
 * someone else's job (`npm start` does both). Ctrl-C stops it after a build in progress.
 *
 * Options: `--out-dir <folder>` (default `dist/`).
 */
import { outDirFromArgs } from '../runtime/cli.ts';
import { loadProjectSettings } from '../runtime/env.ts';
import { startPublisher } from './start-publisher.ts';
import { exitOnSignals, onShutdown, shutdown } from '../runtime/shutdown.ts';

async function main(): Promise<void> {
  exitOnSignals();
  const settings = loadProjectSettings();
  const publisher = await startPublisher({
    settings,
    outDir: outDirFromArgs(),
    graphqlUrl: settings.PUBLIC_GRAPHQL_URL,
    env: process.env,
    log: (line) => console.log(line),
  });
  onShutdown(() => publisher.close());
  console.log(`Publisher running at ${publisher.url} (status page; webhook at /hooks/publish).`);
}

main().catch((error: unknown) => {
  console.error(`Publisher not started: ${error instanceof Error ? error.message : String(error)}`);
  void shutdown(1);
});
