/**
 * Reviews end to end: a customer whose pedido was delivered (moved there by the back office
 * through the API) reviews the product from the painel; the review is not public until an
 * editor approves it in the back office; then the publisher puts the average, the count, the
 * text and the JSON-LD `aggregateRating` on the static product page. axe on each new state, and
 * no sideways scroll at 375 or 1280 px.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './a11y-helpers.ts';
import { publicHtml } from './backoffice-helpers.ts';
import { placeOrderThroughApi } from './checkout-helpers.ts';
import { logInFresh } from './painel-helpers.ts';
import { graphql, newCustomer, registerThroughApi } from './session-helpers.ts';
import { loginToBackoffice, openArea, staffGraphql } from './staff-helpers.ts';
import { allow } from '../support/time-allowance.ts';

/** No other spec orders, reads or edits this product. */
const PRODUCT = '29';
const TITLE = 'Ótimo para o escritório';
const BODY = 'Instalei em dez minutos e funciona sem quedas desde então.';
const PUBLISH_TIMEOUT = allow(60_000);

const MOVE = `mutation ($id: ID!, $status: RequestStatus!, $trackingCode: String, $note: String) {
  updateRequestStatus(id: $id, status: $status, trackingCode: $trackingCode, note: $note) { id }
}`;

/**
 * Moves the pedido to DELIVERED: an admin marks it paid (money that came by other means, with
 * a note), then the support desk ships and delivers it.
 */
async function deliver(id: string): Promise<void> {
  const paid = await staffGraphql('admin', MOVE, {
    id,
    status: 'PAID',
    note: 'Boleto pago no caixa da loja.',
  });
  expect(paid.errors ?? []).toEqual([]);
  for (const status of ['PREPARING', 'SHIPPED', 'DELIVERED']) {
    const answer = await staffGraphql('support', MOVE, {
      id,
      status,
      trackingCode: status === 'SHIPPED' ? 'QB123456785BR' : null,
    });
    expect(answer.errors ?? []).toEqual([]);
  }
}

/** No sideways scroll at 375 and 1280 px; a screenshot of `shot` at each, named `name`. */
async function noSidewaysScroll(
  page: Page,
  name: string,
  shot: Locator = page.getByRole('main'),
): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `sideways scroll at ${width} px`).toBe(0);
    await shot.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
}

function productJsonLd(html: string): Record<string, unknown> | undefined {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  return scripts
    .map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>)
    .find((node) => node['@type'] === 'Product');
}

