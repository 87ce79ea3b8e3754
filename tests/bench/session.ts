/**
 * What the parts of one run share: the counting proxy every build and the built site talk to,
 * the mock API behind it (one catalogue size at a time), and the production static server for
 * the measured site, started first so its URL can be the builds' SITE_URL.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startMockServer } from '../../mocks/server.ts';
import { openSeeded } from '../../api/db/bootstrap.ts';
import type { MockServer } from '../../mocks/server.ts';
import { startStaticServer } from '../../site-server/serve.ts';
import type { StaticServer } from '../../site-server/serve.ts';
import { cacheDir } from '../../runtime/paths.ts';
import { startCountingProxy } from './api-proxy.ts';
import type { CountingProxy } from './api-proxy.ts';
import { demoSeeder } from '../../mocks/seed/seed-database.ts';
import { rememberBackofficeKey } from '../support/api/graphql-call.ts';

/** The catalogue size of the site whose pages are weighed and audited. */
export const SITE_PRODUCTS = 50;

export interface BenchSession {
  readonly proxy: CountingProxy;
  /** The static server (what `npm start` serves) for `siteDir`. */
  readonly server: StaticServer;
  /** The 50-product build the weight and Lighthouse parts measure. */
  readonly siteDir: string;
  /** Whether `siteDir` holds a build made in this run (against this run's proxy URL). */
  siteBuilt: boolean;
  /**
   * Puts a fresh mock API with `products` products behind the proxy; its editor changes are
   * announced to `publishWebhookUrl` (by default to nobody). Answers it (its payment stand-in
   * is reached directly, at its `gatewayUrl`).
   */
  useCatalogue(products: number, publishWebhookUrl?: string): Promise<MockServer>;
  close(): Promise<void>;
}

export async function openSession(): Promise<BenchSession> {
  const siteDir = join(cacheDir, `bench-dist-${SITE_PRODUCTS}`);
  mkdirSync(siteDir, { recursive: true });
  const proxy = await startCountingProxy();
  const server = await startStaticServer({ root: siteDir, port: 0 });
  let mock: MockServer | null = null;
  let closed: Promise<unknown> | null = null;
  return {
    proxy,
    server,
    siteDir,
    siteBuilt: false,
    async useCatalogue(products, publishWebhookUrl = '') {
      // A fresh mock even for the same size: every build starts from the seed state.
      await mock?.close();
      mock = await startMockServer({
        port: 0,
        products,
        quiet: true,
        publishWebhookUrl,
        database: await openSeeded(
          { engine: 'embedded', directory: 'memory' },
          demoSeeder(products),
        ),
      });
      proxy.setUpstream(mock.url);
      // Staff work through the proxy goes as the back office's server sends it.
      rememberBackofficeKey(proxy.graphqlUrl, mock.backofficeGatewaySecret);
      proxy.takeCounts();
      return mock;
    },
    async close() {
      // Called at the end and again by the Ctrl-C cleanup: closes once.
      closed ??= Promise.all([mock?.close(), proxy.close(), server.close()]);
      await closed;
    },
  };
}
