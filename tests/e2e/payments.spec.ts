/**
 * Paying through the payment provider (contract §15), with the embedded stand-in: a card
 * approved in installments is paid at once; a declined card keeps the checkout for Pix; a saved
 * card is paid with its CVV typed again, a wrong one refused with the reason; Pix
 * and boleto are paid on the stand-in's test bank while the painel is open, which shows `Pago`
 * by itself; a card pedido cancelled in the back office is refunded, and its units come back.
 * Each test uses its own product (a paid pedido keeps its units), and pending pedidos are
 * cancelled afterwards.
 */
import type { BrowserContext, Page } from '@playwright/test';
import {
  addProduct,
  cardTokenThroughGateway,
  fillAddress,
  money,
  pedidoMakers,
  placeOrderThroughApi,
} from './checkout-helpers.ts';
import { graphqlUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import {
  graphql,
  loginThroughApi,
  newCustomer,
  registerThroughApi,
  storeToken,
} from './session-helpers.ts';
import { OTHER_EMAIL, OTHER_PASSWORD } from '../../mocks/seed/customers.ts';
import { mailArriving } from './mailbox.ts';
import { loginToBackoffice, openArea } from './staff-helpers.ts';
import { allow } from '../support/time-allowance.ts';

const pedidos = pedidoMakers();
test.afterEach(() => pedidos.cancelAll());

const APPROVED = '4111 1111 1111 1111';
const DECLINED = '4000 0000 0000 0002';

/** A new customer, logged in in `context`: their token and e-mail. */
async function loggedIn(
  context: BrowserContext,
  name: string,
): Promise<{ token: string; email: string }> {
  const customer = newCustomer(name);
  const token = pedidos.add(await registerThroughApi(customer));
  await storeToken(context, token);
  return { token, email: customer.email };
}

async function fillNewCard(page: Page, number: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Número do cartão' }).fill(number);
  await page.getByRole('textbox', { name: 'Nome impresso no cartão' }).fill('Cliente Teste');
  const validade = page.getByRole('group', { name: 'Validade' });
  await validade.getByRole('combobox', { name: 'Mês' }).selectOption('12');
  await validade
    .getByRole('combobox', { name: 'Ano' })
    .selectOption(String(new Date().getFullYear() + 2));
  await page.getByRole('textbox', { name: 'CVV' }).fill('123');
}

/** The bodies of every request the page sends to the shop's GraphQL API. */
function apiBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(graphqlUrl)) bodies.push(request.postData() ?? '');
  });
  return bodies;
}

