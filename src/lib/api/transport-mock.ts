/**
 * The mock-mode transport (`PUBLIC_MOCK=true`): a fetch that answers the API and the payment
 * stand-in in-process (`mocks/demo/`), so a static build of the whole shop runs with no backend.
 *
 * This is the one module of the site allowed to import from `mocks/` (SITE_DOORS in
 * config/fences.js). `virtual:api-transport` resolves here only when PUBLIC_MOCK is on (see
 * astro.config.mjs), so the default build's module graph does not contain it at all.
 */
import {
  MOCK_PRODUCTS,
  PUBLIC_PAYMENT_GATEWAY_PUBLIC_KEY,
  PUBLIC_PAYMENT_GATEWAY_URL,
} from 'astro:env/client';
import { demoFetch } from '../../../mocks/demo/browser-api.ts';

const mockFetch = demoFetch({
  products: MOCK_PRODUCTS,
  gatewayUrl: PUBLIC_PAYMENT_GATEWAY_URL,
  gatewayPublicKey: PUBLIC_PAYMENT_GATEWAY_PUBLIC_KEY,
});

export function resolveFetch(): typeof fetch {
  return mockFetch;
}
