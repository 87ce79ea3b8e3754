/**
 * `npm run dev`: the local mailbox (unless SMTP_URL names a server), the embedded API (unless
 * PUBLIC_GRAPHQL_URL names another API) and the back office as supervised child processes, as `npm start` runs them, plus `astro dev` on PORT, with
 * the same Node. Ctrl-C stops them all; if astro exits, so do the others.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runNode } from './lib/child.ts';
import { loadProjectSettings } from '../runtime/env.ts';
import { claimInstance } from './lib/instance.ts';
import { planLocalRun } from './lib/local-run.ts';
import { PortInUseError, assertPortFree } from '../runtime/ports.ts';
import {
  apiProcess,
  backofficeProcess,
  localRunEnv,
  mailboxProcess,
  shopBanner,
} from './lib/shop-processes.ts';
import { exitOnSignals, isShuttingDown, shutdown } from '../runtime/shutdown.ts';
import { ApiRefusesError, assertApiAccepts, assertPortsFree, prepare } from './lib/start-shop.ts';
import { superviseUntilShutdown } from './lib/supervisor/supervise-until-shutdown.ts';
import { GaveUpError, NotReadyError } from './lib/supervisor/supervisor.ts';

/** The astro CLI of this project (run with process.execPath, never the system Node). */
function astroCli(): string {
  const manifest = createRequire(import.meta.url).resolve('astro/package.json');
  return join(dirname(manifest), 'bin', 'astro.mjs');
}

async function main(): Promise<void> {
  exitOnSignals();
  const settings = loadProjectSettings();
  const plan = planLocalRun(process.env, settings);
  const env = localRunEnv(process.env, plan);

  await claimInstance(settings.PORT);
  // astro dev would quietly move to the next free port; the site's URL must stay PORT.
  await assertPortFree(settings.PORT, settings.HOST, 'PORT');

  const supervisor = superviseUntilShutdown('npm run dev');
  const backoffice = backofficeProcess(settings, env);
  const started = [
    ...(settings.SMTP_URL === '' ? [mailboxProcess(settings, env)] : []),
    ...(plan.startMock ? [apiProcess(settings, plan, env)] : []),
    backoffice,
  ];
  assertApiAccepts(started, settings);
  await assertPortsFree(started, settings.HOST);
  for (const process of started.filter((entry) => entry !== backoffice)) {
    await supervisor.start(process);
  }
  await prepare(supervisor, [backoffice]);
  await supervisor.start(backoffice);
  console.log(
    [
      'The embedded API, the mailbox and the back office are running.',
      ...shopBanner(started, plan),
    ].join('\n'),
  );

  const args = [astroCli(), 'dev', '--host', settings.HOST, '--port', String(settings.PORT)];
  const code = await runNode(args, env).exited;
  await shutdown(code);
}

main().catch((error: unknown) => {
  // Stopping already (Ctrl-C, or the API given up on, which said so): nothing more to say.
  if (!isShuttingDown() && !(error instanceof GaveUpError)) {
    const explained =
      error instanceof PortInUseError ||
      error instanceof NotReadyError ||
      error instanceof ApiRefusesError;
    if (explained) console.error(`npm run dev: ${error.message} Stopping.`);
    else console.error(error);
  }
  void shutdown(1);
});
