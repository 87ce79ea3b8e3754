// @ts-check
/**
 * The floor of the build benchmark: a bare Astro project with no integrations, no data
 * fetching and no client code. `tests/bench/floor-build.ts` builds it with the project's own
 * astro, at the page and JSON counts the real build wrote, so the two times compare.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';

// Caches go to the repository's scratch folder, not into a node_modules/ inside this folder.
const cache = fileURLToPath(new URL('../../../.cache/bench-floor-cache/', import.meta.url));

export default defineConfig({
  output: 'static',
  build: { format: 'directory' },
  cacheDir: `${cache}astro`,
  vite: { cacheDir: `${cache}vite` },
});
