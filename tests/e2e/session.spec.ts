/**
 * The session end to end: the demo login, the token cookie's attributes, the header's
 * account area, logout; and the captcha path, against a second build of the site that has a
 * captcha key (the main test build has none), with Turnstile's script stubbed.
 */
import { spawn } from 'node:child_process';
import type { Page, Request } from '@playwright/test';
import { startStaticServer } from '../../site-server/serve.ts';
import type { StaticServer } from '../../site-server/serve.ts';
import { E2E_PORT, serverEnv } from './env.ts';
import { expect, test } from './fixtures.ts';
import { layoutShift, trackLayoutShift } from './layout-shift.ts';
import {
  DEMO,
  loginThroughApi,
  newCustomer,
  registerThroughApi,
  storeToken,
  whoIs,
} from './session-helpers.ts';
import { allow } from '../support/time-allowance.ts';
import { quiet } from './page-state.ts';

const DAY_S = 24 * 60 * 60;

async function logInAsDemo(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.email);
  await page.getByLabel('Senha').fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('the demo login lands in /painel with the name in the header and a well-made token cookie', async ({
  page,
  context,
}) => {
  const seen: string[] = [];
  page.on('console', (message) => seen.push(message.text()));
  page.on('request', (request) => seen.push(request.url()));

  await logInAsDemo(page);

  await expect(page).toHaveURL('/painel');
  await expect(
    page.getByRole('heading', { level: 1, name: `Olá, ${DEMO.firstName}` }),
  ).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByText(DEMO.firstName, { exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Painel' })).toHaveAttribute('href', '/painel');
  await expect(header.getByRole('button', { name: 'Sair' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Entrar' })).toHaveCount(0);

  const cookies = await context.cookies();
  const token = cookies.find((cookie) => cookie.name === 'token');
  expect(token).toBeDefined();
  expect(token).toMatchObject({
    path: '/',
    sameSite: 'Lax',
    secure: false,
    httpOnly: false,
    // Host-only: no Domain attribute, so exactly the page's host.
    domain: '127.0.0.1',
  });
  const lifetime = (token?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(7 * DAY_S - 120);
  expect(lifetime).toBeLessThanOrEqual(7 * DAY_S);
  expect(await whoIs(token?.value ?? '')).toBe(DEMO.name);

  // The token is in the cookie only: not in a URL, localStorage or a log line.
  const value = token?.value ?? '';
  expect(seen.filter((line) => line.includes(value))).toEqual([]);
  expect(page.url()).not.toContain(value);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(value);
});

test('one customer request per page load, however many islands need the customer', async ({
  page,
  context,
}) => {
  await storeToken(context, await loginThroughApi(DEMO.email, DEMO.password));
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    if (request.postDataJSON()?.operationName === 'GetCustomerLoggedIn') loads.push(page.url());
  });

  // The guard, the header and the painel all read the customer.
  await page.goto('/painel');
  await expect(page.getByRole('heading', { name: `Olá, ${DEMO.firstName}` })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sair' })).toBeVisible();
  await quiet(page);

  expect(loads).toHaveLength(1);
});

test('a logged-in customer sees the account links on every page', async ({ page, context }) => {
  await storeToken(context, await loginThroughApi(DEMO.email, DEMO.password));

  await page.goto('/');

  const header = page.getByRole('banner');
  await expect(header.getByText(DEMO.firstName, { exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Painel' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Criar conta' })).toHaveCount(0);
});

test('the customer’s links take the anonymous links’ place without moving anything', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // A long first name: the account links end wider than `Entrar` and `Criar conta`.
  const customer = newCustomer('Maximiliano');
  await storeToken(context, await registerThroughApi(customer));
  await trackLayoutShift(page);

  await page.goto('/');

  const header = page.getByRole('banner');
  await expect(header.getByText('Maximiliano', { exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: /^Carrinho/ })).toBeVisible();
  expect(await layoutShift(page)).toBe(0);
});

test('an anonymous visitor sees Entrar and Criar conta in the header', async ({ page }) => {
  await page.goto('/');

  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
  await expect(header.getByRole('link', { name: 'Criar conta' })).toHaveAttribute(
    'href',
    '/registro',
  );
  await expect(header.getByRole('button', { name: 'Sair' })).toHaveCount(0);
});

test('Sair ends the session: cookie, header and API token, back on the home page', async ({
  page,
  context,
}) => {
  // A customer of its own: logging out must not end a session other specs use.
  const customer = newCustomer('Saída');
  const token = await registerThroughApi(customer);
  await storeToken(context, token);
  await page.goto('/painel');
  await expect(page.getByRole('heading', { name: `Olá, ${customer.firstName}` })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('token');
  expect(await whoIs(token)).toBe('Usuário não autenticado');

  await page.goto('/painel');
  await expect(page).toHaveURL('/login?next=%2Fpainel');
});

test.describe('without a captcha key', () => {
  test('the forms show no widget and load no captcha script', async ({ page }) => {
    const captchaRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('challenges.cloudflare.com')) captchaRequests.push(request.url());
    });

    for (const path of ['/login', '/registro', '/recuperar-senha']) {
      await page.goto(path);
      await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
      await expect(page.locator('iframe, [name="cf-turnstile-response"]')).toHaveCount(0);
    }
    expect(captchaRequests).toEqual([]);
  });
});

/**
 * A stand-in for Turnstile's script (no internet here): `render` adds the hidden response
 * field as the real widget does; the test decides when a token arrives or expires.
 */
const FAKE_TURNSTILE = `
(() => {
  const widgets = new Map();
  let issued = 0;
  window.fakeTurnstile = {
    solve() {
      for (const widget of widgets.values()) {
        issued += 1;
        widget.input.value = 'fake-token-' + issued;
        widget.options.callback(widget.input.value);
      }
    },
    expire() {
      for (const widget of widgets.values()) {
        widget.input.value = '';
        widget.options['expired-callback']();
      }
    },
    rendered: () => widgets.size,
  };
  window.turnstile = {
    render(container, options) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = options['response-field-name'] || 'cf-turnstile-response';
      container.append(input);
      const id = 'widget-' + (widgets.size + 1);
      widgets.set(id, { input, options });
      return id;
    },
    reset(id) {
      const widget = widgets.get(id);
      if (widget) widget.input.value = '';
    },
    remove(id) {
      widgets.get(id)?.input.remove();
      widgets.delete(id);
    },
  };
})();
`;

test.describe('with a captcha key (Turnstile stubbed)', () => {
  let server: StaticServer;
  let base: string;

  test.beforeAll(async () => {
    // Builds and serves a second copy of the site: a hook's own timeout, not a test's.
    test.setTimeout(allow(90_000));
    const outDir = `.cache/e2e-dist-captcha-${E2E_PORT}`;
    const build = spawn(process.execPath, ['scripts/build.ts', '--out-dir', outDir], {
      env: {
        ...process.env,
        ...serverEnv,
        // Cloudflare's documented test site key (always passes).
        PUBLIC_CAPTCHA_SITE_KEY: '1x00000000000000000000AA',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
    expect(code, 'the captcha build failed').toBe(0);
    server = await startStaticServer({ root: outDir, port: 0 });
    base = server.url.replace(/\/$/, '');
  });

  test.afterAll(async () => {
    await server?.close();
  });

  test.beforeEach(async ({ page }) => {
    await page.route('https://challenges.cloudflare.com/turnstile/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_TURNSTILE }),
    );
  });

  function graphqlCalls(page: Page, operation: string): Request[] {
    const calls: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.postDataJSON()?.operationName === operation) {
        calls.push(request);
      }
    });
    return calls;
  }

  test('the login waits for the token, sends it as X-Captcha-Token and not as a variable', async ({
    page,
  }) => {
    const logins = graphqlCalls(page, 'LoginCustomer');
    await page.goto(`${base}/login`);
    await expect.poll(() => page.evaluate(() => window.fakeTurnstile?.rendered())).toBe(1);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.email);
    await page.getByLabel('Senha').fill(DEMO.password);

    await page.getByRole('button', { name: 'Entrar' }).click();

    // Waiting for the widget, the button stays disabled.
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeDisabled();

    await page.evaluate(() => window.fakeTurnstile?.solve());

    await expect(page).toHaveURL(`${base}/painel`);
    // One login, carrying the token only the solved widget had: none left before it.
    expect(logins).toHaveLength(1);
    const [login] = logins;
    expect(await login?.headerValue('x-captcha-token')).toBe('fake-token-1');
    expect(login?.postDataJSON().variables).toEqual({
      email: DEMO.email,
      password: DEMO.password,
    });
  });

  test('an expired token re-enables the form with a message', async ({ page }) => {
    const logins = graphqlCalls(page, 'LoginCustomer');
    await page.goto(`${base}/login`);
    await expect.poll(() => page.evaluate(() => window.fakeTurnstile?.rendered())).toBe(1);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.email);
    await page.getByLabel('Senha').fill(DEMO.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeDisabled();

    await page.evaluate(() => window.fakeTurnstile?.expire());

    await expect(page.getByRole('alert')).toHaveText(/A verificação de segurança expirou/);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(DEMO.email);
    expect(logins).toHaveLength(0);
  });

  test('the registration sends the token in the header, never inside the input', async ({
    page,
  }) => {
    const registrations = graphqlCalls(page, 'RegisterCustomer');
    const customer = newCustomer('Captcha');
    await page.goto(`${base}/registro`);
    await page.getByRole('textbox', { name: 'Nome' }).fill(customer.name);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(customer.email);
    await page.getByRole('textbox', { name: 'CPF' }).fill(customer.cpf);
    await page.getByRole('textbox', { name: 'Telefone' }).fill(customer.phone);
    await page.getByLabel('Senha', { exact: true }).fill(customer.password);
    await page.getByLabel('Confirmar senha').fill(customer.password);
    await page.getByRole('checkbox', { name: 'Li e aceito a Política de Privacidade' }).check();
    await page.evaluate(() => window.fakeTurnstile?.solve());

    await page.getByRole('button', { name: 'Criar conta' }).click();

    await expect(page).toHaveURL(`${base}/painel`);
    const [registration] = registrations;
    expect(await registration?.headerValue('x-captcha-token')).toBe('fake-token-1');
    const { input } = registration?.postDataJSON().variables ?? {};
    expect(Object.keys(input).sort()).toEqual([
      'acceptPrivacyPolicy',
      'cpf',
      'email',
      'name',
      'password',
      'phone',
    ]);
  });

  test("only the session pages let the captcha's script and frame in (CSP)", async ({
    request,
  }) => {
    const captcha = 'https://challenges.cloudflare.com';
    for (const [path, allowed] of [
      ['/login', true],
      ['/registro', true],
      ['/recuperar-senha', true],
      ['/', false],
      ['/painel', false],
    ] as const) {
      const html = await (await request.get(`${base}${path}`)).text();
      const policy = /http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1];
      const sources = (name: string) =>
        (policy ?? '')
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .find(([directive]) => directive === name)
          ?.slice(1) ?? [];
      expect(sources('script-src')[0], path).toBe("'self'");
      expect(sources('script-src').includes(captcha), path).toBe(allowed);
      expect(sources('frame-src').includes(captcha), path).toBe(allowed);
    }
  });

  test('pages without a session form load no captcha script', async ({ page }) => {
    const captchaRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('challenges.cloudflare.com')) captchaRequests.push(request.url());
    });

    await page.goto(`${base}/`);
    await quiet(page);

    expect(captchaRequests).toEqual([]);
  });
});

declare global {
  interface Window {
    fakeTurnstile?: { solve(): void; expire(): void; rendered(): number };
  }
}
