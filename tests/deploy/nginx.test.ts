/**
 * The nginx site (`deploy/nginx.conf`) as Debian's nginx reads it: `nginx -t` accepts it with a
 * certificate made by the `openssl req` of docs/going-live.md, and nginx serving it answers as
 * promised: http redirects to https, the API's metrics and photo upload are refused, the API and
 * the back office are passed on with the client's address, each under its own name. Debian's
 * nginx and openssl come from the run's global setup (`tests/setup/debian-tools.ts`).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../config/settings.ts';
import { NOTIFICATION_PATH } from '../../api/providers/payments/provider.ts';
import { UPLOAD_PATH } from '../../api/modules/backoffice/photo-upload.ts';
import { freePort } from '../../runtime/ports.ts';
import { allow } from '../support/time-allowance.ts';
import { DEBIAN_TOOLS } from '../setup/debian-tools.ts';

const SITE = readFileSync(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8');
const NGINX = DEBIAN_TOOLS[0].path;

let folder: string;
let httpPort: number;
let httpsPort: number;
let nginxConf: string;
const upstreams: Server[] = [];
/** What each fake upstream (the API, the back office) received: path and headers. */
const received: { upstream: string; path: string; host: string; forwardedFor: string }[] = [];

/** A stand-in for a process behind the proxy: answers 200 with its name. */
async function upstream(name: string): Promise<number> {
  const server = createServer((req, res) => {
    received.push({
      upstream: name,
      path: req.url ?? '',
      host: req.headers.host ?? '',
      forwardedFor: String(req.headers['x-forwarded-for'] ?? ''),
    });
    res.end(name);
  });
  upstreams.push(server);
  const port = await freePort('127.0.0.1');
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return port;
}

function nginx(args: string[]) {
  const run = spawnSync(NGINX, ['-c', nginxConf, '-p', folder, ...args], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

interface Answer {
  status: number;
  body: string;
  headers: Record<string, unknown>;
}

/** A GET to nginx for `host` over plain http or https (its self-signed certificate accepted). */
function ask(scheme: 'http' | 'https', host: string, path: string): Promise<Answer> {
  const send = scheme === 'https' ? httpsRequest : httpRequest;
  const port = scheme === 'https' ? httpsPort : httpPort;
  return new Promise((resolve, reject) => {
    const req = send(
      {
        host: '127.0.0.1',
        port,
        path,
        servername: host,
        headers: { host },
        rejectUnauthorized: false,
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const get = (host: string, path: string) => ask('https', host, path);

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'nginx-site-'));
  const certificate = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=loja.example.com.br',
      '-addext',
      'subjectAltName=DNS:loja.example.com.br,DNS:api.loja.example.com.br,DNS:gestao.loja.example.com.br',
      '-keyout',
      join(folder, 'privkey.pem'),
      '-out',
      join(folder, 'fullchain.pem'),
    ],
    { encoding: 'utf8' },
  );
  expect(certificate.status, certificate.stderr).toBe(0);
  httpPort = await freePort('127.0.0.1');
  httpsPort = await freePort('127.0.0.1');
  const apiPort = await upstream('api');
  const backofficePort = await upstream('backoffice');
  // The site as written, moved to this test's ports, certificate and upstreams.
  const site = SITE.replaceAll('/etc/ssl/loja/', `${folder}/`)
    .replaceAll('listen 80;', `listen 127.0.0.1:${httpPort};`)
    .replaceAll('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replaceAll(/ *listen \[::\]:\d+[^;]*;\n/g, '')
    .replaceAll(`127.0.0.1:${settings.MOCK_API_PORT.default};`, `127.0.0.1:${apiPort};`)
    .replaceAll(`127.0.0.1:${settings.BACKOFFICE_PORT.default};`, `127.0.0.1:${backofficePort};`)
    .replaceAll('root /srv/vertice/site/dist;', `root ${folder};`);
  writeFileSync(join(folder, 'site.conf'), site);
  nginxConf = join(folder, 'nginx.conf');
  writeFileSync(
    nginxConf,
    `pid ${folder}/nginx.pid;
error_log ${folder}/error.log;
daemon on;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  # Debian's nginx.conf sets these for every server; the site's own must win.
  ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;
  ssl_prefer_server_ciphers on;
  include ${folder}/site.conf;
}
`,
  );
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>Loja</title>');
  // nginx's workers run as another user: they read the site's folder like any visitor.
  chmodSync(folder, 0o755);
}, allow(300_000));

afterAll(async () => {
  if (folder && existsSync(join(folder, 'nginx.pid'))) nginx(['-s', 'stop']);
  await Promise.all(upstreams.map((server) => new Promise((resolve) => server.close(resolve))));
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('deploy/nginx.conf on Debian’s nginx', () => {
  it('passes nginx -t with a self-signed certificate', () => {
    const test = nginx(['-t']);
    expect(test.output).toContain('test is successful');
    expect(test.status).toBe(0);
  });

  it('serves the shop, the API and the back office over https only, each under its own name', async () => {
    expect(nginx([]).status).toBe(0);
    const plain = await ask('http', 'api.loja.example.com.br', '/graphql');
    expect(plain.status).toBe(301);
    expect(plain.headers['location']).toBe('https://api.loja.example.com.br/graphql');

    const shop = await get('loja.example.com.br', '/');
    expect(shop.status).toBe(200);
    expect(shop.headers['strict-transport-security']).toMatch(/max-age=\d+/);

    expect((await get('api.loja.example.com.br', '/graphql')).body).toBe('api');
    expect((await get('api.loja.example.com.br', NOTIFICATION_PATH)).body).toBe('api');
    expect((await get('gestao.loja.example.com.br', '/entrar')).body).toBe('backoffice');
    expect(received).toContainEqual({
      upstream: 'backoffice',
      path: '/entrar',
      host: 'gestao.loja.example.com.br',
      forwardedFor: '127.0.0.1',
    });

    for (const refused of ['/metrics', UPLOAD_PATH, '/__mock/reset']) {
      const answer = await get('api.loja.example.com.br', refused);
      expect(answer.status, refused).toBe(404);
    }
    expect(received.map((entry) => entry.path)).not.toContain('/metrics');
  });
});
