/**
 * Helpers of the checkout spec that talk to the API the way other people would: the back
 * office cancelling pedidos (their units go back in stock), and another customer buying
 * units of a product.
 *
 * Every product starts with a few units, and pedidos take them. Rather than restoring the
 * whole mock (which would also wipe the customers and sessions of specs running in the other
 * worker), each test cancels the pedidos it made, so the stock it took comes back.
 */
import type { Page } from '@playwright/test';
import { gatewayPublicKey, gatewayUrl } from './env.ts';
import { expect } from './fixtures.ts';
import { graphql } from './session-helpers.ts';
import { staffGraphql } from './staff-helpers.ts';
import { tokenizeApprovedCard } from '../support/payments.ts';

/**
 * Cancels every pedido of the customer of `token` that still waits for payment (a pedido paid
 * by card is paid at once: it is left as it is).
 */
export async function cancelPendingPedidos(token: string): Promise<void> {
  const { data, errors } = await graphql<{ requests: { id: string; status: string }[] }>(
    'query { requests { id status } }',
    {},
    token,
  );
  if (!data) throw new Error(`requests failed: ${JSON.stringify(errors)}`);
  for (const request of data.requests.filter((candidate) => candidate.status === 'PENDING')) {
    const answer = await staffGraphql(
      'support',
      'mutation ($id: ID!) { updateRequestStatus(id: $id, status: CANCELLED) { id } }',
      { id: request.id },
    );
    if (!answer.data) throw new Error(`cancelling failed: ${JSON.stringify(answer.errors)}`);
  }
}

/**
 * The customers a test made pedidos with: `add` each token, and `cancelAll` (after each test,
 * passed or failed) cancels their pending pedidos and forgets them.
 */
export function pedidoMakers() {
  const tokens: string[] = [];
  return {
    add(token: string): string {
      tokens.push(token);
      return token;
    },
    async cancelAll(): Promise<void> {
      for (const token of tokens.splice(0)) await cancelPendingPedidos(token);
    },
  };
}

/** Puts one unit of product `id` (its default options) in the cart from its page. */
export async function addProduct(page: Page, id: number): Promise<void> {
  await page.goto(`/produtos/${id}`);
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Produto adicionado');
}

/** Fills the checkout's address with a CEP of São Paulo (the API fills the rest) and number 1000. */
export async function fillAddress(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'CEP' }).fill('01310-100');
  await expect(page.getByRole('textbox', { name: 'Endereço' })).toHaveValue(/Paulista/);
  await expect(page.getByRole('textbox', { name: 'Cidade' })).toHaveValue('São Paulo');
  await expect(page.getByRole('textbox', { name: 'Estado' })).toHaveValue('SP');
  await page.getByRole('textbox', { name: 'Número' }).fill('1000');
  await expect(page.getByRole('radio', { name: /^PAC/ })).toBeChecked();
}

/** Units of product `id` in stock now, and its first value of each attribute. */
async function productForOrder(id: string) {
  const { data, errors } = await graphql<{
    getProduct: { name: string; quantity: number; attributes: { values: { id: string }[] }[] };
  }>('query ($id: ID!) { getProduct(id: $id) { name quantity attributes { values { id } } } }', {
    id,
  });
  if (!data) throw new Error(`getProduct failed: ${JSON.stringify(errors)}`);
  return data.getProduct;
}

let keys = 0;

/**
 * The customer of `token` orders `quantity` units of product `id` (its first option of each
 * attribute) through the API, delivered to São Paulo; answers the new pedido.
 */
export async function placeOrderThroughApi(
  token: string,
  id: string,
  {
    quantity,
    paymentMethod,
    card,
  }: {
    quantity: number;
    paymentMethod: 'PIX' | 'BOLETO' | 'CREDIT_CARD';
    /** With CREDIT_CARD: a token of the stand-in (`cardTokenThroughGateway`), in one payment. */
    card?: string;
  },
): Promise<{ id: string; number: string; expiresAt: number; status: string; total: number }> {
  const product = await productForOrder(id);
  keys += 1;
  const { data, errors } = await graphql<{
    placeOrder: { id: string; number: string; expiresAt: number; status: string; total: number };
  }>(
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { id number expiresAt status total } }',
    {
      input: {
        lines: [
          {
            productId: id,
            quantity,
            attributeValueIds: product.attributes.map((attribute) => attribute.values[0]?.id),
          },
        ],
        address: {
          recipient: 'Outra Cliente',
          cep: '01310100',
          street: 'Avenida Paulista',
          number: '2000',
          district: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
        },
        freight: 'PAC',
        paymentMethod,
        ...(card === undefined ? {} : { card: { token: card, brand: 'VISA', installments: 1 } }),
        idempotencyKey: `e2e-order-${process.pid}-${Date.now()}-${keys}`,
      },
    },
    token,
  );
  if (!data) throw new Error(`placeOrder failed: ${JSON.stringify(errors)}`);
  return data.placeOrder;
}

/**
 * A token of the stand-in's approved Visa test card, as the card form gets it from the
 * provider's tokenization (the shop's API never sees the number).
 */
export async function cardTokenThroughGateway(): Promise<string> {
  return (await tokenizeApprovedCard(gatewayUrl, gatewayPublicKey, 'Cliente Teste')).id;
}

/**
 * Another customer (of `token`) buys every unit of product `id` left in stock, through the
 * API, and answers the product's name.
 */
export async function buyRemainingStock(token: string, id: string): Promise<string> {
  const product = await productForOrder(id);
  if (product.quantity < 1) throw new Error(`product ${id} is already sold out`);
  await placeOrderThroughApi(token, id, { quantity: product.quantity, paymentMethod: 'BOLETO' });
  return product.name;
}

/**
 * A label followed by an amount in reais as the page writes it (the currency's non-breaking
 * space included), e.g. `money('Total', '116,80')`; `sign` goes before the amount.
 */
export function money(label: string, amount: string, sign = ''): RegExp {
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped(label)}\\s*${escaped(sign)}R\\$\\s${escaped(amount)}`);
}

/** One top-level field of a BR Code (EMV QRCPS: two-digit id, two-digit length, value). */
export function brCodeField(code: string, id: string): string | undefined {
  for (let at = 0; at + 4 <= code.length;) {
    const length = Number(code.slice(at + 2, at + 4));
    if (code.slice(at, at + 2) === id) return code.slice(at + 4, at + 4 + length);
    at += 4 + length;
  }
  return undefined;
}
