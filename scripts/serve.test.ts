import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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

describe('startStaticServer', () => {
  let root: string;
  let server: StaticServer;
  const get = (path: string, init?: RequestInit) => fetch(new URL(path, server.url), init);

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'serve-test-'));
    writeSite(root, {
      'index.html': '<h1>Início</h1>',
      '404.html': '<h1>Page Not Found</h1>',
      'produtos/1/index.html': '<h1>Produto 1</h1>',
      'produtos/1/_payload.json': '{"id":"1"}',
      'painel/ticket/index.html': '<h1>Ticket</h1>',
      '_astro/client.AbC123.js': 'console.log(1);',
      'builds/latest.json': '{"id":"b1"}',
      'robots.txt': 'User-agent: *',
    });
    server = await startStaticServer({ root, port: 0 });
  });

  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(['/produtos/1', '/produtos/1/'])('serves the directory index for %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html;charset=utf-8');
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

  it('caches hashed assets for a year and revalidates the build version file', async () => {
    const asset = await get('/_astro/client.AbC123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript');
    const latest = await get('/builds/latest.json');
    expect(latest.headers.get('cache-control')).toBe('no-cache');
    const payload = await get('/produtos/1/_payload.json');
    expect(payload.headers.get('cache-control')).toBe('no-cache');
    expect(await payload.json()).toEqual({ id: '1' });
  });

  it('sends the security headers with every response', async () => {
    for (const path of ['/', '/robots.txt', '/nao-existe']) {
      const res = await get(path);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
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

describe('startStaticServer without a 404 page', () => {
  it('answers unknown paths with a plain 404 text', async () => {
    const root = mkdtempSync(join(tmpdir(), 'serve-test-'));
    writeSite(root, { 'index.html': '<h1>Início</h1>' });
    const server = await startStaticServer({ root, port: 0 });
    try {
      const res = await fetch(new URL('/nao-existe', server.url));
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('404 - Página não encontrada\n');
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
