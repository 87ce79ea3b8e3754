import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_SETTINGS } from './order-settings.ts';
import { line, orderInput, placeOrder, stockOf, updateStatus } from '../../testing/orders.ts';
import { errorsOf, gql, login, testHandler } from '../../testing/api.ts';

const DENIED = [{ code: 'FORBIDDEN', message: 'Acesso negado.' }];

async function withOrder() {
  let now = Date.UTC(2026, 10, 23, 15);
  const handler = await testHandler({ now: () => now });
  const token = await login(handler);
  const placed = await placeOrder(handler, token, orderInput({ lines: [line(6, 2)] }));
  const id = placed.data?.placeOrder.id ?? '';
  return { handler, token, id, later: () => (now += 60 * 60 * 1000) };
}

describe('updateRequestStatus (editor)', () => {
  it.each([
    ['no key', null],
    ['a wrong key', 'editor-dev-kez'],
  ])('refuses %s with Acesso negado.', async (_, key) => {
    const { handler, id } = await withOrder();
    const result = await updateStatus(handler, { id, status: 'PAID' }, key);
    expect(errorsOf(result)).toEqual(DENIED);
    const page = await gql(handler, `query($id: ID!) { request(id: $id) { status } }`, {
      token: await login(handler),
      variables: { id },
    });
    expect(page.data).toEqual({ request: { status: 'PENDING' } });
  });

  it('accepts the configured key only', async () => {
    const handler = await testHandler({
      orderSettings: { ...DEFAULT_ORDER_SETTINGS, editorKey: 'outra-chave' },
    });
    expect(errorsOf(await updateStatus(handler, { id: '5', status: 'PAID' }))).toEqual(DENIED);
    const moved = await updateStatus(handler, { id: '5', status: 'PAID' }, 'outra-chave');
    expect(moved.data?.updateRequestStatus.status).toBe('PAID');
  });

  it('moves a request along its timeline, shipping with a tracking code', async () => {
    const { handler, token, id, later } = await withOrder();
    for (const status of ['PAID', 'PREPARING']) {
      later();
      expect((await updateStatus(handler, { id, status })).errors).toEqual([]);
    }
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
        { status: 'PAID', note: null },
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
