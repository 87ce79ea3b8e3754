/**
 * `/painel` with the demo customer (read-only): greeting, summary, the four tabs as real tabs
 * (keyboard, the tab in the URL, reload, Back), each tab loading, JS weight. axe: a11y.spec.ts.
 */
import { gzipSync } from 'node:zlib';
import { graphqlUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import { layoutShift, trackLayoutShift } from './layout-shift.ts';
import { logInAsDemo, painelTab } from './painel-helpers.ts';
import { DEMO } from './session-helpers.ts';
import { quiet } from './page-state.ts';

test.beforeEach(async ({ context }) => {
  await logInAsDemo(context);
});

test('greets the customer and sums up tickets and the last request', async ({ page }) => {
  await page.goto('/painel');

  await expect(
    page.getByRole('heading', { level: 1, name: `Olá, ${DEMO.firstName}` }),
  ).toBeVisible();
  const summary = page.getByRole('region', { name: 'Resumo' });
  await expect(summary).toContainText('2 tickets abertos');
  await expect(summary).toContainText('1 em andamento');
  await expect(summary).toContainText('PED-2026-000103');
  await expect(summary).toContainText('Pago em 15/11/2026');
});

test('a slow summary arrives without moving the tabs below it, nor the header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await trackLayoutShift(page);
  // The summary's answer is held until its skeleton has been painted with the tabs under it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let summaryAnswered = false;
  await page.route(graphqlUrl, async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes('query PainelSummary')) return route.continue();
    await held;
    summaryAnswered = true;
    return route.continue();
  });
  await page.goto('/painel');
  await expect(painelTab(page, 'Tickets')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Resumo' });
  await expect(summary).toBeVisible();
  await expect(summary).not.toContainText('2 tickets abertos');
  await page.evaluate(
    () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
  );
  release();
  await expect(summary).toContainText('2 tickets abertos');
  expect(summaryAnswered).toBe(true);
  await expect(summary).toContainText('PED-2026-000103');
  expect(await layoutShift(page)).toBe(0);
});

test('the summary links open their tab in place', async ({ page }) => {
  await page.goto('/painel');
  await page.getByRole('link', { name: 'Ver pedidos' }).click();

  await expect(page).toHaveURL('/painel?aba=pedidos');
  await expect(painelTab(page, 'Pedidos')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Pedido PED-2026-000101' })).toBeVisible();
});

test('each tab loads its content', async ({ page }) => {
  await page.goto('/painel');
  await expect(painelTab(page, 'Tickets')).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('tabpanel').getByRole('button', { name: 'Novo ticket' }),
  ).toBeVisible();

  await painelTab(page, 'Pedidos').click();
  await expect(page.getByRole('tabpanel')).toContainText('Pedido PED-2026-000102');

  await painelTab(page, 'Favoritos').click();
  await expect(
    page.getByRole('tabpanel').getByRole('link', { name: 'Notebook Aurora NB-0001' }),
  ).toBeVisible();

  await painelTab(page, 'Perfil').click();
  await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(DEMO.name);
});

test('keeps the tab in the URL: a reload and a shared link open it, Back returns', async ({
  page,
}) => {
  await page.goto('/painel');
  await painelTab(page, 'Favoritos').click();
  await expect(page).toHaveURL('/painel?aba=favoritos');

  await page.reload();
  await expect(painelTab(page, 'Favoritos')).toHaveAttribute('aria-selected', 'true');

  await painelTab(page, 'Perfil').click();
  await expect(page).toHaveURL('/painel?aba=perfil');
  await page.goBack();
  await expect(page).toHaveURL('/painel?aba=favoritos');
  await expect(painelTab(page, 'Favoritos')).toHaveAttribute('aria-selected', 'true');

  await page.goto('/painel?aba=pedidos');
  await expect(painelTab(page, 'Pedidos')).toHaveAttribute('aria-selected', 'true');
});

test('arrow keys, Home and End move between the tabs', async ({ page }) => {
  await page.goto('/painel');
  await painelTab(page, 'Tickets').focus();

  await page.keyboard.press('ArrowRight');
  await expect(painelTab(page, 'Pedidos')).toBeFocused();
  await expect(painelTab(page, 'Pedidos')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL('/painel?aba=pedidos');

  await page.keyboard.press('End');
  await expect(painelTab(page, 'Perfil')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(painelTab(page, 'Tickets')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(painelTab(page, 'Perfil')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(painelTab(page, 'Tickets')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL('/painel');
});

test('an unknown tab in the URL opens the default one', async ({ page }) => {
  await page.goto('/painel?aba=nada');
  await expect(painelTab(page, 'Tickets')).toHaveAttribute('aria-selected', 'true');
});

test('a summary that cannot load says so and recovers', async ({ page }) => {
  let failures = 2; // the client tries a query twice
  await page.route(/\/graphql$/, async (route) => {
    if (!(route.request().postData() ?? '').includes('PainelSummary') || failures === 0) {
      return route.fallback();
    }
    failures -= 1;
    await route.fulfill({
      status: 503,
      headers: { 'access-control-allow-origin': '*' },
      body: 'indisponível',
    });
  });
  await page.goto('/painel');

  const summary = page.getByRole('region', { name: 'Resumo' });
  await expect(summary.getByRole('alert')).toContainText('Não foi possível carregar o resumo.');
  await summary.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(summary).toContainText('2 tickets abertos');
});

test('loads at most 130 KB of gzipped JavaScript before an editor opens', async ({ page }) => {
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.set(
      response.url(),
      response.body().then((body) => gzipSync(body).length),
    );
  });
  await page.goto('/painel');
  await expect(
    page.getByRole('tabpanel').getByRole('button', { name: 'Novo ticket' }),
  ).toBeVisible();
  await quiet(page);

  const total = (await Promise.all(sizes.values())).reduce((sum, size) => sum + size, 0);
  expect(total).toBeLessThanOrEqual(130_000);
});
