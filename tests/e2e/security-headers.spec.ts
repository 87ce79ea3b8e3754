/**
 * What the built site and its server tell the browser about security: the serving
 * headers on pages, assets and the 404 page (config/hosting.ts), and the Content-Security-Policy
 * <meta> of every kind of page (config/csp.ts) with a hash for every inline script and style it
 * carries. Pages actually working under the policy is checked by every spec: the fixtures fail
 * a test whose pages report a violation (tests/e2e/fixtures.ts).
 */
import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { gatewayUrl, graphqlUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import { logInAsDemo, logInFresh } from './painel-helpers.ts';
import { addCommentThroughApi, openTicketThroughApi } from './tickets-helpers.ts';
import { quiet } from './page-state.ts';

const API_ORIGIN = new URL(graphqlUrl).origin;
const VIDEO_PLAYERS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];

/** One path of each kind of page the build publishes (and the 404 page, by an unknown path). */
const PAGES = [
  '/',
  '/produtos',
  '/produtos/pagina/2',
  '/produtos/categoria/monitores',
  '/produtos/1',
  '/login',
  '/registro',
  '/recuperar-senha',
  '/painel',
  '/painel/favorites',
  '/painel/ticket/1',
  '/nao-existe',
];

type Policy = Map<string, string[]>;

function parsePolicy(content: string): Policy {
  const policy: Policy = new Map();
  for (const directive of content.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) policy.set(name, sources);
  }
  return policy;
}

