/**
 * Pedidos use the catalogue as it is now (an editor's price change is what is charged, an
 * unpublished product cannot be ordered), and a cancellation gives the units back whatever the
 * pedido had reached.
 */
import { describe, expect, it } from 'vitest';
import { errorsOf, gql, login, testHandler } from '../../../tests/support/api/api.ts';
import type { Target } from '../../../tests/support/api/api.ts';
import { ENGINES } from '../../../tests/support/api/database.ts';
import { staffToken } from '../../../tests/support/api/staff.ts';
import { SEED_ADMIN } from '../../../mocks/seed/staff.ts';
import {
  line,
  orderInput,
  placeOrder,
  stockOf,
  updateStatus,
} from '../../../tests/support/api/orders.ts';

async function editProduct(handler: Target, id: string, input: Record<string, unknown>) {
  const result = await gql(
    handler,
    'mutation ($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }',
    { variables: { id, input }, token: await staffToken(handler) },
  );
  expect(result.errors).toEqual([]);
}

describe.each(ENGINES)('a pedido after an editor’s change (%s)', (engine) => {
  it('charges the new price', async () => {
    const handler = await testHandler({ engine });
    const token = await login(handler);
    await editProduct(handler, '1', { price: 149.9 });

    const placed = await placeOrder(handler, token, orderInput({ lines: [line(1, 2)] }));

    expect(placed.errors).toEqual([]);
    expect(placed.data?.placeOrder).toMatchObject({
      subtotal: 299.8,
      items: [expect.objectContaining({ unitPrice: 149.9, quantity: 2, subtotal: 299.8 })],
    });
  });

  it('refuses an unpublished product as an unknown one, without its name, and takes no stock', async () => {
    const handler = await testHandler({ engine });
    const token = await login(handler);
    await editProduct(handler, '4', { is_published: false });

    const quote = await gql(
      handler,
      'query ($lines: [CartLineInput!]!) { freightQuote(cep: "01310-100", lines: $lines) { options { service } } }',
      { variables: { lines: [{ productId: '4', quantity: 1 }] } },
    );
    expect(errorsOf(quote)).toEqual([
      { code: 'BAD_USER_INPUT', message: 'Produto 4 não está à venda: remova-o do carrinho.' },
    ]);

    const refused = await placeOrder(
      handler,
      token,
      orderInput({ lines: [line(1, 1), line(4, 1)] }),
    );

    expect(errorsOf(refused)).toEqual([
      {
        code: 'BAD_USER_INPUT',
        message: 'Produto 4 não está à venda: remova-o do carrinho.',
      },
    ]);
    expect(refused.errors[0]?.extensions?.field).toBe('lines.1.productId');
    expect(await stockOf(handler, 1)).toBe(3);
  });
});

describe.each(ENGINES)('cancelling a paid pedido (%s)', (engine) => {
  it('puts its units back in stock', async () => {
    const handler = await testHandler({ engine });
    const token = await login(handler);
    const placed = await placeOrder(handler, token, orderInput({ lines: [line(6, 2)] }));
    const id = placed.data?.placeOrder.id ?? '';
    expect(await stockOf(handler, 6)).toBe(1);

    const admin = await staffToken(handler, SEED_ADMIN);
    const note = 'Transferência recebida no banco.';
    expect((await updateStatus(handler, { id, status: 'PAID', note }, admin)).errors).toEqual([]);
    expect(await stockOf(handler, 6)).toBe(1);
    const cancelled = await updateStatus(handler, { id, status: 'CANCELLED', note: 'Estorno.' });

    expect(cancelled.data?.updateRequestStatus.timeline.map((event) => event.status)).toEqual([
      'PENDING',
      'PAID',
      'CANCELLED',
    ]);
    expect(await stockOf(handler, 6)).toBe(3);
  });
});
