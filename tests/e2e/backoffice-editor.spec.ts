/**
 * The editor's journey in the back office (contract §12): log in, find a product, change its
 * price in a draft (the shop does not change), preview it (the page the site will serve, byte
 * for byte but the banner), publish it and watch the public page change; the publication, the
 * history and, for an admin, the activity log say who did it.
 */
import { backofficeUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import { comparable, publicHtml } from './backoffice-helpers.ts';
import { STAFF, loginToBackoffice, openArea } from './staff-helpers.ts';
import { allow } from '../support/time-allowance.ts';

/** Its price stays within the seed's range (100 to 149): other specs read the catalogue's ends. */
const PRODUCT = '12';
const money = (reais: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(reais);
const PUBLISH_TIMEOUT = allow(45_000);

test('an editor changes a price, previews it exactly, publishes it, and an admin sees who', async ({
  page,
  request,
}) => {
  test.setTimeout(allow(120_000));
  await loginToBackoffice(page, 'editor');
  await openArea(page, 'Produtos');
  await page.getByLabel('Buscar produtos').fill(PRODUCT);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const link = page.getByRole('region', { name: 'Produtos' }).getByRole('link');
  await expect(link).toHaveCount(1);
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { name: 'Editar produto' })).toBeVisible();
  await expect(page.getByLabel('Nome')).toHaveValue(name);
  const live = Number((await page.getByLabel('Preço').inputValue()).replace(',', '.'));
  const before = await publicHtml(request, `/produtos/${PRODUCT}`);
  expect(before).toContain(money(live));
  const price = live === 112.34 ? 113.45 : 112.34;

  await page.getByLabel('Preço').fill(money(price).replace('R$\u00a0', ''));
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Rascunho salvo' })).toBeVisible();
  expect(await publicHtml(request, `/produtos/${PRODUCT}`)).toBe(before);

  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  const frame = page.frameLocator('iframe[title="Pré-visualização da página"]');
  await expect(frame.getByRole('note')).toContainText('Pré-visualização do rascunho', {
    timeout: PUBLISH_TIMEOUT,
  });
  await expect(frame.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(frame.getByText(money(price))).toBeVisible();
  // The frame's page again, as its form posts for it.
  const preview = await page.request.post(`${backofficeUrl}/pre-visualizar/produtos/${PRODUCT}`, {
    headers: { Origin: backofficeUrl },
  });
  expect(preview.headers()['x-robots-tag']).toContain('noindex');
  const previewHtml = await preview.text();

  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Publicado' })).toBeVisible();
  await expect
    .poll(() => publicHtml(request, `/produtos/${PRODUCT}`), { timeout: PUBLISH_TIMEOUT })
    .toContain(money(price));
  expect(comparable(await publicHtml(request, `/produtos/${PRODUCT}`))).toBe(
    comparable(previewHtml),
  );

  const priceRow = page
    .getByRole('region', { name: /^Mudanças da versão/ })
    .first()
    .getByRole('row', { name: /Preço/ });
  await expect(priceRow).toContainText(money(live));
  await expect(priceRow).toContainText(money(price));

  await openArea(page, 'Publicações');
  const published = page
    .getByRole('listitem')
    .filter({ hasText: `Publicar produto ${PRODUCT} — ${STAFF.editor.name}` });
  await expect(published.getByText('No ar')).toBeVisible({ timeout: PUBLISH_TIMEOUT });
  await expect(published.getByRole('link', { name: `Produto ${PRODUCT}` })).toHaveAttribute(
    'href',
    new RegExp(`/produtos/${PRODUCT}$`),
  );

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('heading', { name: 'Gestão da loja' })).toBeVisible();
  await loginToBackoffice(page, 'admin');
  await openArea(page, 'Registro de atividades');
  await page.getByLabel('Buscar no registro').fill(`produto ${PRODUCT}`);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: `Publicação do rascunho do produto ${PRODUCT}` }),
  ).toContainText(STAFF.editor.name);
});
