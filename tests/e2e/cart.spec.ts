import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { axeViolations } from './a11y-helpers.ts';
import { quiet, settled } from './page-state.ts';
import { expect, test } from './fixtures.ts';

const NAME = 'Notebook Aurora NB-0001';

test.describe('choosing on the product page', () => {
  test('adds the chosen options and quantity to the cart, counted in the header', async ({
    page,
    problems,
  }) => {
    await page.goto('/produtos/1');
    const details = page.getByRole('main').getByRole('region', { name: NAME, exact: true });
    const cartLink = page.getByRole('link', { name: /^Carrinho/ });
    await expect(cartLink).toHaveAccessibleName('Carrinho, vazio');

    const sizes = details.getByRole('group', { name: 'Tamanho' });
    await sizes.getByRole('radio', { name: '14"' }).check();
    await expect(sizes.getByRole('radio', { name: '14"' })).toBeChecked();
    await expect(sizes.getByRole('radio', { name: '13"' })).not.toBeChecked();
    await details.getByRole('spinbutton', { name: 'Quantidade' }).fill('2');
    await details.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await expect(details.getByRole('status')).toContainText('Produto adicionado ao carrinho.');
    await expect(cartLink).toHaveAccessibleName('Carrinho, 2 itens');

    await page.reload();
    await expect(page.getByRole('link', { name: /^Carrinho/ })).toHaveAccessibleName(
      'Carrinho, 2 itens',
    );
    expect(problems).toEqual([]);
  });

  test('refuses a quantity above the stock, keeping what was typed', async ({ page }) => {
    await page.goto('/produtos/1');
    const quantity = page.getByRole('spinbutton', { name: 'Quantidade' });
    await quantity.fill('4');
    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await expect(quantity).toHaveAccessibleDescription(
      'Só é possível levar até 3 unidades deste produto.',
    );
    await expect(quantity).toHaveValue('4');
    await expect(page.getByRole('link', { name: /^Carrinho/ })).toHaveAccessibleName(
      'Carrinho, vazio',
    );
  });

  test('shares the cart with another open tab', async ({ page, context }) => {
    await page.goto('/produtos/1');
    const other = await context.newPage();
    await other.goto('/produtos/2');
    await expect(other.getByRole('link', { name: /^Carrinho/ })).toHaveAccessibleName(
      'Carrinho, vazio',
    );
    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await expect(other.getByRole('link', { name: /^Carrinho/ })).toHaveAccessibleName(
      'Carrinho, 1 item',
    );
  });
});

/** Opens `/carrinho` with `lines` (and anything else) already stored, as a tampered browser might. */
async function openCartWith(page: Page, stored: Record<string, unknown>) {
  await page.goto('/');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) {
      localStorage.setItem(key, JSON.stringify(value));
    }
  }, stored);
  await page.goto('/carrinho');
}

const NOTEBOOK_13 = { productId: '1', optionIds: [] as string[], quantity: 1 };

/** Product 1's option ids as its page chooses them by default. */
async function defaultOptions(page: Page): Promise<string[]> {
  await page.goto('/produtos/1');
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(page.getByRole('link', { name: /^Carrinho/ })).toHaveAccessibleName(
    'Carrinho, 1 item',
  );
  const stored = await page.evaluate(() => localStorage.getItem('carrinho'));
  return (JSON.parse(stored ?? '[]') as { optionIds: string[] }[])[0]?.optionIds ?? [];
}

