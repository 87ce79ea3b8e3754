declare module 'virtual:api-transport' {
  /** The fetch the API client sends with (see astro.config.mjs: real network or mock mode). */
  export function resolveFetch(): typeof fetch | Promise<typeof fetch>;
}

declare module 'virtual:card-gateway' {
  /**
   * Where the card forms tokenize cards, and the public key they send (see astro.config.mjs:
   * the payment stand-in's, or Mercado Pago's with PAYMENT_PROVIDER=mercadopago).
   */
  export const gatewayUrl: string;
  export const gatewayPublicKey: string;
}
