import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

test('an unknown route answers 404 with the error page', async ({ page }) => {
  const response = await page.goto('/nao-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Page not found: /nao-existe')).toBeVisible();
  await expect(page.getByText('Código de status 404')).toBeVisible();
  await expect(page.getByText('Não encontramos esta página')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(page).toHaveTitle(/^Página não encontrada \| /);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('the requested path is shown as text, readable and never as markup', async ({ page }) => {
  const response = await page.goto('/promoções/<b>oi</b>');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found: /promoções/<b>oi</b>')).toBeVisible();
  await expect(page.locator('main b')).toHaveCount(0);
});

test('an unknown product id gets the same 404 page', async ({ page }) => {
  const response = await page.goto('/produtos/999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Page not found: /produtos/999999')).toBeVisible();
});

test('the fatal error page shows Internal Server Error, the status and help', async ({ page }) => {
  await page.goto('/500');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Internal Server Error' }),
  ).toBeVisible();
  await expect(page.getByText('Código de status 500')).toBeVisible();
  await expect(page.getByText('Algo deu errado do nosso lado')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute(
    'href',
    '/',
  );
});

test('the error page has no accessibility violations', async ({ page }) => {
  await page.goto('/nao-existe');
  await expect(page.getByText('Page not found: /nao-existe')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
