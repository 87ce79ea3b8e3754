/**
 * The figures a product page shows come from the rules the pedido is priced by: the Pix price of
 * one unit is what a pedido of that unit paid by Pix charges for it, and the freight quoted for
 * one unit is the pedido's freight to the same CEP.
 */
import { describe, expect, it } from 'vitest';
import { createDataAccess } from '../../core/data-access.ts';
import { ENGINES } from '../../../tests/support/api/database.ts';
import { gql, login, testHandler } from '../../../tests/support/api/api.ts';
import type { Target } from '../../../tests/support/api/api.ts';
import { PAULISTA, line, orderInput, placeOrder } from '../../../tests/support/api/orders.ts';
import { DEFAULT_ORDER_SETTINGS } from './order-settings.ts';

const PRODUCT_PRICES = `query Prices($id: ID!, $cep: String!, $lines: [CartLineInput!]!) {
  getProduct(id: $id) { price pixPrice installments { count amount } }
  freightQuote(cep: $cep, lines: $lines) {
    promise { minimum missing freightDiscountPercent }
    options { service price deliveryDays }
  }
}`;

interface Prices {
  getProduct: { price: number; pixPrice: number; installments: { count: number; amount: number } };
  freightQuote: {
    promise: { minimum: number; missing: number; freightDiscountPercent: number };
    options: { service: string; price: number; deliveryDays: number }[];
  };
}

async function pagePrices(api: Target, id: number, cep: string): Promise<Prices> {
  const result = await gql<Prices>(api, PRODUCT_PRICES, {
    variables: { id: String(id), cep, lines: [{ productId: String(id), quantity: 1 }] },
  });
  expect(result.errors).toEqual([]);
  if (!result.data) throw new Error('no answer');
  return result.data;
}

/** Salvador/BA: the Nordeste, where the promise is 50% off the freight. */
const SALVADOR = {
  ...PAULISTA,
  cep: '40026-010',
  street: 'Avenida Sete de Setembro',
  district: 'Centro',
  city: 'Salvador',
  state: 'BA',
};

describe.each(ENGINES)('product page and pedido agree on the %s engine', (engine) => {
  it.each([
    { product: 1, price: 149.9, address: PAULISTA },
    { product: 4, price: 1234.57, address: PAULISTA },
    { product: 2, price: 87.3, address: SALVADOR },
    { product: 3, price: 459.99, address: SALVADOR },
  ])('product $product at R$ $price to $address.city', async ({ product, price, address }) => {
    const api = await testHandler({ engine });
    await createDataAccess(api.database.db).products.update(String(product), { price }, Date.now());
    const token = await login(api);
    const page = await pagePrices(api, product, address.cep);

    for (const option of page.freightQuote.options) {
      const placed = await placeOrder(
        api,
        token,
        orderInput({
          lines: [line(product)],
          address,
          freight: option.service,
          paymentMethod: 'PIX',
        }),
      );
      expect(placed.errors).toEqual([]);
      const pedido = placed.data?.placeOrder;
      expect(pedido?.freight).toMatchObject({
        service: option.service,
        price: option.price,
        deliveryDays: option.deliveryDays,
      });
      expect(Math.round(((pedido?.total ?? 0) - option.price) * 100) / 100).toBe(
        page.getProduct.pixPrice,
      );
    }
    expect(page.getProduct.pixPrice).toBeLessThan(price);
  });
});

describe('installments and the Pix price', () => {
  it('follow the settings', async () => {
    const api = await testHandler({
      orderSettings: {
        ...DEFAULT_ORDER_SETTINGS,
        pixDiscountPercent: 10,
        installments: { max: 12, minimumCents: 5000 },
      },
    });
    // Product 1 costs R$ 100,00, product 50 R$ 149,00.
    const cheap = await pagePrices(api, 1, PAULISTA.cep);
    expect(cheap.getProduct).toEqual({
      price: 100,
      pixPrice: 90,
      installments: { count: 2, amount: 50 },
    });
    const dearer = await pagePrices(api, 50, PAULISTA.cep);
    expect(dearer.getProduct.installments).toEqual({ count: 2, amount: 74.5 });
    await createDataAccess(api.database.db).products.update('50', { price: 45 }, Date.now());
    const below = await pagePrices(api, 50, PAULISTA.cep);
    expect(below.getProduct).toEqual({
      price: 45,
      pixPrice: 40.5,
      installments: { count: 1, amount: 45 },
    });
  });

  it('say how far a cart is from the freight promise, by region', async () => {
    const api = await testHandler();
    const sp = await pagePrices(api, 1, PAULISTA.cep);
    expect(sp.freightQuote.promise).toEqual({
      minimum: 299,
      missing: 199,
      freightDiscountPercent: 100,
    });
    const ba = await pagePrices(api, 1, SALVADOR.cep);
    expect(ba.freightQuote.promise).toEqual({
      minimum: 299,
      missing: 199,
      freightDiscountPercent: 50,
    });
    await createDataAccess(api.database.db).products.update('1', { price: 299 }, Date.now());
    const reached = await pagePrices(api, 1, SALVADOR.cep);
    expect(reached.freightQuote.promise.missing).toBe(0);
  });
});
