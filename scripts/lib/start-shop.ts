/**
 * Starts the process table of `npm start` under a supervisor, in order: the processes the site
 * is built against (the API), each waited for until it answers; the build
 * (`scripts/build.ts --incremental` into the served folder); then the one-off steps of the rest
 * (the back office's own build) and the processes that serve or update the build (site server,
 * publisher, back office), together.
 */
import { refusals } from '../../api/production-settings.ts';
import type { ProductionSettings } from '../../api/production-settings.ts';
import { assertPortFree } from '../../runtime/ports.ts';
import type { ShopProcess } from './shop-processes.ts';
import type { Supervisor } from './supervisor/supervisor.ts';

/** The build ended with an error; its own lines said why. */
export class BuildFailedError extends Error {
  override name = 'BuildFailedError';
}

/** The production API (`api/main.ts`) of the table would refuse these settings; it said why. */
export class ApiRefusesError extends Error {
  override name = 'ApiRefusesError';
}

/**
 * Fails at once, with the production API's own reasons, when the table starts it with settings
 * it refuses (SEED=demo, say), instead of after it failed at start five times.
 */
export function assertApiAccepts(
  processes: readonly ShopProcess[],
  settings: ProductionSettings,
): void {
  const production = processes.some((process) => process.args[0] === 'api/main.ts');
  const refused = production ? refusals(settings) : [];
  if (refused.length > 0) {
    throw new ApiRefusesError(`The API would not start: ${refused.join('; ')}.`);
  }
}

/** Fails fast, naming the setting, when a port of the table is taken (before a long build). */
export async function assertPortsFree(
  processes: readonly ShopProcess[],
  host: string,
): Promise<void> {
  for (const { port, setting } of processes.flatMap((process) => process.ports)) {
    await assertPortFree(port, host, setting);
  }
}

export async function startShop(
  supervisor: Supervisor,
  processes: readonly ShopProcess[],
  build: { readonly outDir: string; readonly env: NodeJS.ProcessEnv },
): Promise<void> {
  for (const process of processes.filter((entry) => entry.phase === 'before-build')) {
    await supervisor.start(process);
  }
  const code = await supervisor.run({
    name: 'build',
    args: ['scripts/build.ts', '--out-dir', build.outDir, '--incremental'],
    env: build.env,
  });
  if (code !== 0) throw new BuildFailedError('The build failed (see its lines above).');
  const after = processes.filter((entry) => entry.phase === 'after-build');
  await prepare(supervisor, after);
  await Promise.all(after.map((process) => supervisor.start(process)));
}

/** Runs the one-off steps of `processes` (the back office's build), each to its end. */
export async function prepare(
  supervisor: Supervisor,
  processes: readonly ShopProcess[],
): Promise<void> {
  for (const process of processes) {
    if (!process.prepare) continue;
    const code = await supervisor.run({
      name: `${process.name}-build`,
      args: [...process.prepare],
      env: process.env,
    });
    if (code !== 0) {
      throw new BuildFailedError(`The ${process.name} build failed (see its lines above).`);
    }
  }
}
