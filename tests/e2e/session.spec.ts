/**
 * The session end to end: the demo login, the token cookie's attributes, the header's
 * account area, logout; and the captcha path, against a second build of the site that has a
 * captcha key (the main test build has none) and a second API that verifies its tokens with a
 * local siteverify stand-in, with Turnstile's script stubbed.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { APIRequestContext, Page, Request } from '@playwright/test';
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
import type { NewCustomer } from './session-helpers.ts';
import { allow } from '../support/time-allowance.ts';
import { startApiProcess } from '../support/api-process.ts';
import type { ApiProcess } from '../support/api-process.ts';
import { startSiteverifyStandIn } from '../../mocks/captcha/siteverify.ts';
import type { ListeningSiteverifyStandIn } from '../../mocks/captcha/siteverify.ts';
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
 * field as the real widget does; the test decides when a token arrives (one the siteverify
 * stand-in issued, or a forged one) or expires, and sees when the form resets the widget.
 */
const FAKE_TURNSTILE = `
(() => {
  const widgets = new Map();
  let resets = 0;
  window.fakeTurnstile = {
    solve(token) {
      for (const widget of widgets.values()) {
        widget.input.value = token;
        widget.options.callback(token);
      }
    },
    expire() {
      for (const widget of widgets.values()) {
        widget.input.value = '';
        widget.options['expired-callback']();
      }
    },
    rendered: () => widgets.size,
    resets: () => resets,
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
      resets += 1;
    },
    remove(id) {
      widgets.get(id)?.input.remove();
      widgets.delete(id);
    },
  };
})();
`;

const NOT_A_ROBOT = 'Confirme que você não é um robô.';

