/**
 * Pedidos paid through the payment provider, end to end through the API: the handler charges
 * through the `local` provider, which talks to the embedded stand-in in process, and the
 * stand-in's signed notifications reach the handler's `POST /webhooks/payments`. Each test has
 * a database, a stand-in and a clock of its own.
 */
import { describe, expect, it } from 'vitest';
import { SEED_ADMIN } from '../../../../mocks/seed/staff.ts';
import { errorsOf, gql, login, testHandler } from '../../../../tests/support/api/api.ts';
import type { TestHandler } from '../../../../tests/support/api/api.ts';
import {
  newKey,
  orderInput,
  placeOrder,
  stockOf,
  updateStatus,
} from '../../../../tests/support/api/orders.ts';
import {
  APPROVED_CARD,
  DECLINED_CARD,
  chargeIdOf,
  gatewayOf,
  payAtBank,
  placePix,
  tokenFor,
  placeCardOrder,
  tokenize,
} from '../../../../tests/support/api/payments.ts';
import { staffToken } from '../../../../tests/support/api/staff.ts';
import { createDataAccess } from '../../../core/data-access.ts';
import { toDate } from '../../../db/codecs.ts';
import {
  NOTIFICATION_PATH,
  PaymentProviderError,
  UNAVAILABLE_MESSAGE,
} from '../../../providers/payments/provider.ts';
import {
  REQUEST_ID_HEADER,
  SIGNATURE_HEADER,
  signatureHeader,
} from '../../../providers/payments/signature.ts';
import { sweepExpired } from '../expiry-sweep.ts';

/** 2026-11-23 12:00 in São Paulo. */
const START = Date.UTC(2026, 10, 23, 15);

const PEDIDO = `query($id: ID!) {
  request(id: $id) {
    id number status total refundedAmount paymentMethod
    installments { count amount firstAmount total }
    card { brand last4 }
    payLink { url label }
    pix { qrCode amount }
    timeline { status note label }
  }
}`;

interface Pedido {
  id: string;
  number: string;
  status: string;
  total: number;
  refundedAmount: number;
  paymentMethod: string;
  installments: { count: number; amount: number; firstAmount: number; total: number } | null;
  card: { brand: string; last4: string } | null;
  payLink: { url: string; label: string } | null;
  pix: { qrCode: string; amount: number } | null;
  timeline: { status: string; note: string | null; label: string }[];
}

async function setup() {
  const clock = { now: START };
  const handler = await testHandler({ now: () => clock.now });
  const token = await login(handler);
  return { handler, token, clock };
}

/**
 * Places a pedido paid with saved card `savedCardId`, with a token of the provider's card
 * `providerCardId` and `cvv`, as the checkout makes it.
 */
async function payWithSavedCard(
  handler: TestHandler,
  token: string,
  card: { savedCardId: string; providerCardId: string; cvv?: string; installments?: number },
) {
  const { savedCardId, providerCardId, cvv = '123', installments = 1 } = card;
  const cardToken = await tokenFor(handler, { card_id: providerCardId, security_code: cvv });
  return placeOrder(
    handler,
    token,
    orderInput({
      paymentMethod: 'CREDIT_CARD',
      card: { savedCardId, installments, token: cardToken },
    }),
  );
}

async function read(handler: TestHandler, token: string, id: string): Promise<Pedido> {
  const result = await gql<{ request: Pedido }>(handler, PEDIDO, { token, variables: { id } });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.request;
}

/** Every charge the stand-in holds for pedido `number`. */
async function chargesOf(handler: TestHandler, number: string) {
  return handler.database.db
    .selectFrom('gateway_charges')
    .selectAll()
    .where('reference', '=', number)
    .execute();
}

/** Waits until the pedido's status is `status` (notifications arrive on their own). */
async function until(handler: TestHandler, token: string, id: string, status: string) {
  for (let i = 0; i < 100; i++) {
    await gatewayOf(handler).runOnce();
    const pedido = await read(handler, token, id);
    if (pedido.status === status) return pedido;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`pedido ${id} never became ${status}`);
}

