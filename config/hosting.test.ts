import { describe, expect, it } from 'vitest';
import { compressibleType, headersFor, normalizePath, resolveRequest } from './hosting.ts';

/** A published site as a set of files, the way `dist/` would hold them. */
function site(...files: string[]): (file: string) => boolean {
  const set = new Set(files);
  return (file) => set.has(file);
}

const dist = site(
  '/index.html',
  '/404.html',
  '/produtos/index.html',
  '/produtos/1/index.html',
  '/produtos/1/_payload.json',
  '/painel/index.html',
  '/painel/ticket/index.html',
  '/builds/latest.json',
  '/_astro/client.AbC123.js',
  '/robots.txt',
);

describe('resolveRequest', () => {
  it.each([
    ['/', '/index.html'],
    ['/produtos', '/produtos/index.html'],
    ['/produtos/', '/produtos/index.html'],
    ['/produtos/1', '/produtos/1/index.html'],
    ['/produtos/1/', '/produtos/1/index.html'],
    ['/produtos/1/_payload.json', '/produtos/1/_payload.json'],
    ['/robots.txt', '/robots.txt'],
    ['/404', '/404.html'],
  ])('serves %s from %s', (path, file) => {
    expect(resolveRequest(path, dist)).toEqual({ status: 200, file });
  });

  it.each(['/painel/ticket/7', '/painel/ticket/7/', '/painel/ticket/abc-123'])(
    'rewrites the deep link %s to the ticket shell page',
    (path) => {
      expect(resolveRequest(path, dist)).toEqual({
        status: 200,
        file: '/painel/ticket/index.html',
      });
    },
  );

  it('prefers a real file over a rewrite', () => {
    const withPage = site('/painel/ticket/index.html', '/painel/ticket/7/index.html');
    expect(resolveRequest('/painel/ticket/7', withPage)).toEqual({
      status: 200,
      file: '/painel/ticket/7/index.html',
    });
  });

  it.each(['/painel/ticket/7/comentarios', '/nao-existe', '/produtos/999', '/painel/tickets/7'])(
    'answers the 404 page with status 404 for %s',
    (path) => {
      expect(resolveRequest(path, dist)).toEqual({ status: 404, file: '/404.html' });
    },
  );

  it.each([
    ['/entrar', '/login'],
    ['/entrar/', '/login'],
    ['/cadastro', '/registro'],
    ['/esqueci-minha-senha', '/recuperar-senha'],
  ])('redirects the old address %s to %s with a 301', (path, location) => {
    expect(resolveRequest(path, dist)).toEqual({ status: 301, location });
  });

  it('redirects an old address even where a file of that name exists', () => {
    expect(resolveRequest('/entrar', () => true)).toEqual({ status: 301, location: '/login' });
  });

  it.each(['/entrar/x', '/entrarx', '/produtos/entrar'])('does not redirect %s', (path) => {
    expect(resolveRequest(path, dist)).toEqual({ status: 404, file: '/404.html' });
  });

  it('answers 404 with no file when the site has no 404 page', () => {
    expect(resolveRequest('/nao-existe', site('/index.html'))).toEqual({
      status: 404,
      file: null,
    });
  });

  it('answers 404 for a deep link when the shell page is not built', () => {
    expect(resolveRequest('/painel/ticket/7', site('/404.html'))).toEqual({
      status: 404,
      file: '/404.html',
    });
  });

  it.each([
    '/../etc/passwd',
    '/produtos/%2e%2e/%2e%2e/etc/passwd',
    '/produtos%2F1/index.html',
    '/%E0%A4%A',
    '/.env',
    '/produtos/.git/config',
    '/index.html%00.txt',
  ])('never serves a file outside the site or a hidden file for %s', (path) => {
    expect(resolveRequest(path, () => true)).toEqual({ status: 404, file: '/404.html' });
  });
});

describe('normalizePath', () => {
  it('decodes escapes into the file name', () => {
    expect(normalizePath('/produtos/caf%C3%A9')).toBe('/produtos/café');
  });

  it('keeps /.well-known/', () => {
    expect(normalizePath('/.well-known/security.txt')).toBe('/.well-known/security.txt');
  });
});

describe('headersFor', () => {
  const immutable = 'public, max-age=31536000, immutable';

  it.each([
    ['/_astro/client.AbC123.js', immutable],
    ['/_astro/index.Xy9.css', immutable],
    ['/index.html', 'no-cache'],
    ['/painel/ticket/index.html', 'no-cache'],
    ['/404.html', 'no-cache'],
    ['/produtos/1/_payload.json', 'no-cache'],
    ['/_payload.json', 'no-cache'],
    ['/builds/latest.json', 'no-cache'],
  ])('gives %s Cache-Control %s', (file, cacheControl) => {
    expect(headersFor(file)['Cache-Control']).toBe(cacheControl);
  });

  it.each(['/builds/meta/abc.json', '/robots.txt', '/favicon.svg', '/sitemap-index.xml'])(
    'gives the unhashed file %s a short max-age',
    (file) => {
      const match = /^public, max-age=(\d+)$/.exec(headersFor(file)['Cache-Control'] ?? '');
      expect(Number(match?.[1])).toBeGreaterThan(0);
      expect(Number(match?.[1])).toBeLessThanOrEqual(86_400);
    },
  );

  it.each(['/index.html', '/_astro/a.js', '/robots.txt'])(
    'sends the baseline security headers with %s',
    (file) => {
      expect(headersFor(file)).toMatchObject({
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'X-Frame-Options': 'DENY',
      });
    },
  );
});

describe('security headers', () => {
  it('forbid framing the shop with a header, as a <meta> policy cannot', () => {
    expect(headersFor('/index.html')).toMatchObject({
      'Content-Security-Policy': "frame-ancestors 'none'",
      'X-Frame-Options': 'DENY',
    });
  });

  it('deny the browser features the shop does not use', () => {
    const policy = headersFor('/index.html')['Permissions-Policy'] ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy.split(', ')).toContain(`${feature}=()`);
    }
    // The video players may still go fullscreen.
    expect(policy).not.toContain('fullscreen');
  });

  it('add Strict-Transport-Security only over https', () => {
    expect(headersFor('/index.html')['Strict-Transport-Security']).toBeUndefined();
    expect(headersFor('/index.html', { https: true })['Strict-Transport-Security']).toMatch(
      /^max-age=31536000; includeSubDomains$/,
    );
  });
});

describe('compressibleType', () => {
  it.each([
    ['/index.html', 'text/html; charset=utf-8'],
    ['/_astro/a.B1.js', 'text/javascript; charset=utf-8'],
    ['/_astro/a.B1.CSS', 'text/css; charset=utf-8'],
    ['/produtos/1/_payload.json', 'application/json; charset=utf-8'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/sitemap-index.xml', 'application/xml; charset=utf-8'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
  ])('%s is sent compressed as %s', (file, type) => {
    expect(compressibleType(file)).toBe(type);
  });

  it.each(['/files/foto.png', '/favicon.ico', '/fonts/a.woff2', '/LICENSE', '/dir.html/file'])(
    '%s is sent as it is',
    (file) => {
      expect(compressibleType(file)).toBeNull();
    },
  );
});
