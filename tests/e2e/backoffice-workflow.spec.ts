/**
 * The editor's other tools (contract §12): `Agendar` carried out by the API with no browser
 * open, `Restaurar esta versão`, `Importar planilha` (bad lines named by number, then one
 * publish for the whole file), two editors saving one product at once (the second is told),
 * and the home content previewed from its draft.
 *
 * The products and prices are chosen so that what other specs read stays as the seed made it,
 * even while these run beside them: prices within 100 to 149 and outside 140 to 145, every
 * product still published, names and stock of products 1 to 10 as seeded.
 */
import { nameOf } from '../../mocks/seed/catalogue.ts';
import { mockApiUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import { publicHtml } from './backoffice-helpers.ts';
import { STAFF, loginToBackoffice, openArea, staffGraphql } from './staff-helpers.ts';
import type { Page } from '@playwright/test';
import { allow } from '../support/time-allowance.ts';

const PUBLISH_TIMEOUT = allow(45_000);
const money = (reais: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(reais);

/** The product form of `id`, through the list's search. */
async function editProduct(page: Page, id: string): Promise<void> {
  await openArea(page, 'Produtos');
  await page.getByLabel('Buscar produtos').fill(id);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const link = page.getByRole('region', { name: 'Produtos' }).getByRole('link');
  await expect(link).toHaveCount(1);
  await link.click();
  await expect(page.getByRole('heading', { name: 'Editar produto' })).toBeVisible();
}

test('a scheduled publish goes live at its time, with no browser open', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(allow(90_000));
  await loginToBackoffice(page, 'editor');
  await editProduct(page, '14');
  await page.getByLabel('Preço').fill('114,90');
  // The browser's time zone (playwright.config.ts), as a datetime-local field takes it.
  const local = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'short',
  })
    .format(Date.now() + 3 * 60 * 1000)
    .replace(' ', 'T');
  await page.getByLabel('O que acontece').selectOption({ label: 'Publicar o rascunho' });
  await page.getByLabel('Data e hora').fill(local);
  await page.getByRole('button', { name: 'Agendar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Agendado' })).toBeVisible();
  await expect(page.getByText(/^O rascunho será publicado em/)).toBeVisible();
  await page.context().close();

  expect(await publicHtml(request, '/produtos/14')).toContain(money(113));
  // The schedule's time comes for the API's sweep (a test hook runs it as of five minutes on,
  // leaving the API's clock alone); the publisher does the rest.
  const sweep = await fetch(`${mockApiUrl}/__mock/schedules`, {
    method: 'POST',
    body: JSON.stringify({ at: Date.now() + 5 * 60 * 1000 }),
  });
  expect(sweep.ok).toBe(true);
  await expect
    .poll(() => publicHtml(request, '/produtos/14'), { timeout: PUBLISH_TIMEOUT })
    .toContain(money(114.9));
  const editor = await browser.newPage();
  await loginToBackoffice(editor, 'editor');
  await editProduct(editor, '14');
  await expect(editor.getByText('Nenhum agendamento.')).toBeVisible();
  await expect(editor.getByRole('heading', { name: /Publicação agendada/ })).toBeVisible();
});

