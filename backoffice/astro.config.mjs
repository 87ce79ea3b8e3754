// @ts-check
/**
 * The back office: an Astro project of its own, built apart from the public site into
 * `.cache/backoffice-dist/` (scripts/build-backoffice.ts) and served on its own origin by
 * backoffice/server/main.ts. Its pages are shells with one React island each; they reuse the site's
 * design system (`src/styles/global.css`), form kit (`src/components/form/`) and rich-text
 * editor, and nothing of the site's private features. Its assets live under `/_bo/`, so the
 * site's own `/_astro/` files (a preview's) never collide with them.
 */
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { astroEnvSchema } from '../config/astro-env-schema.ts';
import { directiveLines, VIDEO_ORIGINS } from '../config/csp.ts';
import { pureGraphqlDocuments } from '../config/pure-graphql-documents.ts';

export default defineConfig({
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', assets: '_bo' },
  integrations: [react()],
  markdown: { syntaxHighlight: false },
  env: { schema: astroEnvSchema() },
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: directiveLines({
        'default-src': ["'self'"],
        // Everything goes through the back office's own server (API gateway, photos, previews).
        'connect-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        // The preview frame (this origin) and the videos rich text may embed.
        'frame-src': ["'self'", ...VIDEO_ORIGINS],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
      }),
      // The rich-text editor keeps colours as style attributes (sanitized like the site's).
      styleDirective: { resources: [{ resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  vite: {
    plugins: [pureGraphqlDocuments()],
    resolve: { alias: { '~': new URL('../src', import.meta.url).pathname } },
    server: { fs: { allow: ['..'] } },
  },
});
