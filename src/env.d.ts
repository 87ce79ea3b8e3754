declare module 'virtual:api-transport' {
  /** The fetch the API client sends with (see astro.config.mjs: real network or mock mode). */
  export function resolveFetch(): typeof fetch | Promise<typeof fetch>;
}
