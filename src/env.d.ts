declare module 'virtual:api-transport' {
  /** The fetch the API client sends with (see astro.config.mjs: real network or mock mode). */
  export function resolveFetch(): typeof fetch | Promise<typeof fetch>;
}

declare module 'virtual:build-info' {
  /** This build's id, as published in /builds/latest.json (see config/build-info.ts). */
  export const BUILD_ID: string;
  export const BUILD_TIMESTAMP: number;
}
