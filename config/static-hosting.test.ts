import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HSTS_HEADER, cacheControlFor, resolveRequest, securityHeaders } from './hosting.ts';
import { clientAddressRule } from '../runtime/client-address.ts';
import { settings } from './settings.ts';
import { headersFile, nginxConf, redirectsFile } from './static-hosting.ts';

const committedNginx = readFileSync(new URL('../deploy/nginx.conf', import.meta.url), 'utf8');

/** The `name: value` lines of one `_headers` path block. */
function headerBlock(file: string, path: string): Record<string, string> {
  const lines = file.split('\n');
  const start = lines.indexOf(path);
  expect(start, `no block for ${path}`).toBeGreaterThanOrEqual(0);
  const block: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    const match = /^ {2}([\w-]+): (.+)$/.exec(line);
    if (!match) break;
    block[match[1] ?? ''] = match[2] ?? '';
  }
  return block;
}

/** An nginx double-quoted string's value. */
function unquote(literal: string): string {
  return literal.slice(1, -1).replace(/\\(["\\])/g, '$1');
}

describe('deploy/nginx.conf', () => {
  it('is exactly what the hosting tables generate (run `node scripts/write-nginx-conf.ts`)', () => {
    expect(committedNginx).toBe(nginxConf());
  });

  it('sends every security header on every response, HSTS in the https server', () => {
    const https = committedNginx.slice(committedNginx.indexOf('listen 443'));
    for (const [name, value] of Object.entries({ ...securityHeaders, ...HSTS_HEADER })) {
      expect(https).toContain(`add_header ${name} "${value.replace(/"/g, '\\"')}" always;`);
    }
    const plainHttp = committedNginx.slice(0, committedNginx.indexOf('listen 443'));
    expect(plainHttp).not.toContain('Strict-Transport-Security');
    expect(plainHttp).toContain(
      'server_name loja.example.com.br api.loja.example.com.br gestao.loja.example.com.br;',
    );
    expect(plainHttp).toContain('return 301 https://$host$request_uri;');
  });

  it('speaks TLS 1.2 and 1.3 only, with forward-secret AEAD ciphers, and HSTS, in every https server', () => {
    const servers = committedNginx.split('\nserver {').filter((block) => block.includes('443'));
    expect(servers).toHaveLength(3);
    for (const server of servers) {
      expect(server).toContain('ssl_protocols TLSv1.2 TLSv1.3;');
      const ciphers = /ssl_ciphers (\S+);/.exec(server)?.[1]?.split(':') ?? [];
      expect(ciphers).not.toHaveLength(0);
      for (const cipher of ciphers) expect(cipher).toMatch(/^(ECDHE|DHE)-.*(GCM|POLY1305)/);
      expect(server).toContain('ssl_session_tickets off;');
      expect(server).toContain('add_header Strict-Transport-Security');
    }
  });

  it('compresses the sitemaps, which nginx types text/xml', () => {
    expect(committedNginx).toMatch(/gzip_types [^;]*\btext\/xml\b/);
  });

  it('picks the Cache-Control of config/hosting.ts for every kind of file', () => {
    const map = /map \$uri \$shop_cache_control \{\n([\s\S]*?)\n\}/.exec(committedNginx)?.[1];
    const rules = [...(map ?? '').matchAll(/^ {4}("~.*?") (".*?");$/gm)].map(([, re, value]) => ({
      re: new RegExp(unquote(re ?? '').slice(1)),
      value: unquote(value ?? ''),
    }));
    const fallback = unquote(/^ {4}default (".*?");$/m.exec(map ?? '')?.[1] ?? '');
    // nginx tries a map's regexes in order; the first match wins.
    const nginxCache = (uri: string) => rules.find((rule) => rule.re.test(uri))?.value ?? fallback;
    for (const file of [
      '/_astro/client.AbC123.js',
      '/_astro/index.Xy9.css',
      '/index.html',
      '/produtos/1/index.html',
      '/404.html',
      '/produtos/1/_payload.json',
      '/builds/latest.json',
      '/builds/meta/abc.json',
      '/robots.txt',
      '/favicon.svg',
    ]) {
      expect(nginxCache(file), file).toBe(cacheControlFor(file));
    }
  });

  it('rewrites the same deep links as config/hosting.ts, to the same page', () => {
    const rewrite = /rewrite (".*?") (\S+) last;/.exec(committedNginx);
    const re = new RegExp(unquote(rewrite?.[1] ?? ''));
    const shellOnly = (file: string) => file === '/painel/ticket/index.html';
    for (const path of ['/painel/ticket/7', '/painel/ticket/7/', '/painel/ticket/7/x', '/painel']) {
      const resolved = resolveRequest(path, shellOnly);
      expect(re.test(path), path).toBe(resolved.status === 200);
      if (re.test(path)) expect(rewrite?.[2]).toBe(resolved.status === 200 && resolved.file);
    }
  });

  it('redirects the same old addresses as config/hosting.ts, to the same place', () => {
    const rules = [
      ...committedNginx.matchAll(/location ~ (".*?") \{\n {8}return 301 (\S+)\$is_args\$args;/g),
    ].map(([, re, to]) => ({ re: new RegExp(unquote(re ?? '')), to }));
    expect(rules).not.toHaveLength(0);
    const nginxRedirect = (path: string) => rules.find((rule) => rule.re.test(path))?.to;
    for (const path of [
      '/entrar',
      '/entrar/',
      '/cadastro',
      '/esqueci-minha-senha',
      '/entrarx',
      '/login',
    ]) {
      const resolved = resolveRequest(path, () => false);
      expect(nginxRedirect(path), path).toBe(
        resolved.status === 301 ? resolved.location : undefined,
      );
    }
  });

  it('answers server faults with the 500 page and unknown paths with the 404 page', () => {
    expect(committedNginx).toContain('error_page 404 /404.html;');
    expect(committedNginx).toContain('error_page 500 502 503 504 /500.html;');
  });
});

describe('deploy/nginx.conf: the API and the back office behind the proxy', () => {
  /** The server block that names `host`. */
  function serverBlock(host: string): string {
    const at = committedNginx.indexOf(`server_name ${host};`);
    expect(at, `no server for ${host}`).toBeGreaterThan(0);
    return committedNginx.slice(
      committedNginx.lastIndexOf('server {', at),
      committedNginx.indexOf('\n}', at),
    );
  }

  /** The proxied locations of a server block: path => port. */
  function proxied(block: string): Record<string, number> {
    return Object.fromEntries(
      [
        ...block.matchAll(/location (?:= )?(\S+) \{\n {8}proxy_pass http:\/\/127\.0\.0\.1:(\d+);/g),
      ].map(([, path, port]) => [path, Number(port)]),
    );
  }

  it('passes the API on (GraphQL, photos, payment notifications, health) and refuses its metrics', () => {
    const api = serverBlock('api.loja.example.com.br');
    expect(proxied(api)).toEqual({
      '/graphql': settings.MOCK_API_PORT.default,
      '/files/': settings.MOCK_API_PORT.default,
      '/webhooks/payments': settings.MOCK_API_PORT.default,
      '/health': settings.MOCK_API_PORT.default,
    });
    expect(api).toContain('location = /metrics {\n        return 404;');
    expect(api).toContain('location / {\n        return 404;');
  });

  it('passes the back office on whole, on a server name of its own', () => {
    expect(proxied(serverBlock('gestao.loja.example.com.br'))).toEqual({
      '/': settings.BACKOFFICE_PORT.default,
    });
  });

  it('never passes anything on to the payment stand-in', () => {
    const standIn = settings.MOCK_PAYMENT_GATEWAY_PORT.default;
    expect(committedNginx).not.toContain(`127.0.0.1:${standIn}`);
    expect(committedNginx).not.toContain('pagamentos.');
  });

  it("sends the client's address in X-Forwarded-For from every location it passes on", () => {
    const locations = committedNginx
      .split(/\n {4}location /)
      .filter((l) => l.includes('proxy_pass'));
    expect(locations).toHaveLength(5);
    for (const location of locations) {
      expect(location).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    }
  });

  it('makes the API count each client behind it with the TRUST_PROXY it names', () => {
    expect(committedNginx).toContain('TRUST_PROXY=127.0.0.1');
    const identify = clientAddressRule('127.0.0.1');
    // A client at 203.0.113.9 who sent a forged header: nginx appends the address it saw.
    expect(identify('127.0.0.1', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    // Without TRUST_PROXY every client would be the proxy.
    expect(clientAddressRule('')('127.0.0.1', '203.0.113.9')).toBe('127.0.0.1');
  });
});

describe('_headers', () => {
  const file = headersFile();

  it('sends every security header, HSTS included, on every path', () => {
    expect(headerBlock(file, '/*')).toEqual({ ...securityHeaders, ...HSTS_HEADER });
  });

  it('caches the hashed bundle for a year and revalidates the build version file', () => {
    expect(headerBlock(file, '/_astro/*')).toEqual({
      'Cache-Control': cacheControlFor('/_astro/x.js'),
    });
    expect(headerBlock(file, '/builds/latest.json')).toEqual({ 'Cache-Control': 'no-cache' });
  });

  it('writes no rule a host would read as a URL it cannot match', () => {
    const paths = file.split('\n').filter((line) => line !== '' && !/^(#| {2})/.test(line));
    expect(paths.every((path) => path.startsWith('/'))).toBe(true);
  });
});

describe('_redirects', () => {
  it('redirects the old addresses for good, then answers ticket and after-sale deep links with their pages', () => {
    const rules = redirectsFile()
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'));
    expect(rules).toEqual([
      '/entrar /login 301',
      '/cadastro /registro 301',
      '/esqueci-minha-senha /recuperar-senha 301',
      '/painel/ticket/:id /painel/ticket/ 200',
      '/painel/solicitacao/:id /painel/solicitacao/ 200',
    ]);
  });
});