test.describe('with a captcha key (Turnstile stubbed)', () => {
  // Cloudflare's documented test site key; the secret is the siteverify stand-in's.
  const SITE_KEY = '1x00000000000000000000AA';
  const SECRET = 'e2e-captcha-secret-not-a-real-one';
  let siteverify: ListeningSiteverifyStandIn;
  let api: ApiProcess;
  let server: StaticServer;
  let base: string;

  test.beforeAll(async () => {
    // Starts an API and builds and serves a second copy of the site against it: a hook's own
    // timeout, not a test's.
    test.setTimeout(allow(240_000));
    siteverify = await startSiteverifyStandIn({ secret: SECRET });
    const dataDir = `.cache/e2e-data-captcha-${E2E_PORT}`;
    rmSync(dataDir, { recursive: true, force: true });
    // The test server's settings, on ports and a database of its own, mailing nowhere.
    const {
      MOCK_API_PORT: _api,
      MOCK_PAYMENT_GATEWAY_PORT: _gateway,
      PUBLIC_GRAPHQL_URL: _graphql,
      PUBLIC_PAYMENT_GATEWAY_URL: _gatewayUrl,
      SMTP_URL: _smtp,
      ...shared
    } = serverEnv;
    api = await startApiProcess({
      ...shared,
      DATA_DIR: dataDir,
      PUBLIC_CAPTCHA_SITE_KEY: SITE_KEY,
      CAPTCHA_SECRET_KEY: SECRET,
      CAPTCHA_VERIFY_URL: siteverify.url,
    });
    const outDir = `.cache/e2e-dist-captcha-${E2E_PORT}`;
    const build = spawn(process.execPath, ['scripts/build.ts', '--out-dir', outDir], {
      env: {
        ...process.env,
        ...serverEnv,
        PUBLIC_GRAPHQL_URL: `${api.url}/graphql`,
        PUBLIC_PAYMENT_GATEWAY_URL: api.gatewayUrl,
        PUBLIC_CAPTCHA_SITE_KEY: SITE_KEY,
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
    await api?.kill('SIGTERM');
    await siteverify?.close();
  });

  test.beforeEach(async ({ page }) => {
    await page.route('https://challenges.cloudflare.com/turnstile/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_TURNSTILE }),
    );
  });

  /** Registers `customer` straight at the captcha API; answers the errors' messages. */
  async function registerOnCaptchaApi(
    request: APIRequestContext,
    customer: NewCustomer,
    headers: Record<string, string>,
  ): Promise<string[]> {
    const { name, email, cpf, phone, password } = customer;
    const response = await request.post(`${api.url}/graphql`, {
      headers,
      data: {
        query:
          'mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { token } }',
        variables: { input: { name, email, cpf, phone, password, acceptPrivacyPolicy: true } },
      },
    });
    const body = (await response.json()) as { errors?: { message: string }[] };
    return (body.errors ?? []).map((error) => error.message);
  }

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

    const token = siteverify.issue();
    await page.evaluate((issued) => window.fakeTurnstile?.solve(issued), token);

    await expect(page).toHaveURL(`${base}/painel`);
    // One login, carrying the token only the solved widget had: none left before it.
    expect(logins).toHaveLength(1);
    const [login] = logins;
    expect(await login?.headerValue('x-captcha-token')).toBe(token);
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
    const token = siteverify.issue();
    await page.evaluate((issued) => window.fakeTurnstile?.solve(issued), token);

    await page.getByRole('button', { name: 'Criar conta' }).click();

    // The API asked the provider about the token and took it.
    await expect(page).toHaveURL(`${base}/painel`);
    const [registration] = registrations;
    expect(await registration?.headerValue('x-captcha-token')).toBe(token);
    expect(siteverify.requests.map((sent) => sent.fields['response'])).toContain(token);
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

  test('the API refuses a registration without a token or with one the provider did not issue', async ({
    request,
  }) => {
    const customer = newCustomer('SemCaptcha');
    const register = (headers: Record<string, string>) =>
      registerOnCaptchaApi(request, customer, headers);

    expect(await register({})).toEqual([NOT_A_ROBOT]);
    expect(await register({ 'X-Captcha-Token': 'XXXX.forged' })).toEqual([NOT_A_ROBOT]);
    expect(await register({ 'X-Captcha-Token': siteverify.issue() })).toEqual([]);
  });

  test('a token the API refuses: the form says so, keeps what was typed and resets the widget for another try', async ({
    page,
  }) => {
    const customer = newCustomer('Recusado');
    await page.goto(`${base}/registro`);
    await expect.poll(() => page.evaluate(() => window.fakeTurnstile?.rendered())).toBe(1);
    await page.getByRole('textbox', { name: 'Nome' }).fill(customer.name);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(customer.email);
    await page.getByRole('textbox', { name: 'CPF' }).fill(customer.cpf);
    await page.getByRole('textbox', { name: 'Telefone' }).fill(customer.phone);
    await page.getByLabel('Senha', { exact: true }).fill(customer.password);
    await page.getByLabel('Confirmar senha').fill(customer.password);
    await page.getByRole('checkbox', { name: 'Li e aceito a Política de Privacidade' }).check();
    // A token the provider never issued (a script's guess).
    await page.evaluate(() => window.fakeTurnstile?.solve('XXXX.forged.token'));

    await page.getByRole('button', { name: 'Criar conta' }).click();

    await expect(page.getByRole('alert').filter({ hasText: NOT_A_ROBOT })).toBeVisible();
    await expect(page).toHaveURL(`${base}/registro`);
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(customer.name);
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(customer.email);
    await expect(page.getByLabel('Senha', { exact: true })).toHaveValue(customer.password);
    expect(await page.evaluate(() => window.fakeTurnstile?.resets())).toBe(1);

    // The widget is solved again, for real this time: the same form goes through.
    await page.evaluate((issued) => window.fakeTurnstile?.solve(issued), siteverify.issue());
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page).toHaveURL(`${base}/painel`);
  });

  test('after three wrong passwords the API wants a person for the login', async ({
    page,
    request,
  }) => {
    const customer = newCustomer('Tentativas');
    expect(
      await registerOnCaptchaApi(request, customer, { 'X-Captcha-Token': siteverify.issue() }),
    ).toEqual([]);
    await page.goto(`${base}/login`);
    await expect.poll(() => page.evaluate(() => window.fakeTurnstile?.rendered())).toBe(1);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(customer.email);
    for (let i = 0; i < 3; i++) {
      await page.getByLabel('Senha').fill('Errada#0000');
      // Tokens the provider did not issue: a login needs none yet, so none is asked about.
      await page.evaluate((n) => window.fakeTurnstile?.solve(`XXXX.unchecked.${n}`), i);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page.getByRole('alert')).toContainText('Credenciais inválidas');
    }

    await page.getByLabel('Senha').fill(customer.password);
    await page.evaluate(() => window.fakeTurnstile?.solve('XXXX.unchecked.now'));
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toContainText(NOT_A_ROBOT);
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(customer.email);

    await page.evaluate((issued) => window.fakeTurnstile?.solve(issued), siteverify.issue());
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(`${base}/painel`);
  });

  test("only the pages with a protected form let the captcha's script and frame in (CSP)", async ({
    request,
  }) => {
    const captcha = 'https://challenges.cloudflare.com';
    for (const [path, allowed] of [
      ['/login', true],
      ['/registro', true],
      ['/recuperar-senha', true],
      ['/produtos/1', true],
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
    fakeTurnstile?: {
      solve(token: string): void;
      expire(): void;
      rendered(): number;
      resets(): number;
    };
  }
}
