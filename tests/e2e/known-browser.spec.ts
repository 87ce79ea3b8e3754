/**
 * Other people's wrong guesses never lock customers out of a browser they logged in from: a
 * stranger spends the account's bound from another browser, the customer's own browser still
 * logs in, a new browser is asked to wait (in pt-BR), and `Sair de todos os dispositivos` makes
 * the API forget the customer's browser. Each test uses a customer of its own.
 */
import type { Browser, Page } from '@playwright/test';
import { siteUrl } from './env.ts';
import { NOTICE_DISMISSED_KEY, expect, test } from './fixtures.ts';
import { profileTab } from './painel-helpers.ts';
import { newCustomer, registerThroughApi, tooManyGuessesAlert } from './session-helpers.ts';
import type { NewCustomer } from './session-helpers.ts';
import { allow } from '../support/time-allowance.ts';

const GUESSES_PER_ACCOUNT = 10;

/** A browser that never saw the shop: its own context, the notice dismissed as for `page`. */
async function newBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: siteUrl });
  await context.addInitScript((key) => sessionStorage.setItem(key, '1'), NOTICE_DISMISSED_KEY);
  return context.newPage();
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** The customer's own browser: logged in once, then out again (`Sair`). */
async function loggedInBefore(page: Page, customer: NewCustomer): Promise<void> {
  await logIn(page, customer.email, customer.password);
  await expect(page).toHaveURL('/painel');
  await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
}

/**
 * A stranger's browser spends every wrong guess the account allows, then meets the wait.
 * Answers when the account's window of guesses opened.
 */
async function strangerLocksOut(browser: Browser, customer: NewCustomer): Promise<number> {
  const stranger = await newBrowser(browser);
  const openedAt = Date.now();
  for (let attempt = 0; attempt < GUESSES_PER_ACCOUNT; attempt++) {
    await logIn(stranger, customer.email, `Chute${attempt}errado`);
    await expect(stranger.getByRole('alert')).toHaveText('Credenciais inválidas');
  }
  await logIn(stranger, customer.email, customer.password);
  await expectToWait(stranger, openedAt);
  await stranger.context().close();
  return openedAt;
}

/** The login's alert asks to wait out the account's window. */
async function expectToWait(page: Page, openedAt: number): Promise<void> {
  const wait = tooManyGuessesAlert(openedAt);
  await expect(page.getByRole('alert').filter({ hasText: wait })).toHaveText(wait);
}

test("a stranger's wrong guesses lock a new browser out, never the customer's own", async ({
  page,
  browser,
}) => {
  // Thirteen logins through the form, each a deliberately slow password hash on the server.
  test.setTimeout(allow(45_000));
  const customer = newCustomer('Conhecido');
  await registerThroughApi(customer);
  await loggedInBefore(page, customer);

  const openedAt = await strangerLocksOut(browser, customer);

  await logIn(page, customer.email, customer.password);
  await expect(page).toHaveURL('/painel');
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Conhecido' })).toBeVisible();

  const fresh = await newBrowser(browser);
  await logIn(fresh, customer.email, customer.password);
  await expectToWait(fresh, openedAt);
  await expect(fresh).toHaveURL('/login');
  await expect(fresh.getByRole('textbox', { name: 'E-mail' })).toHaveValue(customer.email);
  await fresh.context().close();
});

test('Sair de todos os dispositivos makes the API forget the browser', async ({
  page,
  browser,
}) => {
  // Thirteen logins through the form, as in the test above.
  test.setTimeout(allow(45_000));
  const customer = newCustomer('Esquecido');
  await registerThroughApi(customer);
  await logIn(page, customer.email, customer.password);
  await expect(page).toHaveURL('/painel');
  await page.goto('/painel?aba=perfil&perfil=meus-dados');
  await expect(profileTab(page, 'Meus dados')).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Sair de todos os dispositivos' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();

  const openedAt = await strangerLocksOut(browser, customer);
  await logIn(page, customer.email, customer.password);
  await expectToWait(page, openedAt);
});
