/**
 * `npm start`: the whole shop on one command, like production.
 *
 * Starts the embedded mock GraphQL API (unless PUBLIC_GRAPHQL_URL names another API), builds the
 * site against it with `scripts/build.ts --incremental`, serves the result with the production
 * hosting rules, starts the publisher (editor changes announced by the mock's webhook are
 * published into the served folder) and prints the URLs and the demo login. Ctrl-C stops
 * everything it started and exits 0.
 *
 * Options: `--out-dir <folder>` (default `dist/`).
 */
import { runNode } from './lib/child.ts';
import { outDirFromArgs } from './lib/cli.ts';
import { loadProjectSettings } from './lib/env.ts';
import { claimInstance } from './lib/instance.ts';
import { LOCAL_HOST, planLocalRun } from './lib/local-run.ts';
import { assertMockPortsFree, startMockApi } from './lib/mock-api.ts';
import { startPublisher } from './lib/publisher/start-publisher.ts';
import { PortInUseError, assertPortFree } from './lib/ports.ts';
import { exitOnSignals, isShuttingDown, onShutdown, shutdown } from './lib/shutdown.ts';
import { startStaticServer } from './serve.ts';

async function main(): Promise<void> {
  exitOnSignals();
  const settings = loadProjectSettings();
  const outDir = outDirFromArgs();
  const plan = planLocalRun(process.env, settings);

  await claimInstance(settings.PORT);
  // Checked before the build so a taken port fails in a second, not after minutes of building.
  await assertPortFree(settings.PORT, LOCAL_HOST, 'PORT');
  if (plan.startMock) await assertMockPortsFree(settings);
  await assertPortFree(settings.PUBLISHER_PORT, LOCAL_HOST, 'PUBLISHER_PORT');
  // The mock announces editor changes to this run's publisher unless told otherwise.
  if (!process.env.PUBLISH_WEBHOOK_URL) {
    process.env.PUBLISH_WEBHOOK_URL = `http://${LOCAL_HOST}:${settings.PUBLISHER_PORT}/hooks/publish`;
  }

  let demoLogin: string | null = null;
  let mockGatewayUrl: string | null = null;
  if (plan.startMock) {
    const mock = await startMockApi(settings, plan.siteUrl);
    onShutdown(() => mock.close());
    demoLogin = mock.demoLogin;
    mockGatewayUrl = mock.gatewayUrl;
    console.log(
      `Mock API running at ${mock.graphqlUrl} (payment gateway ${mock.gatewayUrl}); building the site against it.`,
    );
  } else {
    console.log(`Building the site against ${plan.graphqlUrl}.`);
  }

  const buildEnv = {
    ...process.env,
    PUBLIC_GRAPHQL_URL: plan.graphqlUrl,
    SITE_URL: plan.siteUrl,
    PUBLIC_PAYMENT_GATEWAY_URL: plan.gatewayUrl,
  };
  const code = await runNode(['scripts/build.ts', '--out-dir', outDir, '--incremental'], buildEnv)
    .exited;
  if (isShuttingDown()) return;
  if (code !== 0) {
    console.error('npm start: the build failed (see above); stopping.');
    return shutdown(1);
  }

  const server = await startStaticServer({ root: outDir, port: settings.PORT });
  onShutdown(() => server.close());
  const publisher = await startPublisher({
    settings,
    outDir,
    graphqlUrl: plan.graphqlUrl,
    env: buildEnv,
    log: (line) => console.log(line),
  });
  onShutdown(() => publisher.close());

  const lines = [
    '',
    'The shop is running.',
    `  Site:         ${server.url}`,
    `  GraphQL API:  ${plan.graphqlUrl}${plan.startMock ? '  (embedded mock)' : ''}`,
    `  Publisher:    ${publisher.url}  (status page; webhook at /hooks/publish)`,
    `  Card gateway: ${plan.gatewayUrl}${plan.gatewayUrl === mockGatewayUrl ? '  (embedded mock)' : ''}`,
    ...(demoLogin ? [`  Demo login:   ${demoLogin}`] : []),
    '  Press Ctrl-C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof PortInUseError ? error.message : error);
  void shutdown(1);
});
