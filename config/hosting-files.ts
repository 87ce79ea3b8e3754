/**
 * Writes `_headers` and `_redirects` (config/static-hosting.ts) into every build's output, so
 * a static host that reads them (Netlify, Cloudflare Pages) serves the shop with the same
 * headers and rewrites as `npm start`.
 */
import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { headersFile, redirectsFile } from './static-hosting.ts';

export function hostingFilesIntegration(): AstroIntegration {
  return {
    name: 'hosting-files',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await writeFile(new URL('_headers', dir), headersFile());
        await writeFile(new URL('_redirects', dir), redirectsFile());
      },
    },
  };
}
