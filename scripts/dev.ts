/**
 * `npm run dev`: the embedded mock API (unless PUBLIC_GRAPHQL_URL names another API) plus
 * `astro dev` on PORT, with the same Node. Ctrl-C stops both; if astro exits, so does the mock.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runNode } from './lib/child.ts';
import { loadProjectSettings } from './lib/env.ts';
import { claimInstance } from './lib/instance.ts';
import { LOCAL_HOST, planLocalRun } from './lib/local-run.ts';
import { assertMockPortsFree, startMockApi } from './lib/mock-api.ts';
import { PortInUseError, assertPortFree } from './lib/ports.ts';
import { exitOnSignals, onShutdown, shutdown } from './lib/shutdown.ts';

/** The astro CLI of this project (run with process.execPath, never the system Node). */
function astroCli(): string {
  const manifest = createRequire(import.meta.url).resolve('astro/package.json');
  return join(dirname(manifest), 'bin', 'astro.mjs');
}

async function main(): Promise<void> {
  exitOnSignals();
  const settings = loadProjectSettings();
  const plan = planLocalRun(process.env, settings);

  await claimInstance(settings.PORT);
  // astro dev would quietly move to the next free port; the site's URL must stay PORT.
  await assertPortFree(settings.PORT, LOCAL_HOST, 'PORT');

  if (plan.startMock) {
    await assertMockPortsFree(settings);
    const mock = await startMockApi(settings, plan.siteUrl);
    onShutdown(() => mock.close());
    console.log(
      `Mock API running at ${mock.graphqlUrl}, payment gateway at ${mock.gatewayUrl} (demo login: ${mock.demoLogin}).`,
    );
  }

  const env = {
    ...process.env,
    PUBLIC_GRAPHQL_URL: plan.graphqlUrl,
    SITE_URL: plan.siteUrl,
    PUBLIC_PAYMENT_GATEWAY_URL: plan.gatewayUrl,
  };
  const args = [astroCli(), 'dev', '--host', LOCAL_HOST, '--port', String(settings.PORT)];
  const code = await runNode(args, env).exited;
  await shutdown(code);
}

main().catch((error: unknown) => {
  console.error(error instanceof PortInUseError ? error.message : error);
  void shutdown(1);
});
