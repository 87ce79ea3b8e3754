/**
 * Unpaid pedidos expire: a Pix one PIX_EXPIRY_SECONDS after the order, a boleto at the end of
 * its due date; the sweep cancels it with the timeline entry `Pagamento não recebido no prazo`
 * and returns its units. On both engines, with the clock the test moves.
 */
import { describe, expect, it } from 'vitest';
import { createDataAccess } from '../../core/data-access.ts';
import { gql, login, testHandler } from '../../../tests/support/api/api.ts';
import { ENGINES } from '../../../tests/support/api/database.ts';
import { staffToken } from '../../../tests/support/api/staff.ts';
import { SEED_ADMIN } from '../../../mocks/seed/staff.ts';
import { line, orderInput, placeOrder, stockOf } from '../../../tests/support/api/orders.ts';
import { DEFAULT_ORDER_SETTINGS } from './order-settings.ts';
import { boletoDueDate, paymentDeadline } from './expiry.ts';
import { sweepExpired } from './expiry-sweep.ts';

/** 2026-11-23 12:00 in São Paulo. */
const NOON = Date.UTC(2026, 10, 23, 15);
const MINUTE = 60_000;

const READ = `query($id: ID!) { request(id: $id) { status expiresAt timeline { status note } } }`;

describe('payment deadlines', () => {
  it('gives Pix PIX_EXPIRY_SECONDS and a boleto until the end of its due date in São Paulo', () => {
    const terms = { pixExpirySeconds: 1800, boletoDueDays: 3 };
    expect(paymentDeadline('PIX', NOON, terms)).toBe(NOON + 30 * MINUTE);
    // Ordered on the 23rd (São Paulo), due on the 26th, payable through the 26th.
    expect(new Date(boletoDueDate(NOON, 3)).toISOString()).toBe('2026-11-26T03:00:00.000Z');
    expect(new Date(paymentDeadline('BOLETO', NOON, terms)).toISOString()).toBe(
      '2026-11-27T03:00:00.000Z',
    );
    // 23:30 in São Paulo is still the 23rd there, though the 24th in UTC.
    const lateEvening = Date.UTC(2026, 10, 24, 2, 30);
    expect(new Date(boletoDueDate(lateEvening, 3)).toISOString()).toBe('2026-11-26T03:00:00.000Z');
  });
});

describe.each(ENGINES)('the expiry sweep (%s)', (engine) => {
  async function pending(paymentMethod: 'PIX' | 'BOLETO') {
    let now = NOON;
    const handler = await testHandler({
      engine,
      now: () => now,
      orderSettings: { ...DEFAULT_ORDER_SETTINGS, pixExpirySeconds: 600 },
    });
    const token = await login(handler);
    const placed = await placeOrder(
      handler,
      token,
      orderInput({ lines: [line(11, 2)], paymentMethod }),
    );
    expect(placed.errors).toEqual([]);
    const id = placed.data?.placeOrder.id ?? '';
    const data = createDataAccess(handler.database.db);
    const read = async () =>
      (
        await gql<{
          request: {
            status: string;
            expiresAt: number | null;
            timeline: { status: string; note: string | null }[];
          };
        }>(handler, READ, { token, variables: { id } })
      ).data?.request;
    return {
      handler,
      read,
      sweepAt: (at: number) => {
        now = at;
        return sweepExpired(data, at, handler.mailer);
      },
    };
  }

  it('cancels a Pix pedido at its deadline, says why, and returns its units', async () => {
    const { handler, read, sweepAt } = await pending('PIX');
    expect(await read()).toMatchObject({ status: 'PENDING', expiresAt: NOON + 10 * MINUTE });
    expect(await stockOf(handler, 11)).toBe(1);

    // The seed's own overdue boleto goes in the first sweep; this pedido is still in time.
    await sweepAt(NOON + 10 * MINUTE - 1);
    expect((await read())?.status).toBe('PENDING');

    expect(await sweepAt(NOON + 10 * MINUTE)).toBe(1);
    expect(await read()).toEqual({
      status: 'CANCELLED',
      expiresAt: null,
      timeline: [
        { status: 'PENDING', note: null },
        { status: 'CANCELLED', note: 'Pagamento não recebido no prazo' },
      ],
    });
    expect(await stockOf(handler, 11)).toBe(3);
    // Once cancelled it stays so: a later sweep finds nothing of it to do.
    await sweepAt(NOON + 20 * MINUTE);
    expect((await read())?.timeline).toHaveLength(2);
    expect(await stockOf(handler, 11)).toBe(3);
  });

  it('lets a boleto be paid through its due date, then cancels it', async () => {
    const { read, sweepAt } = await pending('BOLETO');
    const deadline = Date.parse('2026-11-27T03:00:00.000Z');
    expect((await read())?.expiresAt).toBe(deadline);
    await sweepAt(deadline - 1);
    expect((await read())?.status).toBe('PENDING');
    await sweepAt(deadline);
    expect((await read())?.status).toBe('CANCELLED');
  });

  it('leaves a paid pedido alone', async () => {
    const { handler, read, sweepAt } = await pending('PIX');
    const { id } = (
      await gql<{ requests: { id: string }[] }>(handler, '{ requests { id } }', {
        token: await login(handler),
      })
    ).data?.requests[0] ?? { id: '' };
    // Money that arrived by other means: an admin marks it paid, saying how.
    const paid = await gql(
      handler,
      'mutation($id: ID!) { updateRequestStatus(id: $id, status: PAID, note: "Pix recebido no extrato.") { status } }',
      { variables: { id }, token: await staffToken(handler, SEED_ADMIN) },
    );
    expect(paid.errors).toEqual([]);
    await sweepAt(NOON + 60 * MINUTE);
    expect(await read()).toMatchObject({ status: 'PAID', expiresAt: null });
  });
});
