import type { Page } from '@playwright/test';
import { graphqlUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import { logInFresh } from './painel-helpers.ts';
import { newCustomer, registerThroughApi } from './session-helpers.ts';
import { quiet } from './page-state.ts';

/** Clicks the page's main toggle and waits for the API to confirm (a reload would abort it). */
async function toggleAndWait(page: Page, operation: 'AddFavorite' | 'RemoveFavorite') {
  const answered = page.waitForResponse(
    (response) =>
      response.url().startsWith(graphqlUrl) &&
      (response.request().postData() ?? '').includes(operation),
  );
  await toggle(page).click();
  await answered;
}

/**
 * Opens `path` (or reloads) and waits until the page knows the customer's favorites: before
 * that, every toggle shows the prerendered "not a favorite" state.
 */
async function reloadWithFavorites(page: Page, path?: string) {
  const loaded = page.waitForResponse((response) =>
    (response.request().postData() ?? '').includes('FavoriteIds'),
  );
  await (path === undefined ? page.reload() : page.goto(path));
  await loaded;
}

/** Operation names of the GraphQL requests the page sends. */
function recordOperations(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().startsWith(graphqlUrl)) return;
    const match = /(?:query|mutation)\s+(\w+)/.exec(request.postDataJSON()?.query ?? '');
    operations.push(match?.[1] ?? '?');
  });
  return operations;
}

const toggle = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: /^(Adicionar aos|Remover dos) favoritos$/ });

test.describe('favorite toggle for anonymous shoppers', () => {
  test('sends them to login with the product as the return path', async ({ page }) => {
    await page.goto('/produtos/1');
    await page.getByRole('button', { name: 'Adicionar aos favoritos', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/produtos/1');
  });

  test('a card on the list returns to the list, filters included', async ({ page }) => {
    await page.goto('/produtos?busca=aurora');
    // The filtered cards replace the prerendered ones once the list island has applied the URL.
    await expect(page.getByRole('status').filter({ hasText: /produto/ })).toHaveText('4 produtos');
    await page
      .getByRole('button', { name: `Adicionar Notebook Aurora NB-0001 aos favoritos` })
      .click();
    await expect(page).toHaveURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/produtos?busca=aurora');
  });

  test('loads no favorites code and makes no favorites request', async ({ page }) => {
    const operations = recordOperations(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/produtos/1');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    await quiet(page);
    expect(operations.filter((name) => /Favorite/.test(name))).toEqual([]);
    expect(scripts.filter((path) => path.includes('favorites-api'))).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the toggle is a plain link to login', async ({ page }) => {
      await page.goto('/produtos/1');
      await page.getByRole('button', { name: 'Adicionar aos favoritos', exact: true }).click();
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/produtos/1');
    });
  });

  test('after logging in, they are back on the product', async ({ page }) => {
    const customer = newCustomer('Favoritos');
    await registerThroughApi(customer);
    await page.goto('/produtos/1');
    await page.getByRole('button', { name: 'Adicionar aos favoritos', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?/);
    await page.getByLabel('E-mail').fill(customer.email);
    await page.getByLabel('Senha').fill(customer.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL('/produtos/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notebook Aurora NB-0001');
  });
});

test.describe('favorite toggle for customers', () => {
  test('toggles at once, before the API answers, and keeps the state the API has', async ({
    page,
    context,
  }) => {
    await logInFresh(context, 'Favoritos');
    // Hold the API's answer to the first AddFavorite until the optimistic state was seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(graphqlUrl, async (route) => {
      if (!(route.request().postData() ?? '').includes('AddFavorite')) return route.fallback();
      await held;
      await route.continue();
    });
    await reloadWithFavorites(page, '/produtos/2');
    await expect(toggle(page)).toHaveText('Adicionar aos favoritos');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');

    const answered = page.waitForResponse((r) =>
      (r.request().postData() ?? '').includes('AddFavorite'),
    );
    await toggle(page).click();
    await expect(toggle(page)).toHaveText('Remover dos favoritos');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    release();
    await answered;

    await reloadWithFavorites(page);
    await expect(toggle(page)).toHaveText('Remover dos favoritos');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    await toggleAndWait(page, 'RemoveFavorite');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');

    await reloadWithFavorites(page);
    await expect(toggle(page)).toHaveText('Adicionar aos favoritos');
  });

  test('pressing it moves nothing beside it', async ({ page, context }) => {
    await logInFresh(context, 'Favoritos');
    await reloadWithFavorites(page, '/produtos/4');
    const whatsapp = page.getByRole('main').getByRole('link', { name: 'Falar no WhatsApp' });
    await whatsapp.scrollIntoViewIfNeeded(); // the boxes are measured in the viewport
    const before = await whatsapp.boundingBox();
    await toggleAndWait(page, 'AddFavorite');
    await expect(toggle(page)).toHaveText('Remover dos favoritos');
    expect(await whatsapp.boundingBox()).toEqual(before);
  });

  test('loads the favorite ids once for all cards of a page', async ({ page, context }) => {
    await logInFresh(context, 'Favoritos');
    await reloadWithFavorites(page, '/produtos/3');
    await toggleAndWait(page, 'AddFavorite');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');

    // Product 3 is one of the eight Periféricos: every card of that page gets a toggle.
    const operations = recordOperations(page);
    await page.goto('/produtos/categoria/perifericos');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(8);
    for (const card of await cards.all()) await card.scrollIntoViewIfNeeded();
    const favorite = page.getByRole('button', { name: /^Remover .+ dos favoritos$/ });
    await expect(favorite).toHaveCount(1);
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /^Adicionar .+ aos favoritos$/ })).toHaveCount(7);
    await quiet(page);
    expect(operations.filter((name) => name === 'FavoriteIds')).toEqual(['FavoriteIds']);
  });

  test('rolls back and says why when the API refuses', async ({ page, context }) => {
    await logInFresh(context, 'Favoritos');
    await page.route(graphqlUrl, async (route) => {
      if (!/AddFavorite/.test(route.request().postData() ?? '')) return route.fallback();
      await route.fulfill({
        headers: { 'access-control-allow-origin': '*' },
        json: {
          errors: [
            { message: 'Serviço de favoritos em manutenção.', extensions: { code: 'FORBIDDEN' } },
          ],
        },
      });
    });
    await reloadWithFavorites(page, '/produtos/4');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    await toggle(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Não foi possível adicionar o produto aos favoritos. Serviço de favoritos em manutenção.',
    );
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle(page)).toHaveText('Adicionar aos favoritos');
  });
});
