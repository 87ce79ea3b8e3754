/**
 * An unpublished product reaches customers only as what their pedido recorded: not through a new
 * ticket, a ticket's product, the favorites, or a pedido line's product.
 */
import { describe, expect, it } from 'vitest';
import { OTHER_EMAIL } from '../../../mocks/seed/customers.ts';
import { errorsOf, gql, login, testHandler } from '../../../tests/support/api/api.ts';
import type { Target } from '../../../tests/support/api/api.ts';
import { ENGINES } from '../../../tests/support/api/database.ts';
import { staffToken } from '../../../tests/support/api/staff.ts';

/** The editor's change that takes a product off the shop (or puts it back). */
async function publish(handler: Target, id: string, published: boolean): Promise<void> {
  const result = await gql(
    handler,
    'mutation ($id: ID!, $p: Boolean!) { updateProduct(id: $id, input: { is_published: $p }) { id } }',
    { variables: { id, p: published }, token: await staffToken(handler) },
  );
  expect(result.errors).toEqual([]);
}

describe.each(ENGINES)('an unpublished product, for customers (%s)', (engine) => {
  it('cannot be named by a new ticket: it is as unknown as no product', async () => {
    const handler = await testHandler({ engine });
    const token = await login(handler);
    await publish(handler, '2', false);
    const opened = await gql(
      handler,
      'mutation { openTicket(input: { subject: "Dúvida", description: "<p>Olá</p>", productId: "2" }) { id } }',
      { token },
    );
    expect(errorsOf(opened)).toEqual([
      { code: 'BAD_USER_INPUT', message: 'Produto com ID não encontrado.' },
    ]);
    expect(opened.errors[0]?.extensions?.field).toBe('productId');
    const tickets = await gql<{ tickets: { counts: { all: number } } }>(
      handler,
      '{ tickets { counts { all } } }',
      { token },
    );
    expect(tickets.data?.tickets.counts.all).toBe(5);
  });

  it("is no ticket's product while it is off the shop, and is again once it is back", async () => {
    const handler = await testHandler({ engine });
    const token = await login(handler);
    const TICKET = '{ ticket(id: "1") { subject product { id name } } }';
    await publish(handler, '1', false);
    expect((await gql(handler, TICKET, { token })).data).toEqual({
      ticket: { subject: 'Notebook não liga depois da atualização do sistema', product: null },
    });
    await publish(handler, '1', true);
    expect((await gql(handler, TICKET, { token })).data).toEqual({
      ticket: {
        subject: 'Notebook não liga depois da atualização do sistema',
        product: { id: '1', name: 'Notebook Aurora NB-0001' },
      },
    });
  });

  it('leaves the favorites and their ids, and comes back with its place', async () => {
    const handler = await testHandler({ engine });
    const token = await login(handler);
    const FAVORITES = '{ favorites { id } favoriteIds }';
    await publish(handler, '1', false);
    expect((await gql(handler, FAVORITES, { token })).data).toEqual({
      favorites: [{ id: '3' }, { id: '8' }],
      favoriteIds: ['3', '8'],
    });
    await publish(handler, '1', true);
    expect((await gql(handler, FAVORITES, { token })).data).toEqual({
      favorites: [{ id: '3' }, { id: '1' }, { id: '8' }],
      favoriteIds: ['3', '1', '8'],
    });
  });

  it("is no pedido line's product; the line keeps the name, price and options recorded", async () => {
    const handler = await testHandler({ engine });
    const token = await login(handler);
    const REQUEST = `{ request(id: "1") { items {
      product { id } productName quantity unitPrice subtotal attributes { name value }
    } } }`;
    const before = await gql<{ request: { items: Record<string, unknown>[] } }>(handler, REQUEST, {
      token,
    });
    await publish(handler, '1', false);
    const after = await gql<{ request: { items: Record<string, unknown>[] } }>(handler, REQUEST, {
      token,
    });
    const [line, other] = after.data?.request.items ?? [];
    expect(line).toEqual({ ...before.data?.request.items[0], product: null });
    expect(line).toMatchObject({ productName: 'Notebook Aurora NB-0001', unitPrice: 100 });
    expect(other).toEqual(before.data?.request.items[1]);
  });

  it('stays visible to nobody through another customer either', async () => {
    const handler = await testHandler({ engine });
    const token = await login(handler, OTHER_EMAIL, 'Senha@456');
    await publish(handler, '2', false);
    const ticket = await gql(handler, '{ ticket(id: "6") { product { id } } }', { token });
    expect(ticket.data).toEqual({ ticket: { product: null } });
    const favorites = await gql(handler, '{ favoriteIds }', { token });
    expect(favorites.data).toEqual({ favoriteIds: [] });
  });
});
