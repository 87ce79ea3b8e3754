/**
 * Favorites in the painel (`Favoritos` tab and `/painel/favorites`): cards linking to their
 * products, an optimistic removal that rolls back on failure, the empty state. Each test has
 * a customer of its own with favorites added through the API.
 */
import type { Page } from '@playwright/test';
import { graphqlUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import { asCustomer, logInFresh } from './painel-helpers.ts';

async function addFavorites(token: string, ...ids: string[]): Promise<void> {
  for (const productId of ids) {
    await asCustomer(token, 'mutation ($id: ID!) { addFavorite(productId: $id) { id } }', {
      id: productId,
    });
  }
}

const cards = (page: Page) =>
  page.getByRole('list', { name: 'Produtos favoritos' }).getByRole('article');

test('a favorite removed in the painel is no longer one on its product page', async ({
  page,
  context,
}) => {
  const { token } = await logInFresh(context, 'Favoritos');
  await addFavorites(token, '5', '2');
  await page.goto('/painel?aba=favoritos');

  await expect(cards(page)).toHaveCount(2);
  const product = page.getByRole('link', { name: 'Monitor LED Horizonte MN-0002' });
  await expect(product).toHaveAttribute('href', '/produtos/2');
  await expect(cards(page).first()).toContainText('R$ 101,00');

  await page
    .getByRole('button', { name: 'Remover Monitor LED Horizonte MN-0002 dos favoritos' })
    .click();

  await expect(product).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText(
    'Monitor LED Horizonte MN-0002 foi removido dos favoritos.',
  );
  await expect(cards(page)).toHaveCount(1);

  await page.goto('/produtos/2');
  const toggle = page.getByRole('main').getByRole('button', { name: 'Adicionar aos favoritos' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/produtos/5');
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Remover dos favoritos' }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('a removal the API refuses puts the card back and says why', async ({ page, context }) => {
  const { token } = await logInFresh(context, 'Recusa');
  await addFavorites(token, '3');
  let answer = () => {};
  const held = new Promise<void>((intercepted) => {
    void page.route(graphqlUrl, async (route) => {
      if (!(route.request().postData() ?? '').includes('RemoveFavorite')) return route.fallback();
      await new Promise<void>((resolve) => {
        answer = resolve;
        intercepted();
      });
      await route.fulfill({
        status: 502,
        headers: { 'access-control-allow-origin': '*' },
        body: 'Bad gateway',
      });
    });
  });
  await page.goto('/painel?aba=favoritos');
  await page
    .getByRole('button', { name: 'Remover Teclado Mecânico Pulso TM-0003 dos favoritos' })
    .click();

  await held;
  await expect(cards(page)).toHaveCount(0); // optimistic: gone before the API answers
  answer();

  await expect(page.getByRole('alert')).toHaveText(
    'Não foi possível remover o produto dos favoritos. O serviço está temporariamente indisponível. Tente novamente em instantes.',
  );
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Teclado Mecânico Pulso TM-0003' })).toBeVisible();
});

test('without favorites the page says so and links to the products', async ({ page, context }) => {
  await logInFresh(context, 'Vazio');
  await page.goto('/painel/favorites');

  await expect(page.getByRole('heading', { level: 1, name: 'Meus favoritos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Você ainda não tem favoritos' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Ver produtos' })).toHaveAttribute(
    'href',
    '/produtos',
  );
});

test('/painel/favorites shows the same list, and removing the last leaves the empty state', async ({
  page,
  context,
}) => {
  const { token } = await logInFresh(context, 'Pagina');
  await addFavorites(token, '1');
  await page.goto('/painel/favorites');

  await expect(cards(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Remover Notebook Aurora NB-0001 dos favoritos' }).click();
  await expect(page.getByRole('heading', { name: 'Você ainda não tem favoritos' })).toBeVisible();
  // Optimistic: the API's confirmation comes after; a reload before it would cancel it.
  await expect(page.getByRole('status')).toHaveText(
    'Notebook Aurora NB-0001 foi removido dos favoritos.',
  );

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Você ainda não tem favoritos' })).toBeVisible();
});

test('/painel/favorites is not for strangers', async ({ page }) => {
  await page.goto('/painel/favorites');
  await expect(page).toHaveURL('/login?next=%2Fpainel%2Ffavorites');
  await expect(page.getByRole('article')).toHaveCount(0);
});
