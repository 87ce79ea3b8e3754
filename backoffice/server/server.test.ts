/**
 * The back office's server on a real socket, in front of stand-ins for the API and the
 * publisher: what a staff browser (or another site) gets from its pages, its write doors, its
 * sessions and its way to the API.
 */
import { describe, expect, it } from 'vitest';
import {
  EDITOR,
  EDITOR_TOKEN,
  GATEWAY_SECRET,
  INVITATION_CODE,
  LATE_PASSWORD,
  NEW_TOKEN,
  PAGE_POLICY,
  PASSWORD_PROBLEM,
  PROOF,
  RIGHT_PASSWORD,
  LOGGED_OUT,
  backofficeUnderTest,
} from '../../tests/support/backoffice-server.ts';
import { queryOf } from '../../tests/support/fake-api-server.ts';
import { statusWithHost } from '../../tests/support/foreign-host.ts';
import { createApiGateway } from './api-gateway.ts';

const bo = backofficeUnderTest();

describe('pages', () => {
  it("serves the login page to anyone, with the page's own CSP, never framed, cached or indexed", async () => {
    const answer = await bo.get('/entrar');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<h1>Entrar</h1>');
    expect(answer.headers.get('content-security-policy')).toBe(
      `${PAGE_POLICY}; frame-ancestors 'none'`,
    );
    expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('sends a browser without a session from any other page to the login, to come back to it', async () => {
    const logins: readonly (readonly [string, string])[] = [
      ['/', '/entrar'],
      ['/produtos', '/entrar?next=%2Fprodutos'],
      ['/produtos/', '/entrar?next=%2Fprodutos%2F'],
      ['/produtos?busca=teclado', '/entrar?next=%2Fprodutos%3Fbusca%3Dteclado'],
    ];
    for (const [path, login] of logins) {
      const answer = await bo.get(path);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(login);
    }
  });

  it('serves the pages to a browser with a session', async () => {
    const answer = await bo.get('/produtos/', EDITOR_TOKEN);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<h1>Produtos</h1>');
  });

  it('answers an unknown page, or a path out of its folder, with its 404 page', async () => {
    for (const path of ['/nada', '/..%2fsegredo.txt', '/%2e%2e/segredo.txt', '/..%5csegredo.txt']) {
      const answer = await bo.get(path, EDITOR_TOKEN);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toContain('Não encontrada');
    }
  });

  it("caches the build's hashed bundles for a year, other files only after a check", async () => {
    const bundle = await bo.get('/_bo/app.js');
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(bundle.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await bo.get('/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers HEAD without a body', async () => {
    const answer = await bo.get('/_bo/app.js', undefined, { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('');
  });
});

describe('the Host header', () => {
  it('is answered for this machine and the public name, and refused for any other name', async () => {
    expect(await statusWithHost(bo.url, '/entrar', new URL(bo.url).host)).toBe(200);
    const published = await bo.another({ publicUrl: 'https://admin.loja.example' });
    try {
      expect(await statusWithHost(published.url, '/entrar', 'admin.loja.example')).toBe(200);
      expect(await statusWithHost(published.url, '/entrar', 'rebinding.example')).toBe(421);
    } finally {
      await published.close();
    }
    expect(await statusWithHost(bo.url, '/entrar', `evil.example:${new URL(bo.url).port}`)).toBe(
      421,
    );
  });
});

describe('requests that change something', () => {
  it('are refused unless they come from its own pages', async () => {
    const forged: Record<string, string>[] = [
      { Origin: 'https://outro.exemplo.com', 'X-Backoffice': '1' },
      { Origin: bo.url },
      {},
    ];
    for (const headers of forged) {
      const answer = await fetch(`${bo.url}/api/graphql`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Cookie: `bo_sessao=${EDITOR_TOKEN}`,
          ...headers,
        },
        body: '{"query":"mutation { staffLogout }"}',
      });
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ error: 'Pedido recusado: envie pelo back office.' });
    }
    expect(bo.api.requests).toEqual([]);
  });

  it('are answered 404 at an unknown address and 405 with another method', async () => {
    expect((await bo.post('/api/nada', '{}')).status).toBe(404);
    const put = await fetch(`${bo.url}/api/graphql`, { method: 'PUT', body: '{}' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
  });
});

describe('sessions', () => {
  it('log a staff member in: the session and device proof as private cookies', async () => {
    const answer = await bo.post(
      '/api/entrar',
      JSON.stringify({ email: 'editor@exemplo.com.br', password: RIGHT_PASSWORD }),
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ staff: EDITOR });
    const cookies = answer.headers.getSetCookie();
    expect(cookies).toContain(
      `bo_sessao=${NEW_TOKEN}; Path=/; HttpOnly; SameSite=Strict; Max-Age=43200`,
    );
    expect(cookies.some((cookie) => cookie.startsWith(`bo_dispositivo=${PROOF}; Path=/api;`))).toBe(
      true,
    );
  });

  it('name the staff browser to the API, with its device proof', async () => {
    await bo.post(
      '/api/entrar',
      JSON.stringify({ email: 'editor@exemplo.com.br', password: 'x' }),
      {
        from: '203.0.113.5',
        cookie: `bo_dispositivo=${PROOF}`,
      },
    );
    expect(bo.lastApiRequest().headers).toMatchObject({
      'x-gateway-client': '203.0.113.5',
      'x-gateway-key': GATEWAY_SECRET,
      'x-device-proof': PROOF,
    });
  });

  it('refuse a wrong password in pt-BR, and too many with the time to wait', async () => {
    const wrong = await bo.post(
      '/api/entrar',
      JSON.stringify({ email: 'a@b.c', password: 'errada' }),
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'E-mail ou senha incorretos.' });
    expect(wrong.headers.getSetCookie()).toEqual([]);
    const late = await bo.post(
      '/api/entrar',
      JSON.stringify({ email: 'a@b.c', password: LATE_PASSWORD }),
    );
    expect(late.status).toBe(429);
    expect(late.headers.get('retry-after')).toBe('900');
    expect(await late.json()).toEqual({ error: 'Muitas tentativas. Tente de novo em 15 minutos.' });
  });

  it('tell the page who is logged in, or that nobody is', async () => {
    expect(await (await bo.get('/api/sessao', EDITOR_TOKEN)).json()).toEqual({ staff: EDITOR });
    const ended = await bo.get('/api/sessao', '9'.repeat(64));
    expect(ended.status).toBe(401);
    expect((await bo.get('/api/sessao')).status).toBe(401);
  });

  it('end at the API and in the browser on logout', async () => {
    const answer = await bo.post('/api/sair', '', { token: EDITOR_TOKEN });
    expect(answer.status).toBe(200);
    expect(queryOf(bo.lastApiRequest())).toContain('staffLogout');
    expect(bo.lastApiRequest().headers.authorization).toBe(`Bearer ${EDITOR_TOKEN}`);
    expect(answer.headers.getSetCookie()).toEqual([
      'bo_sessao=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0',
    ]);
  });

  it("begin with an accepted invitation, or say what to fix in the invitee's form", async () => {
    const accepted = await bo.post(
      '/api/convite',
      JSON.stringify({
        email: 'nova@exemplo.com.br',
        code: INVITATION_CODE,
        password: 'Nova#Senha2026',
      }),
    );
    expect(accepted.status).toBe(200);
    expect(accepted.headers.getSetCookie().join('\n')).toContain(`bo_sessao=${NEW_TOKEN}`);
    const refused = await bo.post(
      '/api/convite',
      JSON.stringify({ email: 'nova@exemplo.com.br', code: '000000', password: 'curta' }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'Confira os campos.',
      fields: [PASSWORD_PROBLEM],
    });
  });
});

describe('the API, through the back office', () => {
  it("forwards a page's operation with the session's token, and answers as the API did", async () => {
    const body = '{"query":"{ backofficeProducts { total } }"}';
    const answer = await bo.post('/api/graphql', body, { token: EDITOR_TOKEN });
    expect(await answer.json()).toEqual({ data: { answeredFor: EDITOR_TOKEN } });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(bo.lastApiRequest().body.toString('utf8')).toBe(body);
  });

  it('refuses an operation too large to be one of its own pages', async () => {
    const huge = JSON.stringify({ query: `{ ${'a '.repeat(200_000)} }` });
    const answer = await bo.post('/api/graphql', huge, { token: EDITOR_TOKEN });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ error: 'Conteúdo grande demais.' });
    expect(bo.api.requests).toEqual([]);
  });

  it("uploads a photo with the session's token, and only with a session", async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const answer = await bo.post('/api/fotos', bytes, { token: EDITOR_TOKEN, type: 'image/png' });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ url: '/files/uploads/1.webp' });
    expect(bo.lastApiRequest().headers['content-type']).toBe('image/png');
    const anonymous = await bo.post('/api/fotos', bytes, { type: 'image/png' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: LOGGED_OUT });
  });

  it("shows the API's photos from its own origin, as images and nothing else", async () => {
    const photo = await bo.get('/files/products/1/1.svg');
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/svg+xml');
    expect(photo.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect((await bo.get('/files/products/1/nada.svg')).status).toBe(404);
  });

  it('says in pt-BR when the API does not answer', async () => {
    const orphan = await bo.another({ api: createApiGateway('http://127.0.0.1:9/graphql', '') });
    try {
      const answer = await fetch(`${orphan.url}/api/sessao`, {
        headers: { Cookie: `bo_sessao=${EDITOR_TOKEN}` },
      });
      expect(answer.status).toBe(502);
      expect(await answer.json()).toEqual({
        error: 'A API não respondeu; tente de novo em instantes.',
      });
    } finally {
      await orphan.close();
    }
  });
});
