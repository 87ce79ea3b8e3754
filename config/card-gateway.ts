/**
 * The card gateway of the browser's card forms: where they tokenize cards and with which public
 * key, chosen at build time from PAYMENT_PROVIDER (`tokenizationUrl`, `tokenizationKey`), and
 * handed to them as the module `virtual:card-gateway`, since the browser's own settings
 * (`astro:env/client`) do not carry PAYMENT_PROVIDER nor MERCADOPAGO_PUBLIC_KEY.
 */
import type { Plugin } from 'vite';
import { tokenizationKey, tokenizationUrl } from './csp.ts';
import { settings as table } from './settings.ts';
import type { Settings } from './settings.ts';

export interface CardGateway {
  /** The base URL of `POST /v1/card_tokens`. */
  readonly url: string;
  /** The public key sent with each tokenization. */
  readonly publicKey: string;
}

export const CARD_GATEWAY_MODULE = 'virtual:card-gateway';

export function cardGatewayOf(
  settings: Pick<
    Settings,
    | 'PAYMENT_PROVIDER'
    | 'PUBLIC_PAYMENT_GATEWAY_URL'
    | 'PUBLIC_PAYMENT_GATEWAY_PUBLIC_KEY'
    | 'MERCADOPAGO_PUBLIC_KEY'
  >,
): CardGateway {
  return {
    url: tokenizationUrl({
      provider: settings.PAYMENT_PROVIDER,
      gatewayUrl: settings.PUBLIC_PAYMENT_GATEWAY_URL,
      defaultUrl: table.PUBLIC_PAYMENT_GATEWAY_URL.default,
    }),
    publicKey: tokenizationKey({
      provider: settings.PAYMENT_PROVIDER,
      gatewayKey: settings.PUBLIC_PAYMENT_GATEWAY_PUBLIC_KEY,
      mercadoPagoKey: settings.MERCADOPAGO_PUBLIC_KEY,
    }),
  };
}

/** The source of `virtual:card-gateway` for `gateway`. */
export function cardGatewaySource(gateway: CardGateway): string {
  return [
    `export const gatewayUrl = ${JSON.stringify(gateway.url)};`,
    `export const gatewayPublicKey = ${JSON.stringify(gateway.publicKey)};`,
    '',
  ].join('\n');
}

/** The Vite plugin that serves `virtual:card-gateway` (astro.config.mjs). */
export function cardGatewayModule(gateway: CardGateway): Plugin {
  const resolved = `\0${CARD_GATEWAY_MODULE}`;
  return {
    name: 'card-gateway',
    resolveId: (source) => (source === CARD_GATEWAY_MODULE ? resolved : undefined),
    load: (id) => (id === resolved ? cardGatewaySource(gateway) : undefined),
  };
}
