/**
 * The in-browser demo (`PUBLIC_MOCK=true`): the real API's schema, resolvers and seed answering
 * in-process, so a static build of the whole shop runs with no backend. Calls to the payment
 * stand-in's origin are answered in-process too, by the stand-in's card tokens, whose saved
 * cards the API keeps at the stand-in's customers, in the same database as under `npm start`. Records live in the same database
 * schema as on the server, in PGlite inside the page, kept in the browser's IndexedDB (in memory
 * during the build): no live secret, since sessions are stored as token hashes and passwords as
 * scrypt hashes.
 */
import typeDefs from '../schema.graphql?raw';
import { createApiHandler } from '../../api/http/handler.ts';
import type { ApiHandler } from '../../api/http/handler.ts';
import { createDataAccess } from '../../api/core/data-access.ts';
import { startExpirySweeper } from '../../api/modules/orders/expiry-sweep.ts';
import { DEFAULT_ORDER_SETTINGS } from '../../api/modules/orders/order-settings.ts';
import { createDemoProvider } from '../../api/providers/payments/demo-provider.ts';
import { createCardTokenVault } from '../gateway/card-tokens.ts';
import { createCustomerStore, inProcessSavedCards } from '../gateway/customers.ts';
import { createGatewayHandler } from '../gateway/handler.ts';
import type { GatewayHandler } from '../gateway/handler.ts';
import { openBrowserDatabase } from './database-browser.ts';
import { browserScrypt } from './kdf-browser.ts';
import { demoWiring } from '../demo-wiring.ts';
import { consoleLogger } from '../../runtime/log.ts';

/** The demo's database in the browser's IndexedDB. */
const DATABASE = 'idb://vertice-mock-api';
/** How often the demo looks for unpaid pedidos past their deadline while a page is open. */
const SWEEP_INTERVAL_MS = 30_000;

export interface DemoOptions {
  /** How many products the demo's catalogue has (MOCK_PRODUCTS). */
  readonly products: number;
  /** Where the card forms tokenize (`virtual:card-gateway`): requests there go to the stand-in. */
  readonly gatewayUrl: string;
  /** The public key the card forms send, which the stand-in then accepts. */
  readonly gatewayPublicKey: string;
}

/** The gateway's origin, or null when the setting is not a URL (then nothing is routed there). */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

interface DemoServices {
  readonly handler: ApiHandler;
  readonly gateway: GatewayHandler;
}

async function startDemo(options: DemoOptions): Promise<DemoServices> {
  const inBrowser = typeof indexedDB !== 'undefined';
  const database = await openBrowserDatabase(inBrowser ? DATABASE : 'memory://', options.products);
  const cardTokens = createCardTokenVault(database.db);
  // Charges in the tab's memory: a card approved at once, Pix and boleto pending (no bank here).
  const payments = createDemoProvider({
    merchant: DEFAULT_ORDER_SETTINGS.pix,
    savedCards: inProcessSavedCards(createCustomerStore(database.db)),
  });
  // The tab's console hears what went wrong, not a line per request of the page's own API.
  const log = consoleLogger('warn');
  const handler = createApiHandler({
    typeDefs,
    database,
    ...demoWiring(options.products, false),
    log,
    passwords: {
      kdf: browserScrypt,
      // The lists weigh hundreds of KB: fetched only when someone chooses a password.
      isCommonPassword: async (password) =>
        (await import('../../api/modules/account/common-passwords.ts')).isCommonPassword(password),
    },
    payments,
  });
  if (inBrowser) {
    const sweeper = startExpirySweeper({
      data: createDataAccess(database.db),
      now: () => Date.now(),
      intervalMs: SWEEP_INTERVAL_MS,
      log,
      // The tab keeps its messages in its outbox: no mail leaves a browser demo.
      mailer: handler.mailer,
      payments,
    });
    await sweeper.runOnce();
  }
  const gateway = createGatewayHandler({
    vault: cardTokens,
    publicKey: options.gatewayPublicKey,
    // Requests made inside the page carry no Origin header: no cross-origin caller exists here.
    allowedOrigins: [],
  });
  return { handler, gateway };
}

/** A fetch that answers the API and the payment stand-in in-process; started on first use. */
export function demoFetch(options: DemoOptions): typeof fetch {
  let services: Promise<DemoServices> | undefined;
  const gatewayOrigin = originOf(options.gatewayUrl);
  return async (input, init) => {
    const request = new Request(input, init);
    services ??= startDemo(options);
    const { handler, gateway } = await services;
    const target = originOf(request.url) === gatewayOrigin ? gateway : handler;
    return target.fetch(request);
  };
}
