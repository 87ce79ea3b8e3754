/**
 * The default transport: the browser's (or Node's) own fetch, looked up on every call so
 * tests and instrumentation that replace `globalThis.fetch` are honoured.
 * `virtual:api-transport` resolves here unless PUBLIC_MOCK is on (see astro.config.mjs).
 */
export function resolveFetch(): typeof fetch {
  return globalThis.fetch;
}