test('a delivered product is reviewed, approved by an editor and published on its page', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(allow(180_000));
  const { customer, token } = await logInFresh(context, 'Avaliadora');
  const surname = customer.name.split(' ').at(-1) ?? '';
  const publicName = `${customer.firstName} ${surname[0]?.toUpperCase()}.`;
  const pedido = await placeOrderThroughApi(token, PRODUCT, {
    quantity: 1,
    paymentMethod: 'BOLETO',
  });
  await deliver(pedido.id);
  expect(await publicHtml(request, `/produtos/${PRODUCT}`)).toContain('Ainda não há avaliações.');

  // The painel: the delivered line offers the review.
  await page.goto('/painel?aba=pedidos');
  const entry = page
    .getByRole('list', { name: 'Seus pedidos' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Pedido ${pedido.number}` }) });
  await entry.getByRole('button', { name: `Ver itens do pedido ${pedido.number}` }).click();
  const line = entry
    .getByRole('list', { name: `Itens do pedido ${pedido.number}` })
    .getByRole('listitem')
    .first();
  await line.getByRole('button', { name: /^Avaliar produto/ }).click();
  const form = line.getByRole('form', { name: /^Avaliar / });

  // A slip is said in pt-BR and what was typed stays.
  await form.getByLabel('Título').fill(TITLE);
  await form.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(form.getByRole('alert')).toHaveText('Revise os campos destacados.');
  await expect(form.getByText('Escolha uma nota de 1 a 5 estrelas.')).toBeVisible();
  await expect(form.getByText('O comentário deve ter de 10 a 2.000 caracteres.')).toBeVisible();
  await expect(form.getByLabel('Título')).toHaveValue(TITLE);
  expect(await axeViolations(page)).toEqual([]);

  // The stars are a radio group the keyboard moves through.
  const stars = form.getByRole('group', { name: 'Nota' });
  await stars.getByRole('radio', { name: '1 estrela', exact: true }).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 estrelas' })).toBeChecked();
  await form.getByLabel('Comentário').fill(BODY);
  await noSidewaysScroll(page, 'painel-form', form);
  await form.getByRole('button', { name: 'Enviar avaliação' }).click();

  await expect(line.getByRole('status')).toHaveText(
    'Avaliação enviada. Ela aparece na loja depois de aprovada.',
  );
  await expect(line).toContainText('Aguardando aprovação');
  await expect(line.getByRole('button', { name: /^Avaliar produto/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // Not public before an editor approves it.
  const pending = await graphql<{ productReviews: { total: number } }>(
    'query ($id: ID!) { productReviews(productId: $id) { total } }',
    { id: PRODUCT },
  );
  expect(pending.data?.productReviews.total).toBe(0);

  // The editor approves it in the back office.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await loginToBackoffice(staff, 'editor');
  await openArea(staff, 'Avaliações');
  await staff.getByLabel('Situação').selectOption('PENDING');
  const card = staff
    .getByRole('list', { name: 'Avaliações' })
    .getByRole('listitem')
    .filter({ has: staff.getByRole('heading', { name: TITLE }) });
  await expect(card).toContainText('Aguardando aprovação');
  await expect(card).toContainText('4 de 5 estrelas');
  await expect(card).toContainText(publicName);
  await expect(card).toContainText(pedido.number);
  await expect(card).not.toContainText(customer.email);
  expect(await axeViolations(staff)).toEqual([]);
  await noSidewaysScroll(staff, 'backoffice-list');
  await card.getByRole('button', { name: /^Aprovar/ }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Avaliação aprovada' })).toBeVisible();
  await staff.getByLabel('Situação').selectOption('APPROVED');
  await expect(
    staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: TITLE }) }),
  ).toContainText('Publicada');
  await staffContext.close();

  // The publisher puts it on the static page.
  await expect
    .poll(() => publicHtml(request, `/produtos/${PRODUCT}`), { timeout: PUBLISH_TIMEOUT })
    .toContain(BODY);
  await page.goto(`/produtos/${PRODUCT}`);
  const section = page.getByRole('region', { name: 'Avaliações' });
  await expect(section.getByRole('img', { name: 'Nota 4,0 de 5 estrelas' }).first()).toBeVisible();
  await expect(section).toContainText('4,0 de 5');
  await expect(section).toContainText('1 avaliação');
  await expect(section.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(section).toContainText(BODY);
  await expect(section).toContainText(publicName);
  await expect(section).not.toContainText(customer.name);
  const jsonLd = productJsonLd(await publicHtml(request, `/produtos/${PRODUCT}`));
  expect(jsonLd?.['aggregateRating']).toEqual({
    '@type': 'AggregateRating',
    ratingValue: 4,
    reviewCount: 1,
    bestRating: 5,
    worstRating: 1,
  });
  expect(jsonLd?.['review']).toEqual([
    expect.objectContaining({
      name: TITLE,
      reviewBody: BODY,
      author: { '@type': 'Person', name: publicName },
    }),
  ]);
  await section.scrollIntoViewIfNeeded();
  expect(await axeViolations(page)).toEqual([]);
  await noSidewaysScroll(page, 'product-section', section);

  // The painel now says it is public.
  await page.goto('/painel?aba=pedidos');
  await entry.getByRole('button', { name: `Ver itens do pedido ${pedido.number}` }).click();
  await expect(line).toContainText('Publicada');
});

/** No other spec orders, reads or edits this product either. */
const MANY_REVIEWED = '37';

test('beyond the newest five, a product’s reviews have static pages of their own', async ({
  page,
  request,
}) => {
  test.setTimeout(allow(180_000));
  const stocked = await staffGraphql(
    'editor',
    'mutation ($id: ID!) { updateProduct(id: $id, input: { quantity: 20 }) { id } }',
    { id: MANY_REVIEWED },
  );
  expect(stocked.errors ?? []).toEqual([]);
  for (let n = 1; n <= 6; n++) {
    const customer = newCustomer(`Cliente${n}`);
    const token = await registerThroughApi(customer);
    const pedido = await placeOrderThroughApi(token, MANY_REVIEWED, {
      quantity: 1,
      paymentMethod: 'BOLETO',
    });
    await deliver(pedido.id);
    const written = await graphql<{ reviewProduct: { id: string } }>(
      'mutation ($input: ReviewInput!) { reviewProduct(input: $input) { id } }',
      {
        input: {
          requestId: pedido.id,
          productId: MANY_REVIEWED,
          rating: n % 2 === 0 ? 5 : 4,
          title: `Avaliação número ${n}`,
          body: `Comentário da avaliação número ${n}.`,
        },
      },
      token,
    );
    const approved = await staffGraphql(
      'editor',
      'mutation ($id: ID!) { approveReview(id: $id) { id } }',
      { id: written.data?.reviewProduct.id },
    );
    expect(approved.errors ?? []).toEqual([]);
  }

  await expect
    .poll(() => publicHtml(request, `/produtos/${MANY_REVIEWED}`), { timeout: PUBLISH_TIMEOUT })
    .toContain('Ver todas as 6 avaliações');
  await page.goto(`/produtos/${MANY_REVIEWED}`);
  const section = page.getByRole('region', { name: 'Avaliações' });
  await expect(section).toContainText('4,5 de 5');
  await expect(section.getByRole('article')).toHaveCount(5);
  await section.getByRole('link', { name: 'Ver todas as 6 avaliações' }).click();

  await expect(page).toHaveURL(new RegExp(`/produtos/${MANY_REVIEWED}/avaliacoes/1$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Avaliações de /);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
  await expect(page.getByRole('main')).toContainText('6 avaliações');
  await expect(page.getByRole('navigation', { name: 'Páginas das avaliações' })).toHaveText(
    'Página 1 de 1',
  );
  const payload = await request.get(`/produtos/${MANY_REVIEWED}/avaliacoes/1/_payload.json`);
  expect(((await payload.json()) as { count: number }).count).toBe(6);
  expect(await axeViolations(page)).toEqual([]);
  await noSidewaysScroll(page, 'review-pages');
  // A product with few reviews has no such page.
  expect((await request.get(`/produtos/${PRODUCT}/avaliacoes/1`)).status()).toBe(404);
});
