// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { loadEnv } from 'vite';
import { loadSettings } from './config/settings.ts';
import { astroEnvSchema } from './config/astro-env-schema.ts';
import { buildInfoIntegration } from './publisher/build/build-info.ts';
import { astroCspConfig } from './config/csp.ts';
import { cardGatewayModule, cardGatewayOf } from './config/card-gateway.ts';
import { hostingFilesIntegration } from './config/hosting-files.ts';
import { withSitePageList } from './publisher/build/site-page-list.ts';
import { reactRendererTags } from './config/react-renderer-tags.ts';
import { pureGraphqlDocuments } from './config/pure-graphql-documents.ts';
import { clientChunks } from './config/client-chunks.ts';
import { isSitemapPage } from './src/lib/private-routes.ts';

const schema = astroEnvSchema();

// astro.config runs before Astro loads .env files, so read them the way Vite will.
const loaded = loadSettings({
  ...loadEnv('production', process.cwd(), ''),
  ...process.env,
});
const { SITE_URL, PUBLIC_MOCK, PUBLIC_GRAPHQL_URL, PUBLIC_MAINTENANCE_NOTICE } = loaded;

// The browser bundles' files: React, the layout's shell, the rest (config/client-chunks.ts).
const chunks = clientChunks({ maintenanceNotice: PUBLIC_MAINTENANCE_NOTICE });

// Where the card forms tokenize, and with which public key: the stand-in, or Mercado Pago's API
// with the shop's public key when PAYMENT_PROVIDER=mercadopago (config/card-gateway.ts).
const cardGateway = cardGatewayOf(loaded);

/**
 * `virtual:api-transport` is the API client's fetch: the real network, or with PUBLIC_MOCK the
 * in-process mock. Chosen here, at module resolution, so the default build's module graph
 * holds no mock code at all (a dynamic import behind a constant would still emit its chunk).
 * @returns {import('vite').Plugin}
 */
function apiTransport() {
  const id = 'virtual:api-transport';
  const file = PUBLIC_MOCK ? 'transport-mock.ts' : 'transport-http.ts';
  const target = new URL(`./src/lib/api/${file}`, import.meta.url).pathname;
  return {
    name: 'api-transport',
    enforce: 'pre',
    resolveId: (source) => (source === id ? target : undefined),
  };
}

export default defineConfig({
  site: SITE_URL,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [
    // Islands render with renderToString: a prerendered page has nothing to stream, and React's
    // web-stream rendering per island took a third of a 10,000-product build's CPU time. None
    // of the islands suspends while prerendering (the painel's lazy tabs wait for a customer).
    react({ experimentalDisableStreaming: true }),
    withSitePageList(
      sitemap({
        // Private pages (src/lib/private-routes.ts: the customer area, its forms, the cart) stay out.
        filter: (page) => isSitemapPage(page),
        // The same spelling as canonical links (src/features/seo/meta.ts): no trailing slash.
        serialize: (item) => ({ ...item, url: item.url.replace(/(?<=[^/])\/+$/, '') }),
      }),
      // The sitemap lists pages only: a publish that kept the page list keeps the served one.
      { onlyWhenTheListChanges: true },
    ),
    // The build manifest lists every page, rendered now or earlier
    // (publisher/build/site-page-list.ts).
    withSitePageList(buildInfoIntegration()),
    // `_headers` and `_redirects` for static hosts, from config/hosting.ts.
    hostingFilesIntegration(),
  ],
  env: { schema, validateSecrets: true },
  // No Markdown pages: skip Shiki, whose inline styles the CSP would refuse (and Astro warns so).
  markdown: { syntaxHighlight: false },
  // The Content-Security-Policy <meta> of every page (config/csp.ts).
  security: {
    csp: astroCspConfig({
      graphqlUrl: PUBLIC_GRAPHQL_URL,
      // The card forms' tokenization: the stand-in, or Mercado Pago's API (config/csp.ts).
      gatewayUrl: cardGateway.url,
      mock: PUBLIC_MOCK,
      // Product photos from the bucket's CDN, when the API keeps them there.
      photoUrl: loaded.PHOTO_PUBLIC_URL,
    }),
  },
  vite: {
    plugins: [
      apiTransport(),
      // `virtual:card-gateway`, which the card forms read `cardGateway` from.
      cardGatewayModule(cardGateway),
      reactRendererTags(),
      pureGraphqlDocuments(),
      chunks.plugin,
    ],
    resolve: { alias: { '~': new URL('./src', import.meta.url).pathname } },
    // PGlite (mock mode's database) loads its WebAssembly next to its own module: it must not
    // be pre-bundled by the dev server.
    optimizeDeps: { exclude: ['@electric-sql/pglite'] },
    environments: {
      client: { build: { rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } } } },
    },
  },
});
