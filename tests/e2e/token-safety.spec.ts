/**
 * Where the session token may be (src/lib/session-token.ts): in the
 * `token` cookie with its deliberate attributes, and in the Authorization header of API
 * calls. Along a whole visit (logging in, every painel tab, a ticket with a new comment, a
 * favorite, a product page, logging out) it never shows up in a URL the browser requests or
 * navigates to, in a Referer, in localStorage or sessionStorage, in the page's HTML or in any
 * console message.
 */
import type { Page } from '@playwright/test';
import { graphqlUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import { newCustomer, registerThroughApi } from './session-helpers.ts';
import { TICKETS_TAB, openTicketThroughApi, richText } from './tickets-helpers.ts';
import { quiet } from './page-state.ts';

const DAY_S = 24 * 60 * 60;

/** Every storage entry of the page's origin, keys and values, as one string. */
function storageOf(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }),
  );
}

test('the token stays in its cookie and the API calls, nowhere else', async ({ page, context }) => {
  const customer = newCustomer('Token');
  await registerThroughApi(customer);

  const urls: string[] = [];
  const referrers: string[] = [];
  const authorizations: string[] = [];
  const consoleLines: string[] = [];
  page.on('request', (request) => {
    urls.push(request.url());
    const headers = request.headers();
    if (headers.referer) referrers.push(headers.referer);
    if (headers.authorization) authorizations.push(`${request.url()} ${headers.authorization}`);
  });
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => consoleLines.push(`pageerror: ${error.message}`));
  const snapshots: string[] = [];
  const snapshot = async () => snapshots.push(await storageOf(page), await page.content());

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(customer.email);
  await page.getByLabel('Senha').fill(customer.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL('/painel');
  await expect(page.getByRole('heading', { name: `Olá, ${customer.firstName}` })).toBeVisible();

  const cookie = (await context.cookies()).find(({ name }) => name === 'token');
  const token = cookie?.value ?? '';
  expect(token.length).toBeGreaterThan(10);
  expect(cookie).toMatchObject({
    path: '/',
    sameSite: 'Lax',
    // Plain http here: the site writes Secure only on https, where the browser accepts it.
    secure: false,
    // Host-only: no Domain attribute.
    domain: '127.0.0.1',
  });
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(7 * DAY_S - 120);
  expect(lifetime).toBeLessThanOrEqual(7 * DAY_S);
  await snapshot();

  const tabs = page.getByRole('tablist', { name: 'Seções do painel' });
  for (const name of ['Pedidos', 'Favoritos', 'Perfil'] as const) {
    await tabs.getByRole('tab', { name }).click();
    await expect(tabs.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  }
  await quiet(page);
  await snapshot();

  const ticketId = await openTicketThroughApi(token);
  await page.goto(TICKETS_TAB);
  await page.getByRole('link', { name: 'Dúvida sobre a entrega' }).first().click();
  await expect(page).toHaveURL(`/painel/ticket/${ticketId}`);
  await richText(page, 'Comentário').click();
  await page.keyboard.type('Obrigado pelo retorno.');
  await page.getByRole('button', { name: 'Comentar' }).click();
  await expect(page.getByRole('article', { name: 'Comentário de Você' })).toContainText(
    'Obrigado pelo retorno.',
  );
  await snapshot();

  // The toggle asks for the favorites once hydrated; a click before that is the plain form
  // to login, which a logged-in customer is sent back from.
  const favoritesKnown = page.waitForResponse((response) =>
    (response.request().postData() ?? '').includes('FavoriteIds'),
  );
  await page.goto('/produtos/1');
  await favoritesKnown;
  const favorite = page.getByRole('main').getByRole('button', { name: 'Adicionar aos favoritos' });
  await favorite.click();
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Remover dos favoritos' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await snapshot();

  await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL('/');
  await snapshot();

  // The token did travel, as it must: to the API, in the Authorization header only.
  expect(authorizations.length).toBeGreaterThan(0);
  expect(authorizations.every((line) => line.startsWith(graphqlUrl))).toBe(true);
  expect(authorizations.some((line) => line.endsWith(`Bearer ${token}`))).toBe(true);

  const leaks = (lines: string[]) => lines.filter((line) => line.includes(token));
  expect(leaks(urls), 'requested or visited URLs').toEqual([]);
  expect(leaks(referrers), 'Referer headers').toEqual([]);
  expect(leaks(consoleLines), 'console messages').toEqual([]);
  expect(leaks(snapshots), 'storage and HTML').toEqual([]);
  expect(urls.length).toBeGreaterThan(20);
});
