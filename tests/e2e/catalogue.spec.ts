import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { quiet } from './page-state.ts';

/** Product cards on the page (each card is an `article`). */
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const count = (page: Page) => page.getByRole('status').filter({ hasText: /produto/ });

function isApiRequest(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/graphql';
}

test.describe('product list', () => {
  test('renders with no console errors or failed requests', async ({ page, problems }) => {
    await page.goto('/produtos');
    await quiet(page);
    expect(problems).toEqual([]);
  });

  const pages = [
    { url: '/produtos', total: '50 produtos' },
    { url: '/produtos?busca=aurora&ordem=preco-desc', total: '4 produtos' },
  ];
  for (const { url, total } of pages) {
    for (const width of [1280, 375]) {
      test(`${url} has no accessibility violations at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(url);
        await expect(count(page)).toHaveText(total);
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
      });
    }
  }

  test('shows the first 24 of 50 products with the count, and page 2 through its link', async ({
    page,
  }) => {
    await page.goto('/produtos');
    await expect(page.getByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible();
    await expect(count(page)).toHaveText('50 produtos');
    await expect(cards(page)).toHaveCount(24);
    await expect(cards(page).first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/produtos\/\d+$/,
    );
    await expect(cards(page).first()).toContainText(/R\$\s\d+,\d{2}/);
    await expect(cards(page).first()).toContainText('3 em estoque');

    const pagination = page.getByRole('navigation', { name: 'Paginação' });
    await pagination.getByRole('link', { name: 'Página 2' }).click();
    await expect(page).toHaveURL('/produtos/pagina/2');
    await expect(cards(page)).toHaveCount(24);
    await expect(pagination.getByRole('link', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await pagination.getByRole('link', { name: 'Próxima' }).click();
    await expect(page).toHaveURL('/produtos/pagina/3');
    await expect(cards(page)).toHaveCount(2);
  });

  test('makes no list request while the URL has no query filters', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      // The one refresh of the figures on screen (live-stock.spec.ts) is not a list request.
      const body = request.postData() ?? '';
      if (isApiRequest(request) && !body.includes('query LiveStock')) requests.push(body);
    });
    await page.goto('/produtos/categoria/monitores');
    await expect(count(page)).toHaveText('9 produtos');
    await quiet(page);
    expect(requests).toEqual([]);
  });

  test('the category control opens the prerendered category page', async ({ page }) => {
    await page.goto('/produtos');
    await page.getByLabel('Categoria').selectOption({ label: 'Redes' });
    await expect(page).toHaveURL('/produtos/categoria/redes');
    await expect(page.getByRole('heading', { level: 1, name: 'Redes' })).toBeVisible();
    await expect(count(page)).toHaveText('8 produtos');
    for (const card of await cards(page).all()) await expect(card).toContainText('Redes');
  });

  test('search changes the results and the URL, and a shared URL shows the same', async ({
    page,
  }) => {
    await page.goto('/produtos');
    await page.getByLabel('Buscar', { exact: true }).fill('aurora');
    await page.getByLabel('Buscar', { exact: true }).press('Enter');
    await expect(page).toHaveURL('/produtos?busca=aurora');
    await expect(count(page)).toHaveText('4 produtos');
    for (const card of await cards(page).all()) await expect(card).toContainText('Aurora');

    await page.goto('/produtos?busca=aurora');
    await expect(page.getByLabel('Buscar', { exact: true })).toHaveValue('aurora');
    await expect(count(page)).toHaveText('4 produtos');
  });

  test('the price range narrows the results; an inverted range is refused', async ({ page }) => {
    await page.goto('/produtos');
    await page.getByLabel('Preço mínimo').fill('140');
    await page.getByLabel('Preço máximo').fill('145');
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page).toHaveURL('/produtos?min=140&max=145');
    await expect(count(page)).toHaveText('6 produtos');
    const prices = await cards(page).getByText(/^R\$/).allTextContents();
    const values = prices.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    expect(values.sort()).toEqual([140, 141, 142, 143, 144, 145]);

    await page.getByLabel('Preço mínimo').fill('300');
    await page.getByLabel('Preço máximo').fill('100');
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(
      page.getByText('O preço máximo não pode ser menor que o preço mínimo.'),
    ).toBeVisible();
    await expect(page.getByLabel('Preço máximo')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/produtos?min=140&max=145');
  });

  test('sorting reorders the results and the URL', async ({ page }) => {
    await page.goto('/produtos');
    await page.getByLabel('Ordenar por').selectOption({ label: 'Maior preço' });
    await expect(page).toHaveURL('/produtos?ordem=preco-desc');
    await expect(cards(page).first()).toContainText('R$ 149,00');
    await page.getByLabel('Ordenar por').selectOption({ label: 'Menor preço' });
    await expect(page).toHaveURL('/produtos?ordem=preco-asc');
    await expect(cards(page).first()).toContainText('R$ 100,00');
    await expect(cards(page)).toHaveCount(24);
  });

  test('attribute filters come from the facets and go into the URL', async ({ page }) => {
    await page.goto('/produtos/categoria/notebooks');
    await page.getByRole('group', { name: 'Cor' }).getByRole('checkbox', { name: 'Preto' }).check();
    await expect(page).toHaveURL('/produtos/categoria/notebooks?cor=Preto');
    await expect(count(page)).not.toHaveText('9 produtos');
    await expect(count(page)).toHaveText(/^\d produtos?$/);
    for (const card of await cards(page).all()) await expect(card).toContainText('Notebooks');
  });

  test('the back button restores the previous filters and results', async ({ page }) => {
    await page.goto('/produtos');
    await page.getByLabel('Buscar', { exact: true }).fill('monitor');
    await page.getByLabel('Buscar', { exact: true }).press('Enter');
    await expect(page).toHaveURL('/produtos?busca=monitor');
    await expect(count(page)).toHaveText(/^\d+ produtos$/);
    const monitors = await count(page).textContent();
    await page.getByLabel('Ordenar por').selectOption({ label: 'Maior preço' });
    await expect(page).toHaveURL('/produtos?busca=monitor&ordem=preco-desc');

    await page.goBack();
    await expect(page).toHaveURL('/produtos?busca=monitor');
    // A search is ordered by relevance unless the shopper picks another order.
    await expect(page.getByLabel('Ordenar por')).toHaveValue('relevancia');
    await expect(count(page)).toHaveText(monitors ?? '');

    await page.goBack();
    await expect(page).toHaveURL('/produtos');
    await expect(page.getByLabel('Buscar', { exact: true })).toHaveValue('');
    await expect(count(page)).toHaveText('50 produtos');
    await expect(cards(page)).toHaveCount(24);
  });

  test('no match shows the empty state, and clearing the filters brings the list back', async ({
    page,
  }) => {
    await page.goto('/produtos');
    await page.getByLabel('Buscar', { exact: true }).fill('geladeira');
    await page.getByLabel('Buscar', { exact: true }).press('Enter');
    await expect(page.getByRole('heading', { name: 'Nenhum produto encontrado' })).toBeVisible();
    await expect(count(page)).toHaveText('0 produtos');
    await expect(cards(page)).toHaveCount(0);
    await page
      .getByRole('region', { name: 'Resultados' })
      .getByRole('button', { name: 'Limpar filtros' })
      .click();
    await expect(page).toHaveURL('/produtos');
    await expect(count(page)).toHaveText('50 produtos');
    await expect(cards(page)).toHaveCount(24);
  });
});

test.describe('product list without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('category and page work as plain links', async ({ page }) => {
    await page.goto('/produtos');
    await expect(cards(page)).toHaveCount(24);
    await page
      .getByRole('navigation', { name: 'Categorias' })
      .getByRole('link', { name: 'Monitores' })
      .click();
    await expect(page).toHaveURL('/produtos/categoria/monitores');
    await expect(page.getByRole('heading', { level: 1, name: 'Monitores' })).toBeVisible();
    await expect(page.getByText('9 produtos')).toBeVisible();
    await expect(cards(page)).toHaveCount(9);

    await page.goto('/produtos');
    await page
      .getByRole('navigation', { name: 'Paginação' })
      .getByRole('link', { name: 'Página 3' })
      .click();
    await expect(page).toHaveURL('/produtos/pagina/3');
    await expect(cards(page)).toHaveCount(2);
  });
});