test('restoring an older version brings its content back through a draft', async ({
  page,
  request,
}) => {
  test.setTimeout(allow(90_000));
  const changed = await staffGraphql<{ updateProduct: { price: number } }>(
    'editor',
    'mutation { updateProduct(id: "19", input: { price: 119.5, name: "Nome Trocado 19" }) { price } }',
    {},
  );
  expect(changed.data?.updateProduct.price).toBe(119.5);
  await loginToBackoffice(page, 'editor');
  await editProduct(page, '19');
  await expect(page.getByLabel('Nome')).toHaveValue('Nome Trocado 19');
  const first = page.getByRole('article', { name: /^Versão 1:/ });
  // On a phone the versions' tables of changes scroll inside their regions, not the page.
  await expect(page.getByRole('region', { name: 'Mudanças da versão 2' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBe(0);
  await first.getByRole('button', { name: 'Restaurar esta versão' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'copiada para o rascunho' }),
  ).toBeVisible();
  await expect(page.getByLabel('Preço')).toHaveValue('118,00');
  await expect(page.getByLabel('Nome')).toHaveValue(nameOf(19));
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Publicado' })).toBeVisible();
  await expect
    .poll(() => publicHtml(request, '/produtos/19'), { timeout: PUBLISH_TIMEOUT })
    .toContain(money(118));
});

/** A CSV file as a person picks it. */
function csv(name: string, text: string) {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') };
}

test('a spreadsheet is checked line by line, then applied in one publish', async ({
  page,
  request,
}) => {
  test.setTimeout(allow(90_000));
  const bad = csv(
    'precos-com-erro.csv',
    'id;preço;estoque\n15;115,50;7\n16;dez reais;2\n9999;10,00;1\n',
  );
  // Product 16 keeps its seeded stock: it heads the list by name, which other specs read.
  const good = csv('precos.csv', 'id;preço;estoque\n15;115,50;7\n16;116,75;3\n');
  await loginToBackoffice(page, 'editor');
  await openArea(page, 'Produtos');
  await page.getByRole('link', { name: 'Importar planilha' }).click();
  await page.getByLabel('Planilha (CSV)').setInputFiles(bad);
  await page.getByRole('button', { name: 'Verificar' }).click();
  const problems = page.getByRole('region', { name: 'Linhas com problema' });
  await expect(problems.getByRole('listitem')).toHaveText([
    /^Linha 3: Preço "dez reais" inválido/,
    'Linha 4: Produto 9999 não existe.',
  ]);
  await expect(page.getByRole('button', { name: 'Aplicar' })).toBeDisabled();

  await page.getByLabel('Planilha (CSV)').setInputFiles(good);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(
    page.getByRole('region', { name: 'Mudanças da planilha' }).getByRole('row'),
  ).toHaveCount(3);
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByRole('status')).toContainText('Planilha aplicada: 2 produto(s)');
  await expect
    .poll(() => publicHtml(request, '/produtos/16'), { timeout: PUBLISH_TIMEOUT })
    .toContain(money(116.75));
  expect(await publicHtml(request, '/produtos/15')).toContain(money(115.5));
  await openArea(page, 'Publicações');
  const publication = page
    .getByRole('listitem')
    .filter({ hasText: `Importar planilha (2 produtos) — ${STAFF.editor.name}` });
  await expect(publication).toHaveCount(1);
  // Webhooks within one debounce window share a publish, so other specs' pages may be there too.
  const links = publication.getByRole('link');
  await expect(links.filter({ hasText: /^Produto 15$/ })).toHaveCount(1);
  await expect(links.filter({ hasText: /^Produto 16$/ })).toHaveCount(1);
});

test('of two editors saving one product at once, the second is told and keeps what they typed', async ({
  page,
  browser,
}) => {
  const second = await (await browser.newContext()).newPage();
  await loginToBackoffice(page, 'editor');
  await loginToBackoffice(second, 'admin');
  await editProduct(page, '18');
  await editProduct(second, '18');
  await page.getByLabel('Nome').fill('Nome da primeira pessoa');
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Rascunho salvo' })).toBeVisible();
  await second.getByLabel('Nome').fill('Nome da segunda pessoa');
  await second.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(second.getByRole('alert').first()).toContainText(
    'Outra pessoa salvou este produto enquanto você editava: nada foi salvo.',
  );
  await expect(second.getByLabel('Nome')).toHaveValue('Nome da segunda pessoa');
  await page.reload();
  await expect(page.getByLabel('Nome')).toHaveValue('Nome da primeira pessoa');
});

test('the home content is previewed from its draft and the draft can be discarded', async ({
  page,
}) => {
  test.setTimeout(allow(90_000));
  await loginToBackoffice(page, 'editor');
  await openArea(page, 'Conteúdo');
  await page.getByLabel('Título', { exact: true }).fill('Semana da rede sem fio');
  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  const frame = page.frameLocator('iframe[title="Pré-visualização da página"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Semana da rede sem fio', {
    timeout: PUBLISH_TIMEOUT,
  });
  await page.getByRole('button', { name: 'Descartar rascunho' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Rascunho descartado' })).toBeVisible();
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(
    'Tecnologia que funciona para a sua casa e a sua empresa',
  );
});
