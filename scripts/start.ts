/**
 * `npm start`: the whole shop on one command, like production, as separate processes under a
 * supervisor (scripts/lib/supervisor/): the embedded API with its card gateway (unless
 * PUBLIC_GRAPHQL_URL names another API), then the build of the site against it
 * (`scripts/build.ts --incremental`), then the static server with the production hosting rules
 * and the publisher (editor changes announced by the API's webhook are published into the
 * served folder). The process table is `scripts/lib/shop-processes.ts`. Every child's lines
 * appear here prefixed with its name; one that ends unexpectedly is started again. Prints the
 * URLs and the demo login; Ctrl-C stops everything it started and exits 0.
 *
 * Options: `--out-dir <folder>` (default `dist/`).
 */
import { secretsSource, withGeneratedSecrets } from '../config/generated-secrets.ts';
import { outDirFromArgs } from '../runtime/cli.ts';
import { loadProjectSettings } from '../runtime/env.ts';
import { claimInstance } from './lib/instance.ts';
import { planLocalRun } from './lib/local-run.ts';
import { shopBanner, shopEnv, shopProcesses } from './lib/shop-processes.ts';
import { exitOnSignals, isShuttingDown, shutdown } from '../runtime/shutdown.ts';
import { PortInUseError } from '../runtime/ports.ts';
import {
  ApiRefusesError,
  BuildFailedError,
  assertApiAccepts,
  assertPortsFree,
  startShop,
} from './lib/start-shop.ts';
import { superviseUntilShutdown } from './lib/supervisor/supervise-until-shutdown.ts';
import { GaveUpError, NotReadyError } from './lib/supervisor/supervisor.ts';

async function main(): Promise<void> {
  exitOnSignals();
  const settings = loadProjectSettings();
  // Made now, before the processes that share them start (each would otherwise race to).
  withGeneratedSecrets(settings);
  const secrets = secretsSource(settings);
  const outDir = outDirFromArgs();
  const plan = planLocalRun(process.env, settings);
  const env = shopEnv(process.env, settings, plan);
  const processes = shopProcesses({ settings, plan, outDir, env });

  assertApiAccepts(processes, settings);
  await claimInstance(settings.PORT);
  // Checked before the build so a taken port fails in a second, not after minutes of building.
  await assertPortsFree(processes, settings.HOST);

  const supervisor = superviseUntilShutdown('npm start');
  console.log(
    plan.startMock
      ? 'Starting the embedded API, then building the site against it.'
      : `Building the site against ${plan.graphqlUrl}.`,
  );
  await startShop(supervisor, processes, { outDir, env });

  console.log(
    [
      '',
      'The shop is running.',
      ...shopBanner(processes, plan),
      `  Secrets: ${secrets}`,
      '  Each process writes its lines here, prefixed with its name ([api], [site], …).',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  // Stopping already (Ctrl-C, or a process given up on, which said so): nothing more to say.
  if (!isShuttingDown() && !(error instanceof GaveUpError)) {
    const explained =
      error instanceof PortInUseError ||
      error instanceof NotReadyError ||
      error instanceof BuildFailedError ||
      error instanceof ApiRefusesError;
    if (explained) console.error(`npm start: ${error.message} Stopping.`);
    else console.error(error);
  }
  void shutdown(1);
});
