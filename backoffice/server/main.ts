/**
 * `npm run backoffice` (and a process of `npm start`, `npm run dev`): the back office server on
 * BACKOFFICE_PORT, serving the back office built by `scripts/build-backoffice.ts` and
 * forwarding to the API at PUBLIC_GRAPHQL_URL. Ctrl-C stops it. Its lines are JSON on standard
 * output (`runtime/logger.ts`, LOG_LEVEL).
 */
import { existsSync } from 'node:fs';
import { withGeneratedSecrets } from '../../config/generated-secrets.ts';
import { clientAddressRule } from '../../runtime/client-address.ts';
import { createApiGateway } from './api-gateway.ts';
import { createPreviewer } from './previews.ts';
import { startBackofficeServer } from './server.ts';
import { loadProjectSettings } from '../../runtime/env.ts';
import type { Logger } from '../../runtime/log.ts';
import { processLogger } from '../../runtime/logger.ts';
import { localOrigin } from '../../runtime/ports.ts';
import { backofficeOutDir } from '../../runtime/paths.ts';
import { exitOnSignals, onShutdown, shutdown } from '../../runtime/shutdown.ts';

const settings = loadProjectSettings();
const log = processLogger('backoffice', settings);

async function main(log: Logger): Promise<void> {
  exitOnSignals(log);
  if (!existsSync(backofficeOutDir)) {
    throw new Error(
      `${backofficeOutDir} is missing: build the back office first (scripts/build-backoffice.ts)`,
    );
  }
  const gatewaySecret = withGeneratedSecrets(settings).BACKOFFICE_GATEWAY_SECRET;
  const server = await startBackofficeServer({
    root: backofficeOutDir,
    host: settings.HOST,
    publicUrl: settings.BACKOFFICE_URL,
    port: settings.BACKOFFICE_PORT,
    api: createApiGateway(settings.PUBLIC_GRAPHQL_URL, gatewaySecret),
    identify: clientAddressRule(settings.TRUST_PROXY),
    previewer: createPreviewer({
      graphqlUrl: settings.PUBLIC_GRAPHQL_URL,
      gatewaySecret,
      env: process.env,
    }),
    publisherUrl: localOrigin(settings.HOST, settings.PUBLISHER_PORT),
    siteUrl: settings.SITE_URL,
    photoUrl: settings.PHOTO_PUBLIC_URL,
    log,
  });
  onShutdown(() => server.close());
  log.info({ url: server.url }, `Back office running at ${server.url}`);
}

main(log).catch((error: unknown) => {
  log.error(`Back office not started: ${error instanceof Error ? error.message : String(error)}`);
  void shutdown(1);
});
