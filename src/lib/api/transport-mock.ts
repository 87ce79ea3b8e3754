/**
 * The mock-mode transport (`PUBLIC_MOCK=true`): a fetch that answers the API and the payment
 * stand-in in-process (`mocks/demo/`), so a static build of the whole shop runs with no backend.
 *
 * This is the one module of the site allowed to import from `mocks/` (SITE_DOORS in
 * config/fences.js). `virtual:api-transport` resolves here only when PUBLIC_MOCK is on (see
 * astro.config.mjs), so the default build's module graph does not contain it at all.
 */
import { MOCK_PRODUCTS } from 'astro:env/client';
import { gatewayPublicKey, gatewayUrl } from 'virtual:card-gateway';
import { demoFetch } from '../../../mocks/demo/browser-api.ts';

const mockFetch = demoFetch({
  products: MOCK_PRODUCTS,
  // The in-page stand-in answers where, and with the key, the card forms tokenize.
  gatewayUrl,
  gatewayPublicKey,
});

export function resolveFetch(): typeof fetch {
  return mockFetch;
}
