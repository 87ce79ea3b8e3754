import { describe, expect, it } from 'vitest';
import {
  line,
  orderInput,
  placeOrder,
  stockOf,
  updateStatus,
} from '../../../tests/support/api/orders.ts';
import { errorsOf, gql, login, testHandler } from '../../../tests/support/api/api.ts';
import type { Target } from '../../../tests/support/api/api.ts';
import { staffToken } from '../../../tests/support/api/staff.ts';
import { SEED_ADMIN, SEED_EDITOR } from '../../../mocks/seed/staff.ts';

const DENIED = [{ code: 'FORBIDDEN', message: 'Acesso negado.' }];

async function withOrder() {
  let now = Date.UTC(2026, 10, 23, 15);
  const handler = await testHandler({ now: () => now });
  const token = await login(handler);
  const placed = await placeOrder(handler, token, orderInput({ lines: [line(6, 2)] }));
  const id = placed.data?.placeOrder.id ?? '';
  return { handler, token, id, later: () => (now += 60 * 60 * 1000) };
}

describe('updateRequestStatus (staff: support or admin)', () => {
  it.each([
    ['no token', async () => null, 'UNAUTHENTICATED'],
    ['a customer token', (handler: Target) => login(handler), 'UNAUTHENTICATED'],
    ['an editor (wrong role)', (handler: Target) => staffToken(handler, SEED_EDITOR), 'FORBIDDEN'],
  ])('refuses %s and changes nothing', async (_, tokenOf, code) => {
    const { handler, id } = await withOrder();
    const result = await updateStatus(handler, { id, status: 'PAID' }, await tokenOf(handler));
    expect(errorsOf(result).map((error) => error.code)).toEqual([code]);
    if (code === 'FORBIDDEN') expect(errorsOf(result)).toEqual(DENIED);
    const page = await gql(handler, `query($id: ID!) { request(id: $id) { status } }`, {
      token: await login(handler),
      variables: { id },
    });
    expect(page.data).toEqual({ request: { status: 'PENDING' } });
  });

  it('lets an admin move a pedido too, and records who did it', async () => {
    const handler = await testHandler();
    const moved = await updateStatus(
      handler,
      { id: '5', status: 'PAID', note: 'Depósito identificado no extrato.' },
      await staffToken(handler, SEED_ADMIN),
    );
    expect(moved.data?.updateRequestStatus.status).toBe('PAID');
    const log = await gql<{ activityLog: { items: { staffName: string; summary: string }[] } }>(
      handler,
      'query { activityLog(filter: { subjectType: REQUEST }) { items { staffName summary } } }',
      { token: await staffToken(handler, SEED_ADMIN) },
    );
    expect(log.data?.activityLog.items[0]).toEqual({
      staffName: SEED_ADMIN.name,
      summary: 'Moveu o pedido PED-2026-000105 de "Aguardando pagamento" para "Pago".',
    });
  });

  it('moves a request along its timeline, shipping with a tracking code', async () => {
    const { handler, token, id, later } = await withOrder();
    // Paid by other means: an admin's move, with a note; support takes it from there.
    later();
    const admin = await staffToken(handler, SEED_ADMIN);
    const note = 'Transferência recebida no banco.';
    expect((await updateStatus(handler, { id, status: 'PAID', note }, admin)).errors).toEqual([]);
    later();
    expect((await updateStatus(handler, { id, status: 'PREPARING' })).errors).toEqual([]);
    const refusedCode = [
      {
        code: 'BAD_USER_INPUT',
        message: 'Informe um código de rastreio válido dos Correios, como QB123456785BR.',
      },
    ];
    for (const trackingCode of [null, 'QB123456789BR', 'QB12345678BR']) {
      const refused = await updateStatus(handler, { id, status: 'SHIPPED', trackingCode });
      expect(errorsOf(refused)).toEqual(refusedCode);
    }
    later();
    await updateStatus(handler, { id, status: 'SHIPPED', trackingCode: 'qb123456785br' });
    later();
    const delivered = await updateStatus(handler, {
      id,
      status: 'DELIVERED',
      note: 'Recebido na portaria.',
    });
    expect(delivered.data?.updateRequestStatus).toEqual({
      id,
      status: 'DELIVERED',
      trackingCode: 'QB123456785BR',
      timeline: [
        { status: 'PENDING', note: null },
        { status: 'PAID', note: 'Transferência recebida no banco.' },
        { status: 'PREPARING', note: null },
        { status: 'SHIPPED', note: null },
        { status: 'DELIVERED', note: 'Recebido na portaria.' },
      ],
    });
    const seen = await gql<{ request: { timeline: { at: number }[] } }>(
      handler,
      `query($id: ID!) { request(id: $id) { timeline { at } } }`,
      { token, variables: { id } },
    );
    const times = seen.data?.request.timeline.map((event) => event.at) ?? [];
    expect(times).toHaveLength(5);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(new Set(times).size).toBe(5);
  });

  it.each([
    ['PENDING', 'SHIPPED', 'Aguardando pagamento', 'Enviado'],
    ['DELIVERED', 'PAID', 'Entregue', 'Pago'],
    ['CANCELLED', 'PAID', 'Cancelado', 'Pago'],
  ])('refuses %s -> %s', async (from, to, fromLabel, toLabel) => {
    const handler = await testHandler();
    // Seed requests: 5 is PENDING, 1 DELIVERED, 4 CANCELLED.
    const id = { PENDING: '5', DELIVERED: '1', CANCELLED: '4' }[from] ?? '';
    const number = `PED-2026-00010${id}`;
    const result = await updateStatus(handler, { id, status: to, trackingCode: 'QB123456785BR' });
    expect(errorsOf(result)).toEqual([
      {
        code: 'FORBIDDEN',
        message: `O pedido ${number} está "${fromLabel}" e não pode passar para "${toLabel}".`,
      },
    ]);
  });

  it('puts the units back in stock when cancelling', async () => {
    const { handler, id } = await withOrder();
    expect(await stockOf(handler, 6)).toBe(1);
    const cancelled = await updateStatus(handler, {
      id,
      status: 'CANCELLED',
      note: 'Pagamento não identificado.',
    });
    expect(cancelled.data?.updateRequestStatus.status).toBe('CANCELLED');
    expect(await stockOf(handler, 6)).toBe(3);
  });

  it('answers Pedido não encontrado. for an unknown id', async () => {
    const result = await updateStatus(await testHandler(), { id: '999', status: 'PAID' });
    expect(errorsOf(result)).toEqual([{ code: 'NOT_FOUND', message: 'Pedido não encontrado.' }]);
  });
});
