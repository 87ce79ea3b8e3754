/**
 * Paying through the payment provider (contract §15), with the embedded stand-in: a card
 * approved in installments is paid at once; a declined card keeps the checkout for Pix; Pix
 * and boleto are paid on the stand-in's test bank while the painel is open, which shows `Pago`
 * by itself. Each test uses its own product (a paid pedido keeps its units), and pending
 * pedidos are cancelled afterwards.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { addProduct, fillAddress, pedidoMakers, placeOrderThroughApi } from './checkout-helpers.ts';
import { graphqlUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import { graphql, newCustomer, registerThroughApi, storeToken } from './session-helpers.ts';
import { allow } from '../support/time-allowance.ts';

const pedidos = pedidoMakers();
test.afterEach(() => pedidos.cancelAll());

const APPROVED = '4111 1111 1111 1111';
const DECLINED = '4000 0000 0000 0002';

async function loggedIn(context: BrowserContext, name: string): Promise<string> {
  const token = pedidos.add(await registerThroughApi(newCustomer(name)));
  await storeToken(context, token);
  return token;
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

const pedidoNumber = async (page: Page) =>
  (await page.getByText(/PED-\d{4}-\d+/).textContent())?.match(/PED-[\d-]+/)?.[0] ?? '';

test('a card approved in 3x pays the pedido at once', async ({ page, context }) => {
  await loggedIn(context, 'Cartao');
  const bodies = apiBodies(page);
  await addProduct(page, 47);
  await page.goto('/finalizar');
  await fillAddress(page);
  await page
    .getByRole('group', { name: 'Forma de pagamento' })
    .getByRole('radio', { name: 'Cartão de crédito' })
    .check();
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

test('a declined card keeps the checkout, then Pix goes through', async ({ page, context }) => {
  const token = await loggedIn(context, 'Recusado');
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
    const token = await loggedIn(context, 'Banco');
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
    await bank.close();

    await expect(entry.getByText('Pago', { exact: true })).toBeVisible({ timeout: allow(7_500) });
    await expect(
      page.getByRole('status').filter({ hasText: `Pedido ${placed.number}: Pago.` }),
    ).toHaveCount(1);
    await expect(payLink).toHaveCount(0);
    await entry.getByRole('button', { name: /^Ver itens/ }).click();
    await expect(entry.getByRole('list').last()).toContainText('Pagamento aprovado');
  });
}
