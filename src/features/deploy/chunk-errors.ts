/**
 * What a failed chunk load looks like. After a deploy, a page of the previous build asks for
 * `/_astro/*` files that no longer exist; each browser words the resulting error differently,
 * and Vite's preload helper adds its own for stylesheets.
 */

/** Where the bundler puts every content-hashed file (Astro's `build.assets`). */
export const CHUNK_PATH_PREFIX = '/_astro/';

const CHUNK_LOAD_MESSAGES = [
  // Chromium: "Failed to fetch dynamically imported module: https://…/_astro/x.js"
  'Failed to fetch dynamically imported module',
  // Firefox: "error loading dynamically imported module: https://…/_astro/x.js"
  'error loading dynamically imported module',
  // Safari: "Importing a module script failed."
  'Importing a module script failed',
  // Vite's preload helper, when a chunk's stylesheet fails.
  'Unable to preload CSS',
];

/** Whether `error` is a module or stylesheet of the bundle that could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error && CHUNK_LOAD_MESSAGES.some((message) => error.message.includes(message))
  );
}

/** Whether `url` (absolute, or relative to `origin`) is one of this site's bundled files. */
export function isChunkUrl(url: string, origin: string): boolean {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin && parsed.pathname.startsWith(CHUNK_PATH_PREFIX);
  } catch {
    return false;
  }
}
