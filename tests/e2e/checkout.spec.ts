import type { BrowserContext } from '@playwright/test';
import { axeViolations } from './a11y-helpers.ts';
import { settled } from './page-state.ts';
import {
  addProduct,
  brCodeField,
  buyRemainingStock,
  fillAddress,
  money,
  pedidoMakers,
} from './checkout-helpers.ts';
import { expect, test } from './fixtures.ts';
import { mailArriving } from './mailbox.ts';
import { profileTab } from './painel-helpers.ts';
import { gatewayUrl } from './env.ts';
import {
  graphql,
  loginThroughApi,
  newCustomer,
  registerThroughApi,
  storeToken,
} from './session-helpers.ts';
import { allow } from '../support/time-allowance.ts';

// Each test gives back the stock its pedidos took, so the spec can run again (and its
// repeats side by side) without restoring the whole mock under the other specs' feet.
const pedidos = pedidoMakers();
test.afterEach(() => pedidos.cancelAll());

/** A fresh customer logged in through the API (each has its own order quotas). */
async function loggedIn(context: BrowserContext): Promise<string> {
  const token = pedidos.add(await registerThroughApi(newCustomer('Compra')));
  await storeToken(context, token);
  return token;
}

test('anonymous cart, login, checkout with Pix, the pedido in the painel', async ({
  page,
  problems,
}) => {
  // The whole journey, and a visit to the provider's test bank: past the default 30 s on a
  // loaded machine (every assertion held in 40 s under a load of 20 on two cores).
  test.setTimeout(allow(30_000));
  const customer = newCustomer('Jornada');
  pedidos.add(await registerThroughApi(customer));
  await addProduct(page, 5);
  await page.goto('/carrinho');
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Ffinalizar$/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(customer.email);
  await page.getByLabel('Senha').fill(customer.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/finalizar$/);
  await expect(page.getByRole('list', { name: 'Itens do pedido' })).toContainText('1 ×');

  await fillAddress(page);
  const methods = page.getByRole('group', { name: 'Forma de pagamento' });
  await expect(methods.getByRole('radio')).toHaveCount(3);
  await expect(methods.getByRole('radio', { name: 'Pix' })).toBeChecked();
  await expect(methods.getByRole('radio', { name: 'Cartão de crédito' })).not.toBeChecked();
  await expect(methods.getByRole('radio', { name: 'Boleto' })).not.toBeChecked();
  // Product 5 costs R$ 104,00; PAC to São Paulo for its 0.3 kg, R$ 18,00 (under the free
  // freight's R$ 299,00); 5% off the products by Pix, R$ 5,20.
  const review = page.getByRole('main');
  await expect(review).toContainText(money('Subtotal', '104,00'));
  await expect(review).toContainText(money('Frete', '18,00'));
  await expect(review).toContainText(money('Desconto no Pix', '5,20', '− '));
  await expect(review).toContainText(money('Total', '116,80'));
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();

  await expect(page.getByRole('heading', { name: 'Pedido recebido' })).toBeVisible();
  await expect(page.getByText(/PED-\d{4}-\d+/)).toBeVisible();
  await expect(page.getByText(/^Número do pedido:/)).toContainText(money('Total:', '116,80'));
  const pix = page.getByRole('textbox', { name: 'Pix copia e cola' });
  await expect(pix).toHaveValue(/^000201/);
  // A dynamic BR Code (EMV tag 01 = 12): the customer's bank reads the charge at its location,
  // and the provider's charge asks what the API totalled (its test bank shows it).
  const code = await pix.inputValue();
  expect(brCodeField(code, '01')).toBe('12');
  const location = brCodeField(brCodeField(code, '26') ?? '', '25') ?? '';
  const charge = `ch_${location.split('/').at(-1) ?? ''}`;
  const bank = await page.request.get(`${gatewayUrl}/banco/${charge}`);
  expect(await bank.text()).toMatch(/R\$\s116,80/);
  // The success page links that same charge at the provider (`payLink`).
  await expect(page.getByRole('link', { name: 'Pagar no banco de testes' })).toHaveAttribute(
    'href',
    `${gatewayUrl}/banco/${charge}`,
  );
  await expect(page.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveAttribute('readonly');
  await expect(page.getByRole('button', { name: 'Copiar código' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR Code Pix' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await expect(page.getByRole('link', { name: /^Carrinho/ })).toHaveAccessibleName(
    'Carrinho, vazio',
  );
  const number = (await page.getByText(/PED-\d{4}-\d+/).textContent())?.match(/PED-[\d-]+/)?.[0];

  await page.getByRole('link', { name: 'Acompanhar no painel' }).click();
  const entry = page
    .getByRole('list', { name: 'Seus pedidos' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Pedido ${number}` }) });
  await entry.getByRole('button', { name: /^Ver itens/ }).click();
  await expect(entry.getByRole('list', { name: `Itens do pedido ${number}` })).toBeVisible();
  await expect(entry).toContainText('PagamentoPix');
  await expect(entry).toContainText('Avenida Paulista, 1000');
  await expect(entry.getByRole('list').last()).toContainText('Aguardando pagamento');
  await expect(entry.getByRole('link', { name: /^Falar no WhatsApp/ })).toHaveAttribute(
    'href',
    new RegExp(number ?? 'sem número'),
  );
  await expect(entry.getByRole('link', { name: 'Abrir ticket sobre este pedido' })).toBeVisible();

  // The confirmation the law asks for, in the customer's inbox: what was bought, the total and
  // the same copia e cola, with the deadline to pay.
  const mail = await mailArriving(customer.email, `Recebemos seu pedido ${number}`, 0);
  expect(mail.text).toContain('Total: R$ 116,80');
  expect(mail.text).toContain(`Pix copia e cola\n${code}`);
  expect(mail.text).toMatch(/Pague até: \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
  expect(problems).toEqual([]);
});

test('boleto, clicked twice, makes one pedido', async ({ page, context }) => {
  const token = await loggedIn(context);
  await addProduct(page, 6);
  await page.goto('/finalizar');
  await fillAddress(page);
  await page.getByRole('radio', { name: 'Boleto' }).check();
  await page.getByRole('button', { name: 'Confirmar pedido' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Pedido recebido' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Linha digitável' })).toHaveValue(/^\d{47}$/);
  const { data } = await graphql<{ requests: { paymentMethod: string }[] }>(
    'query { requests { paymentMethod } }',
    {},
    token,
  );
  expect(data?.requests.map((request) => request.paymentMethod)).toEqual(['BOLETO']);
});

test('a retry after a network error orders once, with what was typed kept', async ({
  page,
  context,
}) => {
  const token = await loggedIn(context);
  await addProduct(page, 7);
  await page.goto('/finalizar');
  await fillAddress(page);
  // The first confirmation reaches the API but its answer is lost on the way back.
  let dropped = false;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (dropped || !body.includes('PlaceOrder')) return route.continue();
    dropped = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByRole('alert').first()).not.toBeEmpty();
  await expect(page.getByRole('textbox', { name: 'Número' })).toHaveValue('1000');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido recebido' })).toBeVisible();
  const { data } = await graphql<{ requests: { id: string }[] }>(
    'query { requests { id } }',
    {},
    token,
  );
  expect(data?.requests).toHaveLength(1);
});

test('a session ended mid-checkout: log in again, the cart and what was typed kept', async ({
  page,
  context,
}) => {
  const customer = newCustomer('Expirada');
  const token = await registerThroughApi(customer);
  await storeToken(context, token);
  await addProduct(page, 9);
  await page.goto('/finalizar');
  await fillAddress(page);
  await page.getByRole('textbox', { name: 'Complemento' }).fill('Apto 42');
  await page.getByRole('radio', { name: /^SEDEX/ }).check();
  await page.getByRole('radio', { name: 'Boleto' }).check();
  // The session ends on the server (as after `Sair` on another device) while the form is open.
  const { data } = await graphql<{ logoutCustomer: boolean }>(
    'mutation { logoutCustomer }',
    {},
    token,
  );
  expect(data?.logoutCustomer).toBe(true);

  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Ffinalizar$/);
  const explanation = page
    .getByRole('status')
    .filter({ hasText: 'Sua sessão expirou. Entre de novo para continuar de onde parou.' });
  await expect(explanation).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(customer.email);
  await page.getByLabel('Senha').fill(customer.password);
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page).toHaveURL(/\/finalizar$/);
  await expect(page.getByRole('list', { name: 'Itens do pedido' })).toContainText('1 ×');
  await expect(page.getByRole('textbox', { name: 'CEP' })).toHaveValue('01310-100');
  await expect(page.getByRole('textbox', { name: 'Número' })).toHaveValue('1000');
  await expect(page.getByRole('textbox', { name: 'Complemento' })).toHaveValue('Apto 42');
  await expect(page.getByRole('radio', { name: /^SEDEX/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Boleto' })).toBeChecked();
  pedidos.add(await loginThroughApi(customer.email, customer.password));
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido recebido' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Linha digitável' })).toHaveValue(/^\d{47}$/);

  // Only the visit the session ended on explains it.
  await context.clearCookies();
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  await expect(explanation).toHaveCount(0);
});

test('the last unit bought by someone else meanwhile: said by name, cart kept, no pedido', async ({
  page,
  context,
}) => {
  const token = await loggedIn(context);
  await addProduct(page, 10);
  await page.goto('/finalizar');
  await fillAddress(page);
  const rival = pedidos.add(await registerThroughApi(newCustomer('Rival')));
  const name = await buyRemainingStock(rival, '10');

  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByRole('alert').first()).toHaveText(
    `Estoque insuficiente: "${name}" esgotou.`,
  );
  await expect(page.getByRole('heading', { name: 'Pedido recebido' })).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Número' })).toHaveValue('1000');
  await expect(page.getByRole('list', { name: 'Itens do pedido' })).toContainText(name);
  await expect(page.getByRole('link', { name: /^Carrinho/ })).toHaveAccessibleName(
    'Carrinho, 1 item',
  );
  const { data } = await graphql<{ requests: { id: string }[] }>(
    'query { requests { id } }',
    {},
    token,
  );
  expect(data?.requests).toEqual([]);
});

test('the profile’s address line opens the checkout split into its fields', async ({
  page,
  context,
}) => {
  const token = await loggedIn(context);
  const { errors } = await graphql(
    'mutation ($input: UpdateCustomerInput!) { updateCostumer(input: $input) { id } }',
    // A CEP the mock knows only by its range: the street and district must come from the line.
    { input: { address: 'Rua Augusta, 1500, sala 3 - Consolação', cep: '01305000' } },
    token,
  );
  expect(errors).toBeUndefined();
  await addProduct(page, 5);
  await page.goto('/finalizar');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await expect(field('Endereço')).toHaveValue('Rua Augusta');
  await expect(field('Número')).toHaveValue('1500');
  await expect(field('Complemento')).toHaveValue('sala 3');
  await expect(field('Bairro')).toHaveValue('Consolação');
  await expect(field('CEP')).toHaveValue('01305-000');
  await expect(field('Cidade')).toHaveValue('São Paulo');
});

test('the CEP fills the profile address form too', async ({ page, context }) => {
  await loggedIn(context);
  await page.goto('/painel?aba=perfil');
  await profileTab(page, 'Endereço').click();
  await page.getByRole('textbox', { name: 'CEP' }).pressSequentially('01310100');
  await expect(page.getByRole('textbox', { name: 'Endereço' })).toHaveValue(
    'Avenida Paulista - Bela Vista',
  );
  await expect(page.getByRole('textbox', { name: 'Cidade' })).toHaveValue('São Paulo');
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('SP');
  await page.getByRole('textbox', { name: 'CEP' }).fill('00000-000');
  await expect(page.getByRole('textbox', { name: 'CEP' })).toHaveAccessibleDescription(
    'CEP não encontrado.',
  );
});

test('an empty cart cannot be ordered', async ({ page, context }) => {
  await loggedIn(context);
  await page.goto('/finalizar');
  await expect(page.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeVisible();
});

for (const width of [1280, 320]) {
  test(`the checkout has no axe violations at ${width} px`, async ({ page, context }) => {
    await page.setViewportSize({ width, height: 900 });
    await loggedIn(context);
    await addProduct(page, 8);
    await page.goto('/finalizar');
    await fillAddress(page);
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    // And with the card form open: a new card's fields and `Parcelas`.
    await page
      .getByRole('group', { name: 'Forma de pagamento' })
      .getByRole('radio', { name: 'Cartão de crédito' })
      .check();
    await expect(page.getByRole('textbox', { name: 'Número do cartão' })).toBeVisible();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}