const requestEntry = (page: Page, number: string) =>
  page
    .getByRole('list', { name: 'Seus pedidos' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Pedido ${number}` }) });

/** At `/finalizar` with product `id` in the cart, the address filled and the card chosen. */
async function payByCard(page: Page, id: number): Promise<void> {
  await addProduct(page, id);
  await page.goto('/finalizar');
  await fillAddress(page);
  await page
    .getByRole('group', { name: 'Forma de pagamento' })
    .getByRole('radio', { name: 'Cartão de crédito' })
    .check();
}

const pedidoNumber = async (page: Page) =>
  (await page.getByText(/PED-\d{4}-\d+/).textContent())?.match(/PED-[\d-]+/)?.[0] ?? '';

test('a card approved in 3x pays the pedido at once', async ({ page, context }) => {
  await loggedIn(context, 'Cartao');
  const bodies = apiBodies(page);
  await payByCard(page, 47);
  await fillNewCard(page, APPROVED);
  // Product 47 costs R$ 146,00 and PAC to São Paulo R$ 18,00: R$ 164,00 by card, no discount.
  const parcelas = page.getByRole('combobox', { name: 'Parcelas' });
  await expect(parcelas.getByRole('option').first()).toHaveText('1x de R$ 164,00 sem juros');
  await expect(parcelas.getByRole('option', { name: /^3x de R\$/ })).toHaveText(
    /^3x de R\$\s54,66 sem juros \(1ª de R\$\s54,68, total R\$\s164,00\)$/,
  );
  await parcelas.selectOption('3');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();

  await expect(page.getByRole('heading', { name: 'Pedido recebido' })).toBeVisible();
  await expect(page.getByText('Pagamento aprovado')).toBeVisible();
  await expect(page.getByText(/Pagamento aprovado: 3x de R\$/)).toContainText('Visa final 1111');
  const number = await pedidoNumber(page);
  // The card's number went to the provider alone, never to the shop's API.
  expect(bodies.some((body) => body.includes('PlaceOrder'))).toBe(true);
  expect(bodies.filter((body) => /4111\s?1111/.test(body))).toEqual([]);

  await page.getByRole('link', { name: 'Acompanhar no painel' }).click();
  const entry = requestEntry(page, number);
  await expect(entry).toContainText('Pago');
  await entry.getByRole('button', { name: /^Ver itens/ }).click();
  await expect(entry).toContainText(/Cartão de crédito · 3x de R\$/);
  await expect(entry).toContainText('Visa •••• 1111');
  await expect(entry.getByRole('list').last()).toContainText('Pagamento aprovado');
});

test('a saved card pays in 2x with its CVV typed again; a wrong CVV is refused and cleared', async ({
  page,
  context,
}) => {
  // The seed's other customer, whose Mastercard is saved at the stand-in from the first start
  // (the demo customer's pedidos are what other specs list, so they stay as seeded).
  await storeToken(context, await loginThroughApi(OTHER_EMAIL, OTHER_PASSWORD));
  const bodies = apiBodies(page);
  await payByCard(page, 49);
  const saved = page.getByRole('group', { name: 'Cartão' });
  await expect(saved.getByRole('radio', { name: 'Mastercard final 4444' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Número do cartão' })).toHaveCount(0);
  const cvv = page.getByRole('textbox', { name: 'CVV' });
  const parcelas = page.getByRole('combobox', { name: 'Parcelas' });
  await expect(parcelas.getByRole('option', { name: /^2x de R\$/ })).toBeAttached();
  await parcelas.selectOption('2');

  // The stand-in's issuer refuses a CVV of zeros as wrong.
  await cvv.fill('000');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Pagamento recusado' });
  await expect(alert).toContainText('Confira o código de segurança (CVV) do cartão.');
  await expect(cvv).toHaveValue('');

  await cvv.fill('123');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido recebido' })).toBeVisible();
  await expect(page.getByText(/Pagamento aprovado: 2x de R\$/)).toContainText(
    'Mastercard final 4444',
  );
  const number = await pedidoNumber(page);
  // The CVV went to the provider alone, never to the shop's API.
  const placed = bodies.filter((body) => body.includes('PlaceOrder'));
  expect(placed.length).toBe(2);
  for (const body of placed) {
    expect(JSON.stringify(JSON.parse(body).variables.input.card)).not.toMatch(/"(000|123)"/);
  }

  await page.getByRole('link', { name: 'Acompanhar no painel' }).click();
  const entry = requestEntry(page, number);
  await expect(entry).toContainText('Pago');
  await entry.getByRole('button', { name: /^Ver itens/ }).click();
  await expect(entry).toContainText(/Cartão de crédito · 2x de R\$/);
});

test('a declined card keeps the checkout, then Pix goes through', async ({ page, context }) => {
  const { token } = await loggedIn(context, 'Recusado');
  await addProduct(page, 48);
  await page.goto('/finalizar');
  await fillAddress(page);
  const methods = page.getByRole('group', { name: 'Forma de pagamento' });
  await methods.getByRole('radio', { name: 'Cartão de crédito' }).check();
  await fillNewCard(page, DECLINED);
  await expect(page.getByRole('combobox', { name: 'Parcelas' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Pagamento recusado' });
  await expect(alert).toContainText('Cartão recusado pelo emissor.');
  // What was typed stays, but the card's number and CVV.
  await expect(page.getByRole('textbox', { name: 'Número do cartão' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'CVV' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Nome impresso no cartão' })).toHaveValue(
    'Cliente Teste',
  );
  await expect(page.getByRole('textbox', { name: 'Número', exact: true })).toHaveValue('1000');
  await expect(page.getByRole('list', { name: 'Itens do pedido' })).toContainText('1 ×');

  await methods.getByRole('radio', { name: 'Pix' }).check();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido recebido' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(/^000201/);
  await expect(page.getByRole('img', { name: 'QR Code Pix' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pagar no banco de testes' })).toBeVisible();

  const { data } = await graphql<{ requests: { status: string; paymentMethod: string }[] }>(
    'query { requests { status paymentMethod } }',
    {},
    token,
  );
  expect(data?.requests).toEqual([
    { status: 'PENDING', paymentMethod: 'PIX' },
    { status: 'CANCELLED', paymentMethod: 'CREDIT_CARD' },
  ]);
});

for (const [method, product] of [
  ['PIX', '49'],
  ['BOLETO', '50'],
] as const) {
  test(`${method === 'PIX' ? 'Pix' : 'a boleto'} paid at the test bank turns Pago in the open painel`, async ({
    page,
    context,
  }) => {
    const { token, email } = await loggedIn(context, 'Banco');
    const placed = await placeOrderThroughApi(token, product, {
      quantity: 1,
      paymentMethod: method,
    });
    await page.goto('/painel?aba=pedidos');
    const entry = requestEntry(page, placed.number);
    await expect(entry).toContainText('Aguardando pagamento');
    const payLink = entry.getByRole('link', { name: 'Pagar no banco de testes' });
    const href = await payLink.getAttribute('href');
    expect(href).toBeTruthy();

    // The customer's bank, in another tab: the painel stays open (and visible) meanwhile.
    const bank = await context.newPage();
    await bank.goto(href ?? '');
    await bank.getByRole('button', { name: 'Simular pagamento' }).click();
    // The bank's answer, before its tab closes: closing at once could cancel the payment's post.
    await expect(bank.getByRole('status')).toHaveText('Pagamento confirmado: a loja foi avisada.');
    await bank.close();

    await expect(entry.getByText('Pago', { exact: true })).toBeVisible({ timeout: allow(7_500) });
    await expect(
      page.getByRole('status').filter({ hasText: `Pedido ${placed.number}: Pago.` }),
    ).toHaveCount(1);
    await expect(payLink).toHaveCount(0);
    await entry.getByRole('button', { name: /^Ver itens/ }).click();
    await expect(entry.getByRole('list').last()).toContainText('Pagamento aprovado');

    // By e-mail: the confirmation told how to pay, then the payment was confirmed.
    const confirmation = await mailArriving(email, `Recebemos seu pedido ${placed.number}`, 0);
    expect(confirmation.text).toContain(method === 'PIX' ? 'Pix copia e cola' : 'Linha digitável');
    await mailArriving(email, `Pagamento aprovado: ${placed.number}`, 0);
  });
}

/** Units of product `id` in stock, as the API says. */
async function stockOf(id: string): Promise<number> {
  const { data, errors } = await graphql<{ getProduct: { quantity: number } }>(
    'query ($id: ID!) { getProduct(id: $id) { quantity } }',
    { id },
  );
  if (!data) throw new Error(`getProduct failed: ${JSON.stringify(errors)}`);
  return data.getProduct.quantity;
}

test('a card pedido cancelled in the back office is refunded, and its units come back', async ({
  page,
  context,
  browser,
}) => {
  const product = '43';
  const { token, email } = await loggedIn(context, 'Estorno');
  const stock = await stockOf(product);
  const placed = await placeOrderThroughApi(token, product, {
    quantity: 1,
    paymentMethod: 'CREDIT_CARD',
    card: await cardTokenThroughGateway(),
  });
  expect(placed.status).toBe('PAID');
  expect(await stockOf(product)).toBe(stock - 1);
  const amount = `R$ ${placed.total.toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`;

  // Support cancels it in the back office: the card is refunded through the provider.
  const support = await (await browser.newContext()).newPage();
  await loginToBackoffice(support, 'support');
  await openArea(support, 'Pedidos');
  await support.getByLabel('Buscar pedidos').fill(email);
  await support.getByRole('button', { name: 'Buscar' }).click();
  const list = support.getByRole('region', { name: 'Pedidos' });
  await expect(list.getByRole('link')).toHaveText([placed.number]);
  await list.getByRole('link', { name: placed.number }).click();
  await support.getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(
    support.getByRole('status').filter({ hasText: `Pedido ${placed.number}: Cancelado.` }),
  ).toBeVisible();
  const andamento = support.getByRole('region', { name: 'Andamento' }).getByRole('listitem');
  await expect(andamento.filter({ hasText: 'Pagamento aprovado' })).toHaveCount(1);
  // Asked back first, then back: in that order, each once.
  const refundSteps = andamento.filter({ hasText: /^(Reembolso de|Reembolsado)/ });
  await expect(refundSteps).toHaveCount(2);
  await expect(refundSteps.nth(0)).toContainText(`Reembolso de ${amount} solicitado`);
  await expect(refundSteps.nth(1)).toContainText(/^Reembolsado/);
  await support.context().close();

  // The customer sees the same in the painel.
  await page.goto('/painel?aba=pedidos');
  const entry = requestEntry(page, placed.number);
  await expect(entry).toContainText('Cancelado');
  await entry.getByRole('button', { name: /^Ver itens/ }).click();
  const timeline = entry.getByRole('list').last().getByRole('listitem');
  const customerSteps = timeline.filter({ hasText: /^(Reembolso de|Reembolsado)/ });
  await expect(customerSteps).toHaveCount(2);
  await expect(customerSteps.nth(0)).toContainText(`Reembolso de ${amount} solicitado`);
  await expect(customerSteps.nth(1)).toContainText(/^Reembolsado/);
  await expect(entry).toContainText(money('Reembolsado', amount.slice(3)));
  // And by e-mail, saying the money goes back.
  const cancelled = await mailArriving(email, `Pedido cancelado: ${placed.number}`, 0);
  expect(cancelled.text).toContain(`O reembolso de ${amount} foi solicitado`);

  expect(await stockOf(product)).toBe(stock);
});
