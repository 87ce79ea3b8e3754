import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_ORIGIN,
  allowCaptcha,
  apiOrigin,
  astroCspConfig,
  directiveLines,
  directiveTable,
  MERCADOPAGO_API_ORIGIN,
  gatewayOrigin,
  tokenizationKey,
  tokenizationUrl,
} from './csp.ts';
import type { PageCsp } from './csp.ts';

const real = {
  graphqlUrl: 'https://api.loja.example.com.br/graphql',
  gatewayUrl: 'https://api.pagamentos.example.com',
  mock: false,
};

describe('apiOrigin', () => {
  it.each([
    ['https://api.loja.example.com.br/graphql', 'https://api.loja.example.com.br'],
    ['http://127.0.0.1:4000/graphql', 'http://127.0.0.1:4000'],
    ['https://API.Loja.example:8443/v1/graphql?x=1', 'https://api.loja.example:8443'],
  ])('of %s is %s', (graphqlUrl, origin) => {
    expect(apiOrigin({ graphqlUrl, mock: false })).toBe(origin);
  });

  it.each(['/graphql', '', 'javascript:alert(1)', 'data:text/plain,x'])(
    'is none (the site itself) for %j',
    (graphqlUrl) => {
      expect(apiOrigin({ graphqlUrl, mock: false })).toBeNull();
    },
  );

  it('is none in mock mode, where the API answers inside the page', () => {
    expect(apiOrigin({ ...real, mock: true })).toBeNull();
  });
});

describe('gatewayOrigin', () => {
  it.each([
    ['https://api.pagamentos.example.com', 'https://api.pagamentos.example.com'],
    ['http://127.0.0.1:4001', 'http://127.0.0.1:4001'],
    ['https://Api.MercadoPago.com/v1?x=1', 'https://api.mercadopago.com'],
  ])('of %s is %s', (gatewayUrl, origin) => {
    expect(gatewayOrigin({ ...real, gatewayUrl })).toBe(origin);
  });

  it.each(['/pagamentos', '', 'javascript:alert(1)', 'ftp://gateway.example'])(
    'is none for %j',
    (gatewayUrl) => {
      expect(gatewayOrigin({ ...real, gatewayUrl })).toBeNull();
    },
  );

  it('is none in mock mode, where the page answers the tokenization itself', () => {
    expect(gatewayOrigin({ ...real, mock: true })).toBeNull();
  });
});

describe('directiveTable', () => {
  it('limits every kind of resource to the site, the API, the gateway and two video players', () => {
    expect(directiveTable(real)).toEqual({
      'default-src': ["'self'"],
      'connect-src': [
        "'self'",
        'https://api.loja.example.com.br',
        'https://api.pagamentos.example.com',
      ],
      'img-src': ["'self'", 'https://api.loja.example.com.br', 'data:'],
      'frame-src': [
        'https://www.youtube.com',
        'https://www.youtube-nocookie.com',
        'https://player.vimeo.com',
      ],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    });
  });

  it('names the gateway in connect-src only, as its bare origin', () => {
    const table = directiveTable({ ...real, gatewayUrl: 'https://pay.example.com:8443/v1/x' });
    expect(table['connect-src']).toEqual([
      "'self'",
      'https://api.loja.example.com.br',
      'https://pay.example.com:8443',
    ]);
    for (const [name, sources] of Object.entries(table)) {
      if (name === 'connect-src') continue;
      expect(
        sources.some((source) => source.includes('pay.example.com')),
        name,
      ).toBe(false);
    }
  });

  it('names the shared origin once when the API and the gateway share it', () => {
    const table = directiveTable({ ...real, gatewayUrl: 'https://api.loja.example.com.br/pay' });
    expect(table['connect-src']).toEqual(["'self'", 'https://api.loja.example.com.br']);
  });

  it("names the photo bucket's CDN in img-src only, as its bare origin", () => {
    const table = directiveTable({ ...real, photoUrl: 'https://fotos.loja.example.com.br/p/' });
    expect(table['img-src']).toEqual([
      "'self'",
      'https://api.loja.example.com.br',
      'https://fotos.loja.example.com.br',
      'data:',
    ]);
    for (const [name, sources] of Object.entries(table)) {
      if (name === 'img-src') continue;
      expect(
        sources.some((source) => source.includes('fotos.')),
        name,
      ).toBe(false);
    }
    expect(directiveTable({ ...real, photoUrl: '' })['img-src']).toEqual(
      directiveTable(real)['img-src'],
    );
  });

  it('names no API origin in mock mode', () => {
    const table = directiveTable({ ...real, mock: true });
    expect(table['connect-src']).toEqual(["'self'"]);
    expect(table['img-src']).toEqual(["'self'", 'data:']);
  });

  it('leaves script-src, style-src and the directives a <meta> cannot carry to others', () => {
    const names = Object.keys(directiveTable(real));
    for (const name of ['script-src', 'style-src', 'frame-ancestors', 'report-uri', 'sandbox']) {
      expect(names).not.toContain(name);
    }
  });

  it('adds no connect-src source for a gateway URL that is not absolute http(s)', () => {
    const table = directiveTable({ ...real, gatewayUrl: '*' });
    expect(table['connect-src']).toEqual(["'self'", 'https://api.loja.example.com.br']);
  });

  it('never allows inline or evaluated code, nor wildcard sources', () => {
    const sources = Object.values(directiveTable(real)).flat();
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'https:', 'http:']) {
      expect(sources).not.toContain(unsafe);
    }
  });
});

