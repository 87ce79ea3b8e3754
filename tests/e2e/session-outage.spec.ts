/**
 * A session that survives an outage, and an expired session during an action.
 *
 * The outage is real: this spec runs an API of its own (`startMockServer`, its database in a
 * folder of its own), stops it and starts it again on the same port, as a deploy or a crash would. The
 * browser's GraphQL requests are sent to that API instead of the shared one, so stopping it
 * disturbs no other spec; what the page meets (refused connections, then a fresh process with
 * the same state) is what a real outage gives.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startMockServer } from '../../mocks/server.ts';
import type { MockServer } from '../../mocks/server.ts';
import { axeViolations } from './a11y-helpers.ts';
import { graphqlUrl, siteUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import { logInFresh, profileTab } from './painel-helpers.ts';
import { DEMO, graphql, storeToken } from './session-helpers.ts';
import { allow } from '../support/time-allowance.ts';

const UNREACHABLE = 'Não foi possível acessar o painel agora.';

test.describe('while the API is down', () => {
  test.describe.configure({ mode: 'serial' });
  let directory: string;
  let api: MockServer;
  let port: number;

  async function startApi(): Promise<void> {
    api = await startMockServer({
      port,
      gatewayPort: 0,
      products: 50,
      quiet: true,
      dataDir: directory,
      databaseUrl: '',
      siteOrigins: [siteUrl],
    });
  }

  test.beforeAll(async () => {
    // A fresh embedded database is migrated and seeded in this process: on a busy 2-core machine
    // that takes longer than a hook's default 30 s.
    test.setTimeout(allow(60_000));
    directory = mkdtempSync(join(tmpdir(), 'session-outage-'));
    port = 0;
    await startApi();
    port = Number(new URL(api.url).port);
  });

  test.afterAll(async () => {
    await api?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  /** Sends this page's GraphQL requests to this spec's own API. */
  async function useOwnApi(page: Page): Promise<void> {
    await page.route(graphqlUrl, (route) => route.continue({ url: api.graphqlUrl }));
  }

  async function logInToOwnApi(page: Page): Promise<string> {
    const response = await fetch(api.graphqlUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query:
          'query ($e: String!, $p: String!) { loginCustomer(email: $e, password: $p) { token } }',
        variables: { e: DEMO.email, p: DEMO.password },
      }),
    });
    const body = (await response.json()) as { data: { loginCustomer: { token: string } } };
    const token = body.data.loginCustomer.token;
    await storeToken(page.context(), token);
    return token;
  }

  async function tokenCookie(page: Page): Promise<string | undefined> {
    const cookies = await page.context().cookies(siteUrl);
    return cookies.find((cookie) => cookie.name === 'token')?.value;
  }

  test('the painel says it cannot be reached, keeps the session and comes back by itself', async ({
    page,
  }) => {
    await useOwnApi(page);
    const token = await logInToOwnApi(page);
    await page.goto('/painel');
    await expect(
      page.getByRole('heading', { level: 1, name: `Olá, ${DEMO.firstName}` }),
    ).toBeVisible();

    await api.close();
    await page.reload();

    await expect(page.getByRole('status').getByText(UNREACHABLE)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await expect(page).toHaveURL(/\/painel$/);
    expect(await tokenCookie(page)).toBe(token);
    // The header keeps the logged-in links rather than offering to log in.
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Sair' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Entrar' })).toHaveCount(0);

    await startApi();

    await expect(
      page.getByRole('heading', { level: 1, name: `Olá, ${DEMO.firstName}` }),
    ).toBeVisible({
      timeout: allow(10_000),
    });
    await expect(page.getByText(UNREACHABLE)).toHaveCount(0);
    expect(await tokenCookie(page)).toBe(token);
  });

  test('a public page stays quiet and keeps the session during an outage', async ({ page }) => {
    await useOwnApi(page);
    const token = await logInToOwnApi(page);
    await api.close();
    try {
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Painel' })).toBeVisible();
      await expect(page.getByText(UNREACHABLE)).toHaveCount(0);
      await expect(page).toHaveURL(`${siteUrl}/`);
      expect(await tokenCookie(page)).toBe(token);
    } finally {
      await startApi();
    }
    await expect(page.getByRole('banner').getByText(DEMO.firstName, { exact: true })).toBeVisible({
      timeout: allow(10_000),
    });
  });
});

test('an expired session during a save leads to the login and back, with what was typed', async ({
  page,
  context,
}) => {
  const { customer, token } = await logInFresh(context, 'Expira');
  await page.goto('/painel?aba=perfil&perfil=contato');
  const phone = page.getByRole('textbox', { name: 'Telefone' });
  await expect(phone).toBeVisible();

  // The session ends at the API (as when it expires) while the page is open.
  await graphql('mutation { logoutCustomer }', {}, token);
  await phone.fill('');
  await phone.pressSequentially('1130004000');
  await page.getByRole('button', { name: 'Salvar' }).click();

  await expect(page).toHaveURL(/\/login\?next=/);
  expect(new URL(page.url()).searchParams.get('next')).toBe('/painel?aba=perfil&perfil=contato');
  await page.getByLabel('E-mail').fill(customer.email);
  await page.getByLabel('Senha').fill(customer.password);
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page).toHaveURL(/\/painel\?aba=perfil&perfil=contato$/);
  await expect(profileTab(page, 'Contato')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Telefone' })).toHaveValue('(11) 3000-4000');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('tabpanel').last().getByRole('status')).toHaveText('Contato salvo.');
});
