/** The privacy policy: reachable from every page's footer, and saying what the LGPD asks of it. */
import { expect, test } from './fixtures.ts';

test('the footer leads to the privacy policy, which names the controller, the data and the rights', async ({
  page,
}) => {
  await page.goto('/produtos/1');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Política de Privacidade' })
    .click();

  await expect(page).toHaveURL('/privacidade');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Política de Privacidade' }),
  ).toBeVisible();
  await expect(
    page.getByText(/^Versão \d{4}-\d{2}-\d{2}(\.\d+)? · Última atualização:/),
  ).toBeVisible();

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Quem cuida dos seus dados' })).toBeVisible();
  await expect(main).toContainText(/CNPJ \d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/);
  await expect(main.getByRole('link', { name: /^privacidade@/ })).toHaveAttribute(
    'href',
    /^mailto:privacidade@/,
  );
  for (const section of ['Cadastro', 'Pedidos', 'Cartões de crédito', 'Registros de acesso']) {
    const use = main.getByRole('region', { name: section });
    await expect(use.getByText('Finalidade')).toBeVisible();
    await expect(use.getByText('Prazo de guarda')).toBeVisible();
  }
  await expect(main.getByRole('heading', { name: 'Seus direitos' })).toBeVisible();
  await expect(main).toContainText('Autoridade Nacional de Proteção de Dados');
});