describe('astroCspConfig', () => {
  it('gives Astro the directives as policy lines and scopes unsafe-inline to style attributes', () => {
    const config = astroCspConfig(real);
    expect(config.directives).toEqual(directiveLines(directiveTable(real)));
    expect(config.directives).toContain("img-src 'self' https://api.loja.example.com.br data:");
    expect(config.styleDirective).toEqual({
      resources: [{ resource: "'unsafe-inline'", kind: 'attribute' }],
    });
    expect(config.scriptDirective).toBeUndefined();
  });
});

describe('allowCaptcha', () => {
  function recorder() {
    const calls: string[] = [];
    const csp: NonNullable<PageCsp> = {
      insertDirective: (directive) => calls.push(`directive ${directive}`),
      insertScriptResource: (resource) => calls.push(`script ${JSON.stringify(resource)}`),
      insertStyleResource: (resource) => calls.push(`style ${JSON.stringify(resource)}`),
      insertScriptHash: (hash) => calls.push(`script-hash ${JSON.stringify(hash)}`),
      insertStyleHash: (hash) => calls.push(`style-hash ${JSON.stringify(hash)}`),
    };
    return { csp, calls };
  }

  it("adds the captcha's script and frame origin, keeping 'self' for scripts", () => {
    const { csp, calls } = recorder();
    allowCaptcha(csp, '0x4AAAAAAA');
    expect(calls).toEqual([
      `script "'self'"`,
      `script "${CAPTCHA_ORIGIN}"`,
      `directive frame-src ${CAPTCHA_ORIGIN}`,
    ]);
  });

  it.each(['', '   '])('adds nothing without a site key (%j)', (siteKey) => {
    const { csp, calls } = recorder();
    allowCaptcha(csp, siteKey);
    expect(calls).toEqual([]);
  });

  it('does nothing where CSP is off (the dev server)', () => {
    expect(() => allowCaptcha(undefined, '0x4AAAAAAA')).not.toThrow();
  });
});

describe('tokenizationUrl', () => {
  const defaultUrl = 'http://127.0.0.1:4001';

  it('is the stand-in (the setting) with the local provider', () => {
    expect(tokenizationUrl({ provider: 'local', gatewayUrl: defaultUrl, defaultUrl })).toBe(
      defaultUrl,
    );
  });

  it("is Mercado Pago's API with mercadopago, and the connect-src names it alone", () => {
    const gatewayUrl = tokenizationUrl({
      provider: 'mercadopago',
      gatewayUrl: defaultUrl,
      defaultUrl,
    });
    expect(gatewayUrl).toBe(MERCADOPAGO_API_ORIGIN);
    expect(directiveTable({ ...real, gatewayUrl })['connect-src']).toEqual([
      "'self'",
      'https://api.loja.example.com.br',
      'https://api.mercadopago.com',
    ]);
  });

  it('keeps a URL set on purpose, whatever the provider', () => {
    const gatewayUrl = 'https://tokens.example.com';
    expect(tokenizationUrl({ provider: 'mercadopago', gatewayUrl, defaultUrl })).toBe(gatewayUrl);
  });
});

describe('tokenizationKey', () => {
  const keys = { gatewayKey: 'pk_test_vertice_mock', mercadoPagoKey: 'APP_USR-0f1e2d3c' };

  it("is the gateway's key (the stand-in's by default) with the local provider", () => {
    expect(tokenizationKey({ provider: 'local', ...keys })).toBe('pk_test_vertice_mock');
  });

  it("is the shop's Mercado Pago public key with mercadopago, with nothing else set", () => {
    expect(tokenizationKey({ provider: 'mercadopago', ...keys })).toBe('APP_USR-0f1e2d3c');
    expect(tokenizationKey({ provider: ' mercadopago ', ...keys })).toBe('APP_USR-0f1e2d3c');
  });

  it('refuses mercadopago without its public key, naming the setting', () => {
    expect(() =>
      tokenizationKey({ provider: 'mercadopago', gatewayKey: 'pk_x', mercadoPagoKey: ' ' }),
    ).toThrow(/MERCADOPAGO_PUBLIC_KEY/);
  });
});