test.describe('the cart page', () => {
  test('lists the lines, changes quantities, quotes freight and removes', async ({
    page,
    problems,
  }) => {
    await page.goto('/produtos/1');
    await page.getByRole('spinbutton', { name: 'Quantidade' }).fill('2');
    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await page.getByRole('link', { name: 'Ver carrinho' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Carrinho' })).toBeVisible();
    const line = page
      .getByRole('list', { name: 'Itens do carrinho' })
      .getByRole('listitem')
      .first();
    await expect(line.getByRole('link', { name: NAME })).toHaveAttribute('href', '/produtos/1');
    await expect(line.getByRole('list', { name: 'Opções escolhidas' })).toContainText(
      'Tamanho: 13"',
    );
    const summary = page.getByRole('complementary', { name: 'Resumo' });
    await expect(summary.getByRole('definition').first()).toHaveText('R$ 200,00');

    await line.getByRole('spinbutton', { name: 'Quantidade' }).fill('1');
    await expect(summary.getByRole('definition').first()).toHaveText('R$ 100,00');
    await expect(page.getByRole('link', { name: /^Carrinho/ })).toHaveAccessibleName(
      'Carrinho, 1 item',
    );

    const cep = summary.getByRole('textbox', { name: 'CEP' });
    await cep.fill('0131');
    await summary.getByRole('button', { name: 'Calcular frete' }).click();
    await expect(cep).toHaveAccessibleDescription(
      'Informe o CEP com 8 dígitos, por exemplo 01310-100.',
    );
    await cep.fill('01310-100');
    await summary.getByRole('button', { name: 'Calcular frete' }).click();
    await expect(
      summary.getByRole('radio', { name: 'PAC: R$ 26,00, em até 5 dias úteis' }),
    ).toBeChecked();
    await summary.getByRole('radio', { name: /^SEDEX/ }).check();
    await expect(summary).toContainText('FreteR$ 46,00');
    await expect(summary).toContainText('TotalR$ 146,00');

    await line.getByRole('button', { name: 'Remover' }).click();
    await expect(page.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Carrinho/ })).toHaveAccessibleName(
      'Carrinho, vazio',
    );
    expect(problems).toEqual([]);
  });

  test('says an unknown CEP in Portuguese and keeps it typed', async ({ page }) => {
    const optionIds = await defaultOptions(page);
    await openCartWith(page, { carrinho: [{ ...NOTEBOOK_13, optionIds }] });
    const cep = page.getByRole('textbox', { name: 'CEP' });
    await cep.fill('00000-000');
    await page.getByRole('button', { name: 'Calcular frete' }).click();
    await expect(cep).toHaveAccessibleDescription('CEP não encontrado.');
    await expect(cep).toHaveValue('00000-000');
  });

  test('formats the CEP as it is typed, on a numeric keypad, and quotes it', async ({ page }) => {
    const optionIds = await defaultOptions(page);
    await openCartWith(page, { carrinho: [{ ...NOTEBOOK_13, optionIds }] });
    const cep = page.getByRole('textbox', { name: 'CEP' });
    await expect(cep).toHaveAttribute('inputmode', 'numeric');
    await cep.pressSequentially('013101009');
    await expect(cep).toHaveValue('01310-100');
    await page.getByRole('button', { name: 'Calcular frete' }).click();
    await expect(page.getByRole('radio', { name: /^PAC/ })).toBeChecked();
  });

  test('ignores prices written into the browser and prices from the API', async ({ page }) => {
    const optionIds = await defaultOptions(page);
    await openCartWith(page, {
      carrinho: [{ ...NOTEBOOK_13, optionIds, quantity: 2, price: 0.01, unitPrice: 0.01 }],
      'carrinho-precos-vistos': { '1': 0.01 },
    });
    const summary = page.getByRole('complementary', { name: 'Resumo' });
    await expect(summary).toContainText('SubtotalR$ 200,00');
    await expect(page.getByRole('status').filter({ hasText: 'preço' })).toHaveText(
      `O preço de ${NAME} mudou: agora é R$ 100,00.`,
    );
    await expect(page.getByRole('list', { name: 'Itens do carrinho' })).toContainText('R$ 200,00');
  });

  test('adjusts a quantity above the stock and says so', async ({ page }) => {
    const optionIds = await defaultOptions(page);
    await openCartWith(page, { carrinho: [{ ...NOTEBOOK_13, optionIds, quantity: 7 }] });
    await expect(page.getByRole('status').filter({ hasText: 'Restam' })).toHaveText(
      `Restam 3 unidades de ${NAME}: a quantidade foi ajustada.`,
    );
    await expect(page.getByRole('spinbutton', { name: 'Quantidade' })).toHaveValue('3');
    await expect(page.getByRole('link', { name: /^Carrinho/ })).toHaveAccessibleName(
      'Carrinho, 3 itens',
    );
  });

  test('shows the empty cart', async ({ page }) => {
    await page.goto('/carrinho');
    await expect(page.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver produtos' })).toHaveAttribute(
      'href',
      '/produtos',
    );
  });

  for (const width of [1280, 320]) {
    test(`has no axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const optionIds = await defaultOptions(page);
      await openCartWith(page, { carrinho: [{ ...NOTEBOOK_13, optionIds }] });
      await page.getByRole('textbox', { name: 'CEP' }).fill('01310-100');
      await page.getByRole('button', { name: 'Calcular frete' }).click();
      await expect(page.getByRole('radio', { name: /^PAC/ })).toBeChecked();
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

/**
 * Compressed bytes of the JavaScript `path` loads until it is quiet (page-state.ts), and whether
 * any of it is the GraphQL client: the one module that sends the customer's token (`Bearer`).
 * Other scripts may hold the API's URL (live price and stock ask the API without a token).
 */
async function scriptWeight(page: Page, path: string): Promise<{ bytes: number; api: boolean }> {
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  await page.goto(path);
  await quiet(page);
  const scripts = await Promise.all(bodies);
  return {
    bytes: scripts.reduce((sum, body) => sum + gzipSync(body).length, 0),
    api: scripts.some((body) => body.toString('utf8').includes('Bearer ')),
  };
}

test.describe('weight', () => {
  test('the product page stays within 100 KB of JavaScript with the cart, without the API client', async ({
    page,
  }) => {
    const { bytes, api } = await scriptWeight(page, '/produtos/1');
    expect(bytes).toBeLessThanOrEqual(100_000);
    expect(api).toBe(false);
    // Hydrate the lazy islands too (the buying form hydrates when visible).
    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await expect(page.getByRole('link', { name: /^Carrinho/ })).toHaveAccessibleName(
      'Carrinho, 1 item',
    );
  });

  test('the cart page stays within 130 KB of JavaScript', async ({ page }) => {
    const optionIds = await defaultOptions(page);
    await page.evaluate(
      (ids) =>
        localStorage.setItem(
          'carrinho',
          JSON.stringify([{ productId: '1', optionIds: ids, quantity: 1 }]),
        ),
      optionIds,
    );
    const { bytes, api } = await scriptWeight(page, '/carrinho');
    expect(api).toBe(true);
    await expect(page.getByRole('complementary', { name: 'Resumo' })).toBeVisible();
    expect(bytes).toBeLessThanOrEqual(130_000);
  });
});

test.describe('free freight progress', () => {
  const progress = (page: Page) =>
    page.getByRole('complementary', { name: 'Resumo' }).getByText(/^Faltam /);

  async function quote(page: Page, cep: string): Promise<void> {
    await page.getByRole('textbox', { name: 'CEP' }).fill(cep);
    await page.getByRole('button', { name: 'Calcular frete' }).click();
    await expect(page.getByRole('radio', { name: /^PAC/ })).toBeChecked();
  }

  for (const width of [1280, 375]) {
    test(`says what is missing for free freight in the Southeast at ${width} px`, async ({
      page,
    }) => {
      const optionIds = await defaultOptions(page);
      await page.setViewportSize({ width, height: 900 });
      await openCartWith(page, { carrinho: [{ ...NOTEBOOK_13, optionIds }] });
      await quote(page, '01310-100');
      await expect(progress(page)).toHaveText('Faltam R$ 199,00 para frete grátis');
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);

      // Three units (R$ 300,00) reach the R$ 299,00 of the promise: a new quote, no line.
      await page.getByRole('spinbutton', { name: 'Quantidade' }).fill('3');
      await quote(page, '01310-100');
      await expect(page.getByRole('radio', { name: /^PAC: grátis/ })).toBeChecked();
      await expect(progress(page)).toHaveCount(0);
    });
  }

  test('promises half the freight, not free freight, in the Northeast', async ({ page }) => {
    const optionIds = await defaultOptions(page);
    await openCartWith(page, { carrinho: [{ ...NOTEBOOK_13, optionIds }] });
    await quote(page, '40026-010');
    await expect(progress(page)).toHaveText('Faltam R$ 199,00 para 50% de desconto no frete');
  });
});
