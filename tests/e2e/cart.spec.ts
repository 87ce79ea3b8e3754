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
