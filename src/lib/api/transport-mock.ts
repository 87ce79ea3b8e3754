/**
 * The mock-mode transport (`PUBLIC_MOCK=true`): a fetch that answers the API in-process with
 * the mock's own schema, resolvers and seed, so a static build of the whole shop runs with no
 * backend. Calls to the payment gateway (PUBLIC_PAYMENT_GATEWAY_URL's origin) are answered
 * in-process too, by the mock gateway sharing its token vault with the mock API, as the two
 * share one program under `npm start`. State lives in the browser's localStorage (in memory
 * during the build): no live secret, since sessions are stored as token hashes, passwords as
 * scrypt hashes, and recovery codes and card tokens live only in the page's memory.
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
import { createMockHandler } from '../../../mocks/handler.ts';
import type { MockPersistence } from '../../../mocks/handler.ts';
import { browserScrypt } from '../../../mocks/kdf-browser.ts';
import { createCardTokenVault } from '../../../mocks/gateway/card-tokens.ts';
import { createGatewayHandler } from '../../../mocks/gateway/handler.ts';
/* eslint-enable no-restricted-imports */

const STORAGE_KEY = 'vertice:mock-api-state';

function browserPersistence(): MockPersistence | undefined {
  if (typeof localStorage === 'undefined') return undefined;
  return {
    load() {
      const raw = localStorage.getItem(STORAGE_KEY);
      return raw ? JSON.parse(raw) : undefined;
    },
    save(snapshot) {
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(snapshot));
      } catch (error) {
        // A full or disabled storage loses the demo's changes on reload, nothing else.
        console.warn('[mock] could not keep the demo state in localStorage', error);
      }
    },
  };
}

/** The gateway's origin, or null when the setting is not a URL (then nothing is routed there). */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const cardTokens = createCardTokenVault();
const handler = createMockHandler({
  typeDefs,
  products: MOCK_PRODUCTS,
  persistence: browserPersistence(),
  log: (line) => console.info(line),
  passwords: {
    kdf: browserScrypt,
    // The lists weigh hundreds of KB: fetched only when someone chooses a password.
    isCommonPassword: async (password) =>
      (await import('../../../mocks/common-passwords.ts')).isCommonPassword(password),
  },
  cardTokens,
});
const gateway = createGatewayHandler({
  vault: cardTokens,
  publicKey: PUBLIC_PAYMENT_GATEWAY_PUBLIC_KEY,
  // Requests made inside the page carry no Origin header: no cross-origin caller exists here.
  allowedOrigins: [],
});
const gatewayOrigin = originOf(PUBLIC_PAYMENT_GATEWAY_URL);

const mockFetch: typeof fetch = (input, init) => {
  const request = new Request(input, init);
  const target = originOf(request.url) === gatewayOrigin ? gateway : handler;
  return target.fetch(request);
};

export function resolveFetch(): typeof fetch {
  return mockFetch;
}
