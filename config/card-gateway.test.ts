import { describe, expect, it } from 'vitest';
import { cardGatewayOf, cardGatewaySource } from './card-gateway.ts';
import { settings } from './settings.ts';

const defaults = {
  PAYMENT_PROVIDER: settings.PAYMENT_PROVIDER.default,
  PUBLIC_PAYMENT_GATEWAY_URL: settings.PUBLIC_PAYMENT_GATEWAY_URL.default,
  PUBLIC_PAYMENT_GATEWAY_PUBLIC_KEY: settings.PUBLIC_PAYMENT_GATEWAY_PUBLIC_KEY.default,
  MERCADOPAGO_PUBLIC_KEY: settings.MERCADOPAGO_PUBLIC_KEY.default,
};

describe('cardGatewayOf', () => {
  it('is the embedded stand-in and its key with the default settings', () => {
    expect(cardGatewayOf(defaults)).toEqual({
      url: 'http://127.0.0.1:4001',
      publicKey: 'pk_test_vertice_mock',
    });
  });

  it("is Mercado Pago's API and the shop's public key when a merchant sets its settings", () => {
    const merchant = {
      ...defaults,
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_PUBLIC_KEY: 'APP_USR-0f1e2d3c-4b5a',
    };
    expect(cardGatewayOf(merchant)).toEqual({
      url: 'https://api.mercadopago.com',
      publicKey: 'APP_USR-0f1e2d3c-4b5a',
    });
  });

  it('refuses a mercadopago build without its public key', () => {
    expect(() => cardGatewayOf({ ...defaults, PAYMENT_PROVIDER: 'mercadopago' })).toThrow(
      /MERCADOPAGO_PUBLIC_KEY/,
    );
  });
});

describe('cardGatewaySource', () => {
  it('exports the URL and the key, as string literals whatever they hold', async () => {
    const gateway = { url: 'https://api.mercadopago.com', publicKey: 'APP_USR-"quoted"\n' };
    const source = cardGatewaySource(gateway);
    const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<
      string,
      unknown
    >;
    expect(Object.keys(module).sort()).toEqual(['gatewayPublicKey', 'gatewayUrl']);
    expect(module['gatewayUrl']).toBe('https://api.mercadopago.com');
    expect(module['gatewayPublicKey']).toBe('APP_USR-"quoted"\n');
  });
});