/** A notification about `chargeId` signed with the stand-in's secret (or `secret`). */
function notification(
  chargeId: string,
  at: number,
  options: { secret?: string; requestId?: string; signed?: boolean } = {},
): Request {
  const requestId = options.requestId ?? crypto.randomUUID();
  const ts = String(Math.floor(at / 1000));
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    [REQUEST_ID_HEADER]: requestId,
  };
  if (options.signed !== false) {
    headers[SIGNATURE_HEADER] = signatureHeader(
      options.secret ?? 'whsec_test_handler',
      chargeId,
      requestId,
      ts,
    );
  }
  return new Request(`http://api.test${NOTIFICATION_PATH}?data.id=${chargeId}&type=charge`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ type: 'charge', data: { id: chargeId } }),
  });
}

/**
 * Marks the stand-in's charge paid the way its bank would, without telling the API (no
 * notification), optionally for another amount than the one charged.
 */
async function paidSilently(
  handler: TestHandler,
  chargeId: string,
  at: number,
  change: { amountCents?: number } = {},
): Promise<void> {
  await handler.database.db
    .updateTable('gateway_charges')
    .set({
      status: 'paid',
      paid_at: toDate(at),
      ...(change.amountCents === undefined ? {} : { amount_cents: change.amountCents }),
    })
    .where('id', '=', chargeId)
    .execute();
}

