/**
 * The route guard: /painel needs a login, logged-in customers are kept away
 * from /login and /registro, a token that does not validate is cleared, return targets are
 * same-site only, configured redirects apply.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO, loginThroughApi, storeToken } from './session-helpers.ts';

/** Records, across page loads of this tab, whether a password field was ever on screen. */
async function watchForForms(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('input[type="password"]')) {
        sessionStorage.setItem('saw-a-form', location.pathname);
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test.describe('anonymous visitors', () => {
  test('/painel sends them to /login, remembering where they wanted to go', async ({ page }) => {
    await page.goto('/painel');

    await expect(page).toHaveURL('/login?next=%2Fpainel');
    await expect(page.getByRole('heading', { name: 'Olá', exact: false })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  });

  test('a deep painel link (/painel/ticket/1) goes to /login too', async ({ page }) => {
    await page.goto('/painel/ticket/1');

    await expect(page).toHaveURL('/login?next=%2Fpainel%2Fticket%2F1');
  });

  test('never see the painel: no greeting ever renders on the way to /login', async ({ page }) => {
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('h1')?.textContent?.startsWith('Olá')) {
          sessionStorage.setItem('saw-the-painel', '1');
        }
      }).observe(document, { childList: true, subtree: true });
    });

    await page.goto('/painel');
    await expect(page).toHaveURL(/\/login/);

    expect(await page.evaluate(() => sessionStorage.getItem('saw-the-painel'))).toBeNull();
  });

  test('a history navigation to /painel is guarded as well', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();

    await page.evaluate(() => {
      history.pushState(null, '', '/painel');
      history.pushState(null, '', '/login');
      history.back();
    });

    await expect(page).toHaveURL('/login?next=%2Fpainel');
  });

  test('legacy paths redirect as configured, keeping the query', async ({ page }) => {
    await page.goto('/entrar?next=%2Fpainel');
    await expect(page).toHaveURL('/login?next=%2Fpainel');

    await page.goto('/cadastro');
    await expect(page).toHaveURL('/registro');
  });

  test('the server answers legacy paths with a permanent redirect, no script needed', async ({
    browser,
    request,
  }) => {
    const moved = await request.get('/esqueci-minha-senha?x=1', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()['location']).toBe('/recuperar-senha?x=1');

    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto('/entrar');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test.describe('after logging in', () => {
  test('returns to the guarded page the customer first asked for', async ({ page }) => {
    await page.goto('/painel/ticket/1');
    await expect(page).toHaveURL('/login?next=%2Fpainel%2Fticket%2F1');

    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.email);
    await page.getByLabel('Senha').fill(DEMO.password);
    await page.getByRole('button', { name: 'Entrar' }).click();

    await expect(page).toHaveURL('/painel/ticket/1');
  });

  test('goes to a public next target, query included', async ({ page }) => {
    await page.goto('/login?next=%2Fprodutos%3Fbusca%3Dmonitor');

    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.email);
    await page.getByLabel('Senha').fill(DEMO.password);
    await page.getByRole('button', { name: 'Entrar' }).click();

    await expect(page).toHaveURL('/produtos?busca=monitor');
  });

  for (const evil of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
    test(`a next target of ${evil} is refused: the login lands in /painel`, async ({ page }) => {
      await page.goto(`/login?next=${encodeURIComponent(evil)}`);

      await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.email);
      await page.getByLabel('Senha').fill(DEMO.password);
      await page.getByRole('button', { name: 'Entrar' }).click();

      await expect(page).toHaveURL('/painel');
      await expect(page.getByRole('heading', { name: `Olá, ${DEMO.firstName}` })).toBeVisible();
    });
  }

  // The query as an attacker would write it into a link: encoded (`next` is then exactly the
  // string given) or raw (the browser's own URL parsing gets its say first).
  const attempts = [
    ...[
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '%2F%2Fevil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '\\\\evil.example',
      'https:evil.example',
      ' //evil.example',
    ].map((next) => `next=${encodeURIComponent(next)}`),
    'next=//evil.example',
    'next=/%09/evil.example',
    'next=%2F%0D%2Fevil.example',
    'next=/%5C/evil.example',
  ];
  for (const query of attempts) {
    test(`/login?${query} lands in /painel, running nothing and leaving nothing`, async ({
      page,
    }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const foreign: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith('http://127.0.0.1')) foreign.push(request.url());
      });

      await page.goto(`/login?${query}`);
      await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.email);
      await page.getByLabel('Senha').fill(DEMO.password);
      await page.getByRole('button', { name: 'Entrar' }).click();

      await expect(page).toHaveURL('/painel');
      await expect(page.getByRole('heading', { name: `Olá, ${DEMO.firstName}` })).toBeVisible();
      expect(dialogs).toEqual([]);
      expect(foreign).toEqual([]);
    });
  }
});

test.describe('customers with a token', () => {
  test.beforeEach(async ({ context }) => {
    await storeToken(context, await loginThroughApi(DEMO.email, DEMO.password));
  });

  for (const path of ['/login', '/registro']) {
    test(`${path} goes to /painel without showing its form`, async ({ page }) => {
      await watchForForms(page);

      await page.goto(path);

      await expect(page).toHaveURL('/painel');
      await expect(page.getByRole('heading', { name: `Olá, ${DEMO.firstName}` })).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('saw-a-form'))).toBeNull();
    });
  }

  test('/login with a valid next goes there', async ({ page }) => {
    await page.goto('/login?next=%2Fprodutos');
    await expect(page).toHaveURL('/produtos');
  });

  test('/login with next=//evil.example goes to /painel', async ({ page }) => {
    await page.goto('/login?next=%2F%2Fevil.example');
    await expect(page).toHaveURL('/painel');
  });
});

test.describe('a token that does not validate', () => {
  const GARBAGE = 'garbage-token-0123456789';

  test('is cleared, its error logged without it, and the visitor goes to /login', async ({
    page,
    context,
  }) => {
    await storeToken(context, GARBAGE);
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));

    await page.goto('/painel');

    await expect(page).toHaveURL('/login?next=%2Fpainel');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('token');
    expect(logged.some((line) => line.includes('Usuário não autenticado'))).toBe(true);
    expect(logged.filter((line) => line.includes(GARBAGE))).toEqual([]);
  });

  test('on a public page also leads to /login, to come back after logging in', async ({
    page,
    context,
  }) => {
    await storeToken(context, GARBAGE);

    await page.goto('/recuperar-senha');

    await expect(page).toHaveURL('/login?next=%2Frecuperar-senha');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('token');
  });

  test('on /login ends with the token cleared and the form shown', async ({ page, context }) => {
    await storeToken(context, GARBAGE);

    await page.goto('/login');

    // With a token, /login first sends the customer to /painel; the failed load there
    // clears the token and returns to /login, which now shows the form.
    await expect(page).toHaveURL('/login?next=%2Fpainel');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('token');
  });
});
