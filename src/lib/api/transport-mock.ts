/**
 * The mock-mode transport (`PUBLIC_MOCK=true`): a fetch that answers the API in-process with
 * the mock's own schema, resolvers and seed, so a static build of the whole shop runs with no
 * backend. Calls to the payment gateway (PUBLIC_PAYMENT_GATEWAY_URL's origin) are answered
 * in-process too, by the mock gateway sharing its token vault with the mock API, as the two
 * share one program under `npm start`. Records live in the same database schema as on the
 * server, in PGlite inside the page, kept in the browser's IndexedDB (in memory during the
 * build): no live secret, since sessions are stored as token hashes and passwords as scrypt
 * hashes.
 *
 * This is the one module of the site allowed to import from `mocks/`. `virtual:api-transport`
 * resolves here only when PUBLIC_MOCK is on (see astro.config.mjs), so the default build's
 * module graph does not contain it at all.
 */
import {
  MOCK_PRODUCTS,
  PUBLIC_PAYMENT_GATEWAY_PUBLIC_KEY,
  PUBLIC_PAYMENT_GATEWAY_URL,
} from 'astro:env/client';
/* eslint-disable no-restricted-imports -- the sanctioned bridge to the mock (see above) */
import typeDefs from '../../../mocks/schema.graphql?raw';
import { createMockHandler } from '../../../mocks/api/handler.ts';
import type { MockHandler } from '../../../mocks/api/handler.ts';
import { createDataAccess } from '../../../mocks/api/data-access.ts';
import { browserScrypt } from '../../../mocks/domains/account/kdf-browser.ts';
import { startExpirySweeper } from '../../../mocks/domains/orders/expiry-sweep.ts';
import { createCardTokenVault } from '../../../mocks/gateway/card-tokens.ts';
import { createGatewayHandler } from '../../../mocks/gateway/handler.ts';
import type { GatewayHandler } from '../../../mocks/gateway/handler.ts';
import { openBrowserDatabase } from '../../../mocks/store/database-browser.ts';
/* eslint-enable no-restricted-imports */

/** The demo's database in the browser's IndexedDB. */
const DATABASE = 'idb://vertice-mock-api';
/** How often the demo looks for unpaid pedidos past their deadline while a page is open. */
const SWEEP_INTERVAL_MS = 30_000;

/** The gateway's origin, or null when the setting is not a URL (then nothing is routed there). */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

interface MockServices {
  readonly handler: MockHandler;
  readonly gateway: GatewayHandler;
}

let services: Promise<MockServices> | undefined;

/** The demo's API and gateway, made on the first call (opening the database takes a moment). */
function mockServices(): Promise<MockServices> {
  services ??= (async () => {
    const inBrowser = typeof indexedDB !== 'undefined';
    const database = await openBrowserDatabase(inBrowser ? DATABASE : 'memory://', MOCK_PRODUCTS);
    const cardTokens = createCardTokenVault(database.db);
    const handler = createMockHandler({
      typeDefs,
      database,
      products: MOCK_PRODUCTS,
      log: (line) => console.info(line),
      passwords: {
        kdf: browserScrypt,
        // The lists weigh hundreds of KB: fetched only when someone chooses a password.
        isCommonPassword: async (password) =>
          (await import('../../../mocks/domains/account/common-passwords.ts')).isCommonPassword(
            password,
          ),
      },
      cardTokens,
    });
    if (inBrowser) {
      const sweeper = startExpirySweeper({
        data: createDataAccess(database.db),
        now: () => Date.now(),
        intervalMs: SWEEP_INTERVAL_MS,
        log: (line) => console.info(line),
      });
      await sweeper.runOnce();
    }
    const gateway = createGatewayHandler({
      vault: cardTokens,
      publicKey: PUBLIC_PAYMENT_GATEWAY_PUBLIC_KEY,
      // Requests made inside the page carry no Origin header: no cross-origin caller exists here.
      allowedOrigins: [],
    });
    return { handler, gateway };
  })();
  return services;
}

const gatewayOrigin = originOf(PUBLIC_PAYMENT_GATEWAY_URL);

const mockFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const { handler, gateway } = await mockServices();
  const target = originOf(request.url) === gatewayOrigin ? gateway : handler;
  return target.fetch(request);
};

export function resolveFetch(): typeof fetch {
  return mockFetch;
}