describe('installmentPlan', () => {
  it('offers 1x up to the product page rule, in reais computed from cents', async () => {
    const { handler } = await setup();
    const result = await gql<{ installmentPlan: Record<string, number>[] }>(
      handler,
      'query { installmentPlan(total: 100.01) { count amount firstAmount total } }',
    );
    // R$ 100,01 at R$ 20,00 each at least: up to 5x; the first installment takes the cents left.
    expect(result.data?.installmentPlan.map((o) => o['count'])).toEqual([1, 2, 3, 4, 5]);
    expect(result.data?.installmentPlan[2]).toEqual({
      count: 3,
      amount: 33.33,
      firstAmount: 33.35,
      total: 100.01,
    });
    const bad = await gql(handler, 'query { installmentPlan(total: 0) { count } }');
    expect(errorsOf(bad).map((e) => e.code)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('placeOrder with a card', () => {
  it('approved in 3x: PAID at once, with its installments, card and timeline', async () => {
    const { handler, token } = await setup();
    const stock = await stockOf(handler, 1);
    const placed = await placeCardOrder(handler, token, APPROVED_CARD, 3);
    expect(placed.errors).toEqual([]);
    const pedido = await read(handler, token, placed.data?.placeOrder.id ?? '');
    // Product 1 (R$ 100) to São Paulo by PAC (R$ 18 + 4 x 2): R$ 126,00, no Pix discount.
    expect(pedido).toMatchObject({
      status: 'PAID',
      total: 126,
      paymentMethod: 'CREDIT_CARD',
      installments: { count: 3, amount: 42, firstAmount: 42, total: 126 },
      card: { brand: 'VISA', last4: '1111' },
      payLink: null,
      refundedAmount: 0,
    });
    expect(pedido.timeline.map((event) => [event.status, event.label])).toEqual([
      ['PENDING', 'Aguardando pagamento'],
      ['PAID', 'Pagamento aprovado'],
    ]);
    const charges = await chargesOf(handler, pedido.number);
    expect(charges.map((c) => [c.method, c.status, c.amount_cents, c.installments])).toEqual([
      ['card', 'paid', 12_600, 3],
    ]);
    expect(await stockOf(handler, 1)).toBe(stock - 1);
    // The card token is not kept once the charge is known.
    const row = await handler.database.db
      .selectFrom('requests')
      .select('card_token')
      .where('id', '=', Number(pedido.id))
      .executeTakeFirstOrThrow();
    expect(row.card_token).toBeNull();
  });

  it('declined: PAYMENT_DECLINED with the reason, the pedido cancelled, no unit held', async () => {
    const { handler, token } = await setup();
    const stock = await stockOf(handler, 1);
    const input = orderInput({
      paymentMethod: 'CREDIT_CARD',
      card: { token: await tokenize(handler, DECLINED_CARD), brand: 'VISA', installments: 1 },
    });
    const declined = await placeOrder(handler, token, input);
    expect(errorsOf(declined)).toEqual([
      { code: 'PAYMENT_DECLINED', message: 'Pagamento recusado: Cartão recusado pelo emissor.' },
    ]);
    expect(await stockOf(handler, 1)).toBe(stock);
    const requests = await gql<{ requests: { status: string; number: string }[] }>(
      handler,
      'query { requests { status number } }',
      { token },
    );
    const last = requests.data?.requests[0];
    expect(last?.status).toBe('CANCELLED');
    // The same attempt again answers the same refusal, and charges nothing more.
    const again = await placeOrder(handler, token, input);
    expect(errorsOf(again).map((e) => e.code)).toEqual(['PAYMENT_DECLINED']);
    expect(await chargesOf(handler, last?.number ?? '')).toHaveLength(1);
    expect(await stockOf(handler, 1)).toBe(stock);
  });

  it('the same idempotency key twice: one pedido, one charge', async () => {
    const { handler, token } = await setup();
    const input = orderInput({
      paymentMethod: 'CREDIT_CARD',
      card: { token: await tokenize(handler, APPROVED_CARD), brand: 'VISA', installments: 2 },
    });
    const first = await placeOrder(handler, token, input);
    const second = await placeOrder(handler, token, input);
    expect(second.data?.placeOrder.id).toBe(first.data?.placeOrder.id);
    expect(await chargesOf(handler, first.data?.placeOrder.number ?? '')).toHaveLength(1);
  });

  it('a lost answer: the pedido waits, and the repeat finds the same charge', async () => {
    const { handler, token } = await setup();
    const real = handler.payments;
    let lose = true;
    // The provider makes the charge, and the answer is lost on the way back (once).
    const losing = await testHandler({
      database: handler.database,
      payments: {
        ...real,
        async create(request) {
          const charge = await real.create(request);
          if (lose) {
            lose = false;
            throw new PaymentProviderError('unavailable', UNAVAILABLE_MESSAGE, 'lost');
          }
          return charge;
        },
      },
    });
    const input = orderInput({
      paymentMethod: 'CREDIT_CARD',
      card: { token: await tokenize(handler, APPROVED_CARD), brand: 'VISA', installments: 1 },
    });
    const lost = await placeOrder(losing, token, input);
    expect(errorsOf(lost)).toEqual([
      {
        code: 'PAYMENT_UNAVAILABLE',
        message: 'O serviço de pagamentos não respondeu: tente de novo em instantes.',
      },
    ]);
    const [waiting] = (
      await gql<{ requests: { id: string; status: string; number: string }[] }>(
        losing,
        'query { requests { id status number } }',
        { token },
      )
    ).data?.requests ?? [{ id: '', status: '', number: '' }];
    expect(waiting?.status).toBe('PENDING');
    const repeat = await placeOrder(losing, token, input);
    expect(repeat.data?.placeOrder).toMatchObject({ id: waiting?.id, status: 'PAID' });
    expect(await chargesOf(handler, waiting?.number ?? '')).toHaveLength(1);
  });

  it('refuses a card with another method, none with CREDIT_CARD, and too many installments', async () => {
    const { handler, token } = await setup();
    const stock = await stockOf(handler, 1);
    const card = { token: await tokenize(handler, APPROVED_CARD), brand: 'VISA', installments: 1 };
    const cases = [
      orderInput({ paymentMethod: 'PIX', card }),
      orderInput({ paymentMethod: 'CREDIT_CARD' }),
      orderInput({ paymentMethod: 'CREDIT_CARD', card: { ...card, savedCardId: '1' } }),
      orderInput({ paymentMethod: 'CREDIT_CARD', card: { savedCardId: '1', installments: 1 } }),
      // R$ 126,00: at most 6x of R$ 20,00 or more.
      orderInput({ paymentMethod: 'CREDIT_CARD', card: { ...card, installments: 7 } }),
    ];
    const fields = [];
    for (const input of cases) {
      const result = await placeOrder(handler, token, input);
      fields.push(
        result.errors.map((e) => [e.extensions?.code, (e.extensions as { field?: string })?.field]),
      );
    }
    expect(fields).toEqual([
      [['BAD_USER_INPUT', 'card']],
      [['BAD_USER_INPUT', 'card']],
      [['BAD_USER_INPUT', 'card']],
      [['BAD_USER_INPUT', 'card']],
      [['BAD_USER_INPUT', 'card.installments']],
    ]);
    expect(await stockOf(handler, 1)).toBe(stock);
  });

  it("charges a saved card with a token of its CVV, as the provider's customer", async () => {
    const { handler, token } = await setup();
    // The seed's Visa of the demo customer, saved at the stand-in as `card_seed_visa_1111`.
    const placed = await payWithSavedCard(handler, token, {
      savedCardId: '1',
      providerCardId: 'card_seed_visa_1111',
      installments: 2,
    });
    expect(placed.errors).toEqual([]);
    expect(placed.data?.placeOrder).toMatchObject({ status: 'PAID' });
    const number = placed.data?.placeOrder.number ?? '';
    expect(await chargesOf(handler, number)).toMatchObject([
      { status: 'paid', installments: 2, card_brand: 'visa', card_last4: '1111' },
    ]);
  });

  it('declines a wrong CVV with the reason, and refuses a card that is not the customer’s', async () => {
    const { handler, token } = await setup();
    const wrong = await payWithSavedCard(handler, token, {
      savedCardId: '1',
      providerCardId: 'card_seed_visa_1111',
      cvv: '000',
    });
    expect(errorsOf(wrong)).toEqual([
      {
        code: 'PAYMENT_DECLINED',
        message: 'Pagamento recusado: Confira o código de segurança (CVV) do cartão.',
      },
    ]);
    // Another customer's saved card, by the shop's id or by the provider's.
    const others = await placeOrder(
      handler,
      token,
      orderInput({
        paymentMethod: 'CREDIT_CARD',
        card: { savedCardId: '2', installments: 1, token: 'tok_any' },
      }),
    );
    expect(errorsOf(others)).toEqual([{ code: 'NOT_FOUND', message: 'Cartão não encontrado.' }]);
    const borrowed = await payWithSavedCard(handler, token, {
      savedCardId: '1',
      providerCardId: 'card_seed_mastercard_4444',
    });
    expect(errorsOf(borrowed)).toEqual([
      {
        code: 'BAD_USER_INPUT',
        message: 'Este cartão salvo não está mais disponível: escolha outro cartão.',
      },
    ]);
  });

  it('charges a card saved through addCreditCard', async () => {
    const { handler, token } = await setup();
    const saved = await gql<{ addCreditCard: { id: string } }>(
      handler,
      `mutation($input: AddCreditCardInput!) { addCreditCard(input: $input) { id } }`,
      {
        token,
        variables: {
          input: {
            token: await tokenize(handler, APPROVED_CARD),
            brand: 'VISA',
            last4: '1111',
            holderName: 'MARIA SOUZA',
            expMonth: 12,
            expYear: 2099,
          },
        },
      },
    );
    expect(saved.errors).toEqual([]);
    const savedCardId = saved.data?.addCreditCard.id ?? '';
    const row = await handler.database.db
      .selectFrom('cards')
      .select('provider_card_id')
      .where('id', '=', Number(savedCardId))
      .executeTakeFirstOrThrow();
    const placed = await payWithSavedCard(handler, token, {
      savedCardId,
      providerCardId: row.provider_card_id,
    });
    expect(placed.data?.placeOrder.status).toBe('PAID');
  });
});

describe('Pix confirmed by the provider', () => {
  it('paid at the stand-in: its signed notification makes the pedido PAID', async () => {
    const { handler, token } = await setup();
    const { id, chargeId } = await placePix(handler, token);
    const pending = await read(handler, token, id);
    expect(pending.payLink).toEqual({
      url: `http://pagamentos.test/banco/${chargeId}`,
      label: 'Pagar no banco de testes',
    });
    await payAtBank(handler, chargeId);
    const paid = await until(handler, token, id, 'PAID');
    expect(paid.timeline.map((event) => event.label)).toEqual([
      'Aguardando pagamento',
      'Pagamento aprovado',
    ]);
    expect([paid.pix, paid.payLink]).toEqual([null, null]);
  });

  it('refuses unsigned, forged and replayed notifications with 401, changing nothing', async () => {
    const { handler, token, clock } = await setup();
    const { id, chargeId } = await placePix(handler, token);
    // Paid at the provider, but nobody tells the API yet.
    await paidSilently(handler, chargeId, clock.now);
    for (const forged of [
      notification(chargeId, clock.now, { signed: false }),
      notification(chargeId, clock.now, { secret: 'whsec_someone_else' }),
      notification(chargeId, clock.now - 10 * 60_000),
    ]) {
      expect((await handler.fetch(forged)).status).toBe(401);
    }
    expect((await read(handler, token, id)).status).toBe('PENDING');
    const requestId = crypto.randomUUID();
    expect((await handler.fetch(notification(chargeId, clock.now, { requestId }))).status).toBe(
      200,
    );
    expect((await handler.fetch(notification(chargeId, clock.now, { requestId }))).status).toBe(
      401,
    );
    // Another delivery of the same news, and an older one arriving late: one effect.
    expect((await handler.fetch(notification(chargeId, clock.now))).status).toBe(200);
    expect((await handler.fetch(notification(chargeId, clock.now - 60_000))).status).toBe(200);
    const paid = await read(handler, token, id);
    expect(paid.status).toBe('PAID');
    expect(paid.timeline.filter((event) => event.label === 'Pagamento aprovado')).toHaveLength(1);
  });

  it('an amount other than the total pays nothing', async () => {
    const { handler, token, clock } = await setup();
    const { id, chargeId } = await placePix(handler, token);
    await paidSilently(handler, chargeId, clock.now, { amountCents: 100 });
    expect((await handler.fetch(notification(chargeId, clock.now))).status).toBe(200);
    expect((await read(handler, token, id)).status).toBe('PENDING');
  });

  it('a lost notification: the reconciliation asks the provider and confirms', async () => {
    const { handler, token, clock } = await setup();
    const { id, chargeId } = await placePix(handler, token);
    await paidSilently(handler, chargeId, clock.now);
    const data = createDataAccess(handler.database.db);
    await sweepExpired(data, clock.now, handler.mailer, handler.payments);
    expect((await read(handler, token, id)).status).toBe('PAID');
  });
});

describe('expiry with the provider', () => {
  /** The API's deadline passes before the provider's own (the charge is still pending there). */
  async function pastDeadline(handler: TestHandler, id: string, at: number) {
    await handler.database.db
      .updateTable('requests')
      .set({ expires_at: toDate(at - 1) })
      .where('id', '=', Number(id))
      .execute();
  }

  it('cancels the charge at the provider, then the pedido, with its units back', async () => {
    const { handler, token, clock } = await setup();
    const stock = await stockOf(handler, 1);
    const { id, chargeId } = await placePix(handler, token);
    await pastDeadline(handler, id, clock.now);
    const data = createDataAccess(handler.database.db);
    // This one and the seed's pending boleto (past its due date, and without a charge).
    expect(await sweepExpired(data, clock.now, handler.mailer, handler.payments)).toBe(2);
    expect((await handler.payments.get(chargeId)).status).toBe('cancelled');
    const pedido = await read(handler, token, id);
    expect(pedido.status).toBe('CANCELLED');
    expect(pedido.timeline.at(-1)?.label).toBe('Pagamento não recebido no prazo');
    expect(await stockOf(handler, 1)).toBe(stock);
  });

  it('a charge paid just before the deadline wins over expiry', async () => {
    const { handler, token, clock } = await setup();
    const { id, chargeId } = await placePix(handler, token);
    await paidSilently(handler, chargeId, clock.now);
    await pastDeadline(handler, id, clock.now);
    const data = createDataAccess(handler.database.db);
    await sweepExpired(data, clock.now, handler.mailer, handler.payments);
    expect((await read(handler, token, id)).status).toBe('PAID');
  });
});

describe('staff moves with the provider', () => {
  it('cancelling a paid card pedido refunds it: solicitado, then Reembolsado', async () => {
    const { handler, token } = await setup();
    const placed = await placeCardOrder(handler, token, APPROVED_CARD);
    const id = placed.data?.placeOrder.id ?? '';
    const cancelled = await updateStatus(handler, { id, status: 'CANCELLED' });
    expect(cancelled.errors).toEqual([]);
    const pedido = await read(handler, token, id);
    expect([pedido.status, pedido.refundedAmount]).toEqual(['CANCELLED', 126]);
    expect(pedido.timeline.map((event) => event.label)).toEqual([
      'Aguardando pagamento',
      'Pagamento aprovado',
      'Cancelado',
      'Reembolso de R$ 126,00 solicitado',
      'Reembolsado',
    ]);
    expect((await chargesOf(handler, pedido.number))[0]?.status).toBe('refunded');
  });

  it('Marcar como pago: refused to support, needs an admin and a note', async () => {
    const { handler, token } = await setup();
    const placed = await placeOrder(handler, token, orderInput({ idempotencyKey: newKey() }));
    const id = placed.data?.placeOrder.id ?? '';
    const bySupport = await updateStatus(handler, { id, status: 'PAID', note: 'Pago no caixa.' });
    expect(errorsOf(bySupport).map((e) => e.code)).toEqual(['FORBIDDEN']);
    const admin = await staffToken(handler, SEED_ADMIN);
    const noNote = await updateStatus(handler, { id, status: 'PAID' }, admin);
    expect(errorsOf(noNote).map((e) => e.code)).toEqual(['BAD_USER_INPUT']);
    expect((await read(handler, token, id)).status).toBe('PENDING');
    const marked = await updateStatus(
      handler,
      { id, status: 'PAID', note: 'Transferência recebida no banco.' },
      admin,
    );
    expect(marked.data?.updateRequestStatus.status).toBe('PAID');
    // Its boleto can no longer be paid too.
    expect((await handler.payments.get(await chargeIdOf(handler, id))).status).toBe('cancelled');
  });
});

describe('the notification door', () => {
  it('takes POST only, refuses a body over 16 KB unread and bounds each client', async () => {
    const { handler, clock } = await setup();
    const door = `http://api.test${NOTIFICATION_PATH}`;
    expect((await handler.fetch(new Request(door))).status).toBe(405);
    const big = new Request(door, { method: 'POST', body: 'x'.repeat(17 * 1024) });
    expect((await handler.fetch(big)).status).toBe(413);
    const statuses = [];
    for (let i = 0; i < 121; i++) {
      const unsigned = notification('ch_unknown', clock.now, { signed: false });
      statuses.push((await handler.fetch(unsigned)).status);
    }
    // 120 a minute for one client (the big one counted): the rest wait, told how long.
    expect(statuses.filter((status) => status === 401)).toHaveLength(119);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });
});
