import { describe, expect, it } from 'vitest';
import { planLocalRun } from './local-run.ts';

const ports = {
  HOST: '127.0.0.1',
  PORT: 4321,
  MOCK_API_PORT: 4000,
  MOCK_PAYMENT_GATEWAY_PORT: 4001,
  BACKOFFICE_PORT: 4200,
};

describe('planLocalRun', () => {
  it('starts the mock and builds against it when no API is configured', () => {
    expect(planLocalRun({}, ports)).toEqual({
      startMock: true,
      graphqlUrl: 'http://127.0.0.1:4000/graphql',
      siteUrl: 'http://127.0.0.1:4321',
      backofficeUrl: 'http://127.0.0.1:4200',
      gatewayUrl: 'http://127.0.0.1:4001',
    });
  });

  it('follows MOCK_API_PORT, MOCK_PAYMENT_GATEWAY_PORT, PORT and BACKOFFICE_PORT when the URLs are left at their defaults', () => {
    const env = {
      PUBLIC_GRAPHQL_URL: 'http://127.0.0.1:4000/graphql',
      SITE_URL: 'http://127.0.0.1:4321',
      BACKOFFICE_URL: 'http://127.0.0.1:4200',
      PUBLIC_PAYMENT_GATEWAY_URL: 'http://127.0.0.1:4001',
    };
    const moved = {
      HOST: '127.0.0.1',
      PORT: 4331,
      MOCK_API_PORT: 4011,
      MOCK_PAYMENT_GATEWAY_PORT: 4012,
      BACKOFFICE_PORT: 4014,
    };
    expect(planLocalRun(env, moved)).toEqual({
      startMock: true,
      graphqlUrl: 'http://127.0.0.1:4011/graphql',
      siteUrl: 'http://127.0.0.1:4331',
      backofficeUrl: 'http://127.0.0.1:4014',
      gatewayUrl: 'http://127.0.0.1:4012',
    });
  });

  it("tokenizes at Mercado Pago's API with PAYMENT_PROVIDER=mercadopago", () => {
    expect(planLocalRun({ PAYMENT_PROVIDER: 'mercadopago' }, ports).gatewayUrl).toBe(
      'https://api.mercadopago.com',
    );
    const env = {
      PAYMENT_PROVIDER: 'mercadopago',
      PUBLIC_PAYMENT_GATEWAY_URL: 'http://127.0.0.1:4001',
    };
    expect(planLocalRun(env, ports).gatewayUrl).toBe('https://api.mercadopago.com');
  });

  it('starts the mock when PUBLIC_GRAPHQL_URL names the mock port itself', () => {
    const env = { PUBLIC_GRAPHQL_URL: 'http://127.0.0.1:4011/graphql' };
    expect(planLocalRun(env, { ...ports, PORT: 4331, MOCK_API_PORT: 4011 }).startMock).toBe(true);
  });

  it('uses a real API as configured and starts no mock', () => {
    const env = {
      PUBLIC_GRAPHQL_URL: 'https://api.loja.com.br/graphql',
      SITE_URL: 'https://loja.com.br',
      BACKOFFICE_URL: 'https://gestao.loja.com.br',
      PUBLIC_PAYMENT_GATEWAY_URL: 'https://api.mercadopago.com',
    };
    expect(planLocalRun(env, ports)).toEqual({
      startMock: false,
      graphqlUrl: 'https://api.loja.com.br/graphql',
      siteUrl: 'https://loja.com.br',
      backofficeUrl: 'https://gestao.loja.com.br',
      gatewayUrl: 'https://api.mercadopago.com',
    });
  });

  it('dials a server bound to every interface on loopback, and one bound to an address there', () => {
    expect(planLocalRun({}, { ...ports, HOST: '0.0.0.0' }).graphqlUrl).toBe(
      'http://127.0.0.1:4000/graphql',
    );
    expect(planLocalRun({}, { ...ports, HOST: '::' }).siteUrl).toBe('http://[::1]:4321');
    expect(planLocalRun({}, { ...ports, HOST: '10.0.0.5' }).backofficeUrl).toBe(
      'http://10.0.0.5:4200',
    );
  });
});
