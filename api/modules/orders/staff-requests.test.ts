/**
 * Pedidos in the back office through the API on both engines: the list filtered by status and
 * searched by number, CPF or e-mail within its bounds; the buyer only for staff; a paid pedido
 * shipped with a Correios code the customer then follows, told by an e-mail notice.
 */
import { describe, expect, it } from 'vitest';
import { errorsOf, gql, login, outboxOf, testHandler } from '../../../tests/support/api/api.ts';
import type { TestHandler } from '../../../tests/support/api/api.ts';
import { ENGINES } from '../../../tests/support/api/database.ts';
import { line, orderInput, placeOrder, updateStatus } from '../../../tests/support/api/orders.ts';
import { staffToken } from '../../../tests/support/api/staff.ts';
import { DEMO_EMAIL, OTHER_EMAIL } from '../../../mocks/seed/customers.ts';
import { SEED_ADMIN, SEED_SUPPORT } from '../../../mocks/seed/staff.ts';

const LIST = `query($status: RequestStatus, $search: String, $pageSize: Int) {
  staffRequests(status: $status, search: $search, pageSize: $pageSize) {
    total totalPages items { id number status buyer { email cpf } }
  }
}`;

interface Listed {
  total: number;
  totalPages: number;
  items: { id: string; number: string; status: string; buyer: { email: string; cpf: string } }[];
}

async function list(handler: TestHandler, token: string, variables: Record<string, unknown>) {
  return gql<{ staffRequests: Listed }>(handler, LIST, { token, variables });
}

describe.each(ENGINES)('Pedidos in the back office (%s)', (engine) => {
  it('lists by status and finds a pedido by number, CPF or e-mail, within bounds', async () => {
    const handler = await testHandler({ engine });
    const support = await staffToken(handler, SEED_SUPPORT);

    const pending = (await list(handler, support, { status: 'PENDING', pageSize: 50 })).data
      ?.staffRequests;
    expect(pending?.total).toBeGreaterThan(0);
    expect(pending?.items.every((item) => item.status === 'PENDING')).toBe(true);
    expect(pending?.items).toHaveLength(pending?.total ?? -1);

    const all = (await list(handler, support, { pageSize: 2 })).data?.staffRequests;
    expect(all?.items).toHaveLength(2);
    expect(all?.totalPages).toBe(Math.ceil((all?.total ?? 0) / 2));
    const target = all?.items[1];
    const byNumber = (await list(handler, support, { search: target?.number.toLowerCase() })).data
      ?.staffRequests;
    expect(byNumber?.items.map((item) => item.id)).toEqual([target?.id]);

    const byEmail = (await list(handler, support, { search: ` ${OTHER_EMAIL.toUpperCase()} ` }))
      .data?.staffRequests;
    expect(byEmail?.total).toBeGreaterThan(0);
    expect(byEmail?.items.every((item) => item.buyer.email === OTHER_EMAIL)).toBe(true);

    const demoCpf = byNumber?.items[0]?.buyer.cpf ?? '';
    const formatted = demoCpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');
    const byCpf = (await list(handler, support, { search: formatted })).data?.staffRequests;
    expect(byCpf?.total).toBeGreaterThan(0);
    expect(byCpf?.items.every((item) => item.buyer.cpf === demoCpf)).toBe(true);

    const nothing = (await list(handler, support, { search: 'PED-1999' })).data?.staffRequests;
    expect(nothing).toEqual({ total: 0, totalPages: 0, items: [] });

    expect(errorsOf(await list(handler, support, { pageSize: 51 }))).toEqual([
      { code: 'BAD_USER_INPUT', message: 'Use de 1 a 50 itens por página.' },
    ]);
    expect(errorsOf(await list(handler, support, { search: 'x'.repeat(101) }))).toEqual([
      { code: 'BAD_USER_INPUT', message: 'A busca deve ter no máximo 100 caracteres.' },
    ]);

    // A customer reads their own pedido, never the staff's view of its buyer.
    const customer = await login(handler);
    const own = await gql(handler, 'query { requests { id buyer { email } } }', {
      token: customer,
    });
    expect(errorsOf(own)[0]?.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(own.data)).not.toContain(DEMO_EMAIL);
  });

  it('ships a paid pedido with a tracking code the customer follows, and tells them', async () => {
    let now = Date.UTC(2026, 10, 24, 12);
    const handler = await testHandler({
      engine,
      now: () => now,
      siteUrl: 'https://loja.exemplo.com.br',
    });
    const customer = await login(handler);
    const placed = await placeOrder(handler, customer, orderInput({ lines: [line(6, 1)] }));
    const { id = '', number = '' } = placed.data?.placeOrder ?? {};
    const support = await staffToken(handler, SEED_SUPPORT);

    now += 60_000;
    // Paid by other means: an admin marks it, with a note; support ships it.
    const admin = await staffToken(handler, SEED_ADMIN);
    const note = 'Pix recebido no extrato.';
    expect(errorsOf(await updateStatus(handler, { id, status: 'PAID', note }, admin))).toEqual([]);
    now += 60_000;
    const badCode = await updateStatus(
      handler,
      { id, status: 'SHIPPED', trackingCode: 'QB123456780BR' },
      support,
    );
    expect(errorsOf(badCode)).toEqual([
      {
        code: 'BAD_USER_INPUT',
        message: 'Informe um código de rastreio válido dos Correios, como QB123456785BR.',
      },
    ]);
    const shipped = await updateStatus(
      handler,
      { id, status: 'SHIPPED', trackingCode: 'QB123456785BR' },
      support,
    );
    expect(errorsOf(shipped)).toEqual([]);

    const seen = await gql<{
      request: { status: string; trackingUrl: string; timeline: { status: string }[] };
    }>(handler, 'query($id: ID!) { request(id: $id) { status trackingUrl timeline { status } } }', {
      token: customer,
      variables: { id },
    });
    expect(seen.data?.request).toEqual({
      status: 'SHIPPED',
      trackingUrl: 'https://rastreamento.correios.com.br/app/index.php?objetos=QB123456785BR',
      timeline: [{ status: 'PENDING' }, { status: 'PAID' }, { status: 'SHIPPED' }],
    });

    // Newest first: received (its boleto), paid (marked by the admin), shipped.
    const outbox = await outboxOf(handler, DEMO_EMAIL);
    expect(outbox.map((message) => message.subject)).toEqual([
      `Seu pedido foi enviado: ${number}`,
      `Pagamento aprovado: ${number}`,
      `Recebemos seu pedido ${number}`,
    ]);
    expect(outbox[0]?.text).toContain('QB123456785BR');
    expect(outbox[0]?.text).toContain('https://loja.exemplo.com.br/painel?aba=pedidos');
    // Minimal personal data: no address, CPF or name in a message that crosses mail relays.
    const delivery = placed.data?.placeOrder.delivery ?? {};
    for (const message of outbox) {
      for (const part of [delivery.street, delivery.cep, delivery.recipient]) {
        expect(message.text).not.toContain(part);
      }
    }

    // Delivered is the end: nothing moves it any more.
    now += 60_000;
    expect(errorsOf(await updateStatus(handler, { id, status: 'DELIVERED' }, support))).toEqual([]);
    const cancel = await updateStatus(handler, { id, status: 'CANCELLED' }, support);
    expect(errorsOf(cancel)).toEqual([
      {
        code: 'FORBIDDEN',
        message: `O pedido ${number} está "Entregue" e não pode passar para "Cancelado".`,
      },
    ]);
  });
});
