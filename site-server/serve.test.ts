import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from './serve.ts';

function writeSite(root: string, files: Record<string, string>): void {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), content);
  }
}

/** A raw request, so paths reach the server exactly as written (fetch would normalize them). */
function rawGet(server: StaticServer, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(server.url);
    request({ host: url.hostname, port: url.port, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

interface RawResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** The bytes as they travelled, not decompressed. */
  readonly body: Buffer;
}

/** A request with exactly these headers (fetch adds Accept-Encoding and decompresses). */
function rawRequest(
  server: StaticServer,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const url = new URL(server.url);
    request({ host: url.hostname, port: url.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

function decoded(res: RawResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.body).toString('utf8');
  return res.body.toString('utf8');
}

describe('startStaticServer', () => {
  let root: string;
  let server: StaticServer;
  const get = (path: string, init?: RequestInit) => fetch(new URL(path, server.url), init);

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'serve-test-'));
    writeSite(root, {
      'index.html': '<h1>Início</h1>',
      '404.html': '<h1>Page Not Found</h1>',
      '500.html': '<h1>Internal Server Error</h1>',
      'produtos/1/index.html': '<h1>Produto 1</h1>',
      'produtos/1/_payload.json': '{"id":"1"}',
      'painel/ticket/index.html': '<h1>Ticket</h1>',
      '_astro/client.AbC123.js': 'console.log(1);',
      'builds/latest.json': '{"id":"b1"}',
      'robots.txt': 'User-agent: *',
      'favicon.png': 'not really a png',
    });
    // A link to itself: looking it up fails with ELOOP, a fault the server does not expect.
    symlinkSync('quebrado.html', join(root, 'quebrado.html'));
    server = await startStaticServer({ root, port: 0 });
  });

  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(['/produtos/1', '/produtos/1/'])('serves the directory index for %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe('<h1>Produto 1</h1>');
  });

  it('answers a ticket deep link with the ticket shell page', async () => {
    const res = await get('/painel/ticket/7?aba=comentarios');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<h1>Ticket</h1>');
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const res = await get('/nao-existe');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(await res.text()).toBe('<h1>Page Not Found</h1>');
  });

  it.each([
    ['/entrar', '/login'],
    ['/entrar/', '/login'],
    ['/cadastro?next=%2Fpainel', '/registro?next=%2Fpainel'],
    ['/esqueci-minha-senha', '/recuperar-senha'],
  ])('answers the old address %s with a 301 to %s', async (path, location) => {
    const res = await get(path, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(location);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers a request the server fails on with the 500 page and status 500', async () => {
    const res = await get('/quebrado.html');
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(await res.text()).toBe('<h1>Internal Server Error</h1>');
  });

  it('caches hashed assets for a year and revalidates the build version file', async () => {
    const asset = await get('/_astro/client.AbC123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const latest = await get('/builds/latest.json');
    expect(latest.headers.get('cache-control')).toBe('no-cache');
    const payload = await get('/produtos/1/_payload.json');
    expect(payload.headers.get('cache-control')).toBe('no-cache');
    expect(await payload.json()).toEqual({ id: '1' });
  });

  it('sends the security headers with every response', async () => {
    for (const path of ['/', '/robots.txt', '/nao-existe', '/favicon.png']) {
      const res = await get(path);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
    }
    const refused = await get('/', { method: 'POST' });
    expect(refused.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  });

  it('sends Strict-Transport-Security only to requests that came over https', async () => {
    expect((await get('/')).headers.get('strict-transport-security')).toBeNull();
    for (const proto of ['https', 'https, http']) {
      const res = await get('/', { headers: { 'x-forwarded-proto': proto } });
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}/);
    }
    const viaHttp = await get('/', { headers: { 'x-forwarded-proto': 'http' } });
    expect(viaHttp.headers.get('strict-transport-security')).toBeNull();
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get('/produtos/1', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String('<h1>Produto 1</h1>'.length));
    expect(await res.text()).toBe('');
  });

  it('answers 304 when the browser revalidates an unchanged page', async () => {
    const etag = (await get('/')).headers.get('etag');
    expect(etag).toBeTruthy();
    const res = await get('/', { headers: { 'if-none-match': etag ?? '' } });
    expect(res.status).toBe(304);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('refuses other methods with 405', async () => {
    const res = await get('/', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it.each(['/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/produtos/..%2F..%2Fetc/passwd'])(
    'never serves anything outside the site folder for %s',
    async (path) => {
      const res = await rawGet(server, path);
      expect(res.status).toBe(404);
      expect(res.body).toBe('<h1>Page Not Found</h1>');
    },
  );

  it('serves a file replaced after startup (a rebuild) without a restart', async () => {
    writeSite(root, { 'produtos/2/index.html': '<h1>Produto 2</h1>' });
    const res = await get('/produtos/2');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<h1>Produto 2</h1>');
  });
});

describe('startStaticServer without error pages', () => {
  it('answers unknown paths and faults with plain text', async () => {
    const root = mkdtempSync(join(tmpdir(), 'serve-test-'));
    writeSite(root, { 'index.html': '<h1>Início</h1>' });
    symlinkSync('quebrado.html', join(root, 'quebrado.html'));
    const server = await startStaticServer({ root, port: 0 });
    try {
      const res = await fetch(new URL('/nao-existe', server.url));
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('404 - Página não encontrada\n');
      const fault = await fetch(new URL('/quebrado.html', server.url));
      expect(fault.status).toBe(500);
      expect(await fault.text()).toBe('Erro interno do servidor\n');
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('reports a port that is taken, naming the PORT setting', async () => {
    const root = mkdtempSync(join(tmpdir(), 'serve-test-'));
    const first = await startStaticServer({ root, port: 0 });
    const port = Number(new URL(first.url).port);
    try {
      await expect(startStaticServer({ root, port })).rejects.toThrow(
        new RegExp(`Port ${port} is already in use.*PORT setting`),
      );
    } finally {
      await first.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('startStaticServer compression', () => {
  let root: string;
  let server: StaticServer;
  /** Comfortably above the compression threshold, and very compressible. */
  const big = (text: string) => `${text}\n`.repeat(200);
  const page = big('<p>Monitor 27 polegadas, garantia de 12 meses</p>');
  const textFiles: Record<string, string> = {
    '_astro/app.Ab12.js': big('export const price = 1999;'),
    '_astro/app.Ab12.css': big('.card { color: #0a1226; }'),
    'produtos/_payload.json': `[${big('{"id":"1","name":"Monitor"},')}{}]`,
    'favicon.svg': big('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
    'sitemap-0.xml': big('<url><loc>https://loja.example/</loc></url>'),
    'robots.txt': big('Disallow: /painel'),
  };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'serve-compress-'));
    writeSite(root, {
      ...textFiles,
      'index.html': page,
      '404.html': big('<h1>Página não encontrada</h1>'),
      'tiny/index.html': '<h1>Oi</h1>',
      'photo.png': big('PNG bytes are compressed already'),
    });
    server = await startStaticServer({ root, port: 0 });
  });

  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br;q=0.5', 'gzip'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
  ])('with Accept-Encoding "%s" sends a page as %s', async (accept, encoding) => {
    const res = await rawRequest(server, '/', { headers: { 'accept-encoding': accept } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(page) / 5);
    expect(decoded(res)).toBe(page);
  });

  it.each([undefined, 'identity', 'deflate', 'gzip;q=0, br;q=0'])(
    'with Accept-Encoding %s sends the page as it is, still saying it varies',
    async (accept) => {
      const res = await rawRequest(server, '/', {
        headers: accept === undefined ? {} : { 'accept-encoding': accept },
      });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.body.toString('utf8')).toBe(page);
    },
  );

  it.each([
    ['/_astro/app.Ab12.js', 'text/javascript; charset=utf-8'],
    ['/_astro/app.Ab12.css', 'text/css; charset=utf-8'],
    ['/produtos/_payload.json', 'application/json; charset=utf-8'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/sitemap-0.xml', 'application/xml; charset=utf-8'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
  ])('compresses %s (%s)', async (path, type) => {
    const res = await rawRequest(server, path, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toBe(textFiles[path.slice(1)]);
  });

  it('keeps the cache and security headers on compressed files', async () => {
    const res = await rawRequest(server, '/_astro/app.Ab12.js', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends files that are compressed already, and tiny ones, as they are', async () => {
    const photo = await rawRequest(server, '/photo.png', { headers: { 'accept-encoding': 'br' } });
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.body.toString('utf8')).toBe(big('PNG bytes are compressed already'));

    const tiny = await rawRequest(server, '/tiny', { headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers.vary).toBeUndefined();
    expect(tiny.body.toString('utf8')).toBe('<h1>Oi</h1>');
  });

  it('compresses the 404 page, keeping the status', async () => {
    const res = await rawRequest(server, '/nao-existe', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decoded(res)).toBe(big('<h1>Página não encontrada</h1>'));
  });

  it('answers HEAD with the headers of the compressed GET and no body', async () => {
    const headers = { 'accept-encoding': 'br' };
    const got = await rawRequest(server, '/', { headers });
    const head = await rawRequest(server, '/', { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-encoding', 'content-length', 'content-type', 'etag', 'vary']) {
      expect(head.headers[name], name).toBe(got.headers[name]);
    }
  });

  it('gives each encoding its own ETag and answers 304 only for the one the browser has', async () => {
    const br = await rawRequest(server, '/', { headers: { 'accept-encoding': 'br' } });
    const plain = await rawRequest(server, '/');
    const brTag = br.headers.etag ?? '';
    expect(brTag).not.toBe('');
    expect(brTag).not.toBe(plain.headers.etag);

    const revalidated = await rawRequest(server, '/', {
      headers: { 'accept-encoding': 'br', 'if-none-match': brTag },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(brTag);
    expect(revalidated.headers.vary).toBe('Accept-Encoding');
    expect(revalidated.headers['cache-control']).toBe('no-cache');

    const otherEncoding = await rawRequest(server, '/', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': brTag },
    });
    expect(otherEncoding.status).toBe(200);
    expect(decoded(otherEncoding)).toBe(page);
  });

  it('serves a rebuilt file compressed afresh, even with the same size', async () => {
    const headers = { 'accept-encoding': 'br' };
    const before = await rawRequest(server, '/_astro/app.Ab12.css', { headers });
    const rebuilt = big('.card { color: #1a2b3c; }');
    expect(rebuilt.length).toBe(big('.card { color: #0a1226; }').length);
    writeSite(root, { '_astro/app.Ab12.css': rebuilt });
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(root, '_astro/app.Ab12.css'), later, later);

    const after = await rawRequest(server, '/_astro/app.Ab12.css', { headers });
    expect(decoded(after)).toBe(rebuilt);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
