/**
 * Unpublished products, asked for through the customer's own records on the real API server:
 * no ticket, favorite or pedido line hands a customer an unpublished product (a pedido keeps
 * the name and price it was bought at).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, gql, login } from '../support/api/api.ts';
import { staffToken } from '../support/api/staff.ts';
import { apiUnderAttack } from './api-under-attack.ts';
import type { ApiUnderAttack } from './api-under-attack.ts';

let api: ApiUnderAttack;
beforeAll(async () => {
  api = await apiUnderAttack();
});
afterAll(() => api.server.close());

describe('unpublished products', () => {
  it('reach a customer through no ticket, favorite or pedido line', async () => {
    const { url } = api.server;
    const token = await login(url);
    const unpublished = await gql(
      url,
      'mutation { updateProduct(id: "1", input: { is_published: false }) { id } }',
      { token: await staffToken(url) },
    );
    expect(unpublished.errors).toEqual([]);

    const opened = await gql(
      url,
      'mutation { openTicket(input: { subject: "Sobre o 1", description: "<p>?</p>", productId: "1" }) { id } }',
      { token },
    );
    expect(errorsOf(opened)).toEqual([
      { code: 'BAD_USER_INPUT', message: 'Produto com ID não encontrado.' },
    ]);
    const seen = await gql(
      url,
      `{ ticket(id: "1") { product { id } }
         favoriteIds favorites { id }
         request(id: "1") { items { product { id } productName unitPrice } } }`,
      { token },
    );
    expect(seen.data).toEqual({
      ticket: { product: null },
      favoriteIds: ['3', '8'],
      favorites: [{ id: '3' }, { id: '8' }],
      request: {
        items: [
          { product: null, productName: 'Notebook Aurora NB-0001', unitPrice: 100 },
          { product: { id: '3' }, productName: 'Teclado Mecânico Pulso TM-0003', unitPrice: 102 },
        ],
      },
    });
  });
});
