import type { Page, Route } from '@playwright/test';
import { graphqlUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import { layoutShift, trackLayoutShift } from './layout-shift.ts';
import { quiet } from './page-state.ts';

interface LiveRequest {
  ids: string[];
}

interface LiveItem {
  id: string;
  price: number;
  quantity: number;
}

/** The API's Pix price and installments of `price` under the default settings (5%, 10x, R$ 20). */
function withTerms(item: LiveItem) {
  const count = Math.max(1, Math.min(10, Math.floor(item.price / 20)));
  return {
    ...item,
    pixPrice: Math.round(item.price * 95) / 100,
    installments: { count, amount: Math.floor((item.price * 100) / count) / 100 },
  };
}

/**
 * Answers the page's live price-and-stock request with `items` (other API calls go through)
 * and records every such request.
 */
async function answerLiveStock(
  page: Page,
  items: (ids: string[]) => LiveItem[],
): Promise<LiveRequest[]> {
  const requests: LiveRequest[] = [];
  await page.route(graphqlUrl, async (route: Route) => {
    const body = route.request().postDataJSON() as {
      query?: string;
      variables?: { ids?: string[] };
    } | null;
    if (!body?.query?.includes('query LiveStock')) return route.continue();
    const ids = body.variables?.ids ?? [];
    requests.push({ ids });
    await route.fulfill({ json: { data: { products: { items: items(ids).map(withTerms) } } } });
  });
  return requests;
}

/** The product's own details (named by its heading), not the related products' cards. */
async function details(page: Page) {
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  return page.getByRole('region', { name, exact: true });
}

test.describe('live price and stock', () => {
  test('a product page shows the API’s current price and stock once idle, without moving', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await trackLayoutShift(page);
    const requests = await answerLiveStock(page, (ids) =>
      ids.map((id) => ({
        id,
        price: id === '8' ? 1234.5 : 99 + Number(id),
        quantity: id === '8' ? 0 : 3,
      })),
    );
    await page.goto('/produtos/8');
    const box = await details(page);
    await expect(box).toContainText('R$\u00a01.234,50');
    await expect(box).toContainText('Esgotado');
    await expect(box).toContainText('em até 10x de R$\u00a0123,45 sem juros');
    await expect(box).toContainText('R$\u00a01.172,78 no Pix');
    // Built in stock, sold out now: the buying form follows the live figure.
    await expect(box.getByRole('button', { name: 'Adicionar ao carrinho' })).toBeDisabled();
    await expect(box).toContainText(
      'Produto esgotado: não há unidades para adicionar ao carrinho.',
    );
    await quiet(page);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.ids).toContain('8');
    expect(await layoutShift(page)).toBe(0);
  });

  test('on a phone, the product’s own figures below the photos are refreshed too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const requests = await answerLiveStock(page, (ids) =>
      ids.map((id) => ({ id, price: 99 + Number(id), quantity: id === '8' ? 0 : 3 })),
    );
    await page.goto('/produtos/8');
    const box = await details(page);
    await expect(box).toContainText('Esgotado');
    await expect(box.getByRole('button', { name: 'Adicionar ao carrinho' })).toBeDisabled();
    // Below the fold: the related products further down are left as built.
    expect(requests.map((request) => request.ids)).toEqual([['8']]);
  });

  test('says so when the product is no longer available', async ({ page }) => {
    await answerLiveStock(page, () => []);
    await page.goto('/produtos/8');
    await expect(await details(page)).toContainText('Indisponível no momento');
  });

  test('a list asks once, only for the products on screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const requests = await answerLiveStock(page, (ids) =>
      ids.map((id) => ({ id, price: 99 + Number(id), quantity: 3 })),
    );
    await page.goto('/produtos');
    await quiet(page);
    expect(requests).toHaveLength(1);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(24);
    // Each card's id, from its link to the product page.
    const onPage = await Promise.all(
      (await cards.all()).map(async (card) =>
        (await card.getByRole('link').first().getAttribute('href'))?.replace('/produtos/', ''),
      ),
    );
    const asked = requests[0]?.ids ?? [];
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.length).toBeLessThan(24);
    for (const id of asked) expect(onPage).toContain(id);
    expect(asked).not.toContain(onPage.at(-1));
  });
});