/** The page's HTML, its policy from the CSP <meta> in <head>, and its inline code. */
async function loadPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(path === '/nao-existe' ? 404 : 200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = [
    ...head.matchAll(/<meta http-equiv="content-security-policy" content="([^"]*)"/gi),
  ];
  expect(metas, `${path}: one CSP <meta> in <head>`).toHaveLength(1);
  // A <meta> policy covers only what follows it; JSON-LD carries API text (product names).
  const firstDataBlock = html.indexOf('type="application/ld+json"');
  if (firstDataBlock !== -1) {
    expect(firstDataBlock, `${path}: JSON-LD after the CSP <meta>`).toBeGreaterThan(
      metas[0]?.index ?? Infinity,
    );
  }
  const scripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc=/.test(attributes))
    // Data blocks (JSON-LD) are never executed, so CSP does not apply to them.
    .filter(([, attributes = '']) => !/type="application\/ld\+json"/.test(attributes))
    .map(([, , body = '']) => body);
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map(
    ([, body = '']) => body,
  );
  return { html, policy: parsePolicy(metas[0]?.[1] ?? ''), scripts, styles };
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test.describe('serving headers', () => {
  const expected = {
    'content-security-policy': "frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };

  test('a page, a script of the bundle and the 404 page carry the security headers', async ({
    request,
  }) => {
    const home = await request.get('/');
    const script = /<script type="module" src="(\/_astro\/[^"]+\.js)"/.exec(await home.text())?.[1];
    expect(script, 'the home page loads a bundled script').toBeDefined();
    const asset = await request.get(script ?? '');
    const notFound = await request.get('/nao-existe');

    for (const [what, response] of [
      ['page', home],
      ['script', asset],
      ['404 page', notFound],
    ] as const) {
      expect(response.headers(), what).toMatchObject(expected);
      const permissions = response.headers()['permissions-policy'] ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(permissions, what).toContain(`${feature}=()`);
      }
      // Served over plain http here: HSTS would be ignored, so it is not sent.
      expect(response.headers()['strict-transport-security'], what).toBeUndefined();
    }
    expect(notFound.status()).toBe(404);
    expect(asset.headers()['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('pages and scripts travel compressed for browsers that accept it', async ({ request }) => {
    const home = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(home.headers()['content-encoding']).toBe('br');
    expect(home.headers().vary).toBe('Accept-Encoding');
    const gzip = await request.get('/produtos', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(await gzip.text()).toContain('</html>');
  });
});

test.describe('the Content-Security-Policy of every kind of page', () => {
  for (const path of PAGES) {
    test(`${path} allows only the site, the API, the card gateway and the video players, and hashes its inline code`, async ({
      request,
    }) => {
      const { policy, scripts, styles } = await loadPage(request, path);

      expect(policy.get('default-src')).toEqual(["'self'"]);
      // The payment gateway in connect-src only: the card form posts to it, nothing loads from it.
      expect(policy.get('connect-src')).toEqual(["'self'", API_ORIGIN, gatewayUrl]);
      expect(policy.get('img-src')).toEqual(["'self'", API_ORIGIN, 'data:']);
      expect(policy.get('frame-src')).toEqual(VIDEO_PLAYERS);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      // A <meta> cannot carry it (the header does); browsers would log an error for it.
      expect(policy.has('frame-ancestors')).toBe(false);

      const scriptSources = policy.get('script-src') ?? [];
      expect(scriptSources[0]).toBe("'self'");
      expect(scriptSources.slice(1).every((source) => /^'sha256-[\w+/=]+'$/.test(source))).toBe(
        true,
      );
      expect(policy.has('script-src-attr')).toBe(false);
      for (const script of scripts)
        expect(scriptSources, script.slice(0, 60)).toContain(sha256(script));

      const styleSources = policy.get('style-src') ?? [];
      expect(styleSources).not.toContain("'unsafe-inline'");
      for (const style of styles) expect(styleSources, style.slice(0, 60)).toContain(sha256(style));
      // Rich text keeps Quill's colours as style attributes (see config/csp.ts).
      expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    });
  }
});

test.describe('pages at work under the policy', () => {
  test('public pages and the 404 page load, hydrate and report nothing', async ({
    page,
    problems,
  }) => {
    for (const path of ['/', '/produtos', '/produtos/1', '/login', '/registro']) {
      await page.goto(path);
      await quiet(page);
    }
    expect(problems).toEqual([]);

    await page.goto('/nao-existe');
    await quiet(page);
    // The document's own 404 status is all there is.
    expect(problems).toEqual([
      expect.stringMatching(/^HTTP 404: .*\/nao-existe$/),
      expect.stringMatching(/^console error: Failed to load resource: .* 404/),
    ]);
  });

  test('the painel, its tabs and the ticket editor report nothing', async ({
    page,
    context,
    problems,
  }) => {
    await logInAsDemo(context);
    // Each tab's code first runs on a page of its own, as after a reload.
    await page.goto('/painel?aba=perfil');
    await quiet(page);
    await page.goto('/painel');
    const tabs = page.getByRole('tablist', { name: 'Seções do painel' });
    for (const name of ['Pedidos', 'Favoritos', 'Perfil', 'Tickets'] as const) {
      await tabs.getByRole('tab', { name }).click();
      await expect(tabs.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    }
    await page.getByRole('button', { name: 'Novo ticket' }).click();
    await expect(page.getByRole('textbox', { name: 'Descrição', exact: true })).toBeVisible();
    await quiet(page);
    expect(problems).toEqual([]);
  });

  test('a comment with a video, an inline image and colours shows all of them', async ({
    page,
    context,
    problems,
  }) => {
    // The player would load from the internet: answer it here.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }),
    );
    const { token } = await logInFresh(context, 'Seguranca');
    const ticketId = await openTicketThroughApi(token);
    const pixel = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
    await addCommentThroughApi(
      token,
      ticketId,
      '<p><span style="color: rgb(230, 0, 0);">Atenção</span> ao vídeo:</p>' +
        '<iframe class="ql-video" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>' +
        `<p><img src="data:image/gif;base64,${pixel}" alt="ponto"></p>`,
    );

    await page.goto(`/painel/ticket/${ticketId}`);
    const comment = page.getByRole('article', { name: 'Comentário de Você' });
    await expect(comment.getByText('Atenção')).toHaveCSS('color', 'rgb(230, 0, 0)');
    await expect(comment.getByRole('img', { name: 'ponto' })).toHaveJSProperty('naturalWidth', 1);
    const player = comment.frameLocator('iframe');
    await expect(player.getByText('player')).toBeVisible();
    expect(problems).toEqual([]);
  });
});
