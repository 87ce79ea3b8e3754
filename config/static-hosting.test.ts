import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HSTS_HEADER, cacheControlFor, resolveRequest, securityHeaders } from './hosting.ts';
import { CARD_TOKENS_PATH } from '../mocks/gateway/handler.ts';
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
    expect(plainHttp).toContain('return 301 https://$server_name$request_uri;');
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

describe('deploy/nginx.conf: the API and the card gateway behind the proxy', () => {
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

  it('passes the GraphQL endpoint, the photos and the tokenization on, each host on its own origin', () => {
    expect(proxied(serverBlock('api.loja.example.com.br'))).toEqual({
      '/graphql': settings.MOCK_API_PORT.default,
      '/files/': settings.MOCK_API_PORT.default,
    });
    expect(proxied(serverBlock('pagamentos.loja.example.com.br'))).toEqual({
      [CARD_TOKENS_PATH]: settings.MOCK_PAYMENT_GATEWAY_PORT.default,
    });
  });

  it("sends the client's address in X-Forwarded-For from every location it passes on", () => {
    const locations = committedNginx
      .split(/\n {4}location /)
      .filter((l) => l.includes('proxy_pass'));
    expect(locations).toHaveLength(3);
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
