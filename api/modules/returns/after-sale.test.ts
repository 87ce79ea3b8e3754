/**
 * After the sale through the API, on a clock the tests move: the customer cancels before
 * shipping (a Pix unpaid, a card refunded in full), withdraws within 7 days of delivery with the
 * freight refunded, reports a defect within 90; support approves with a postage code, refuses
 * (never a withdrawal), confirms the items' arrival once however many hands confirm, and a
 * refund the provider refuses waits as `Reembolso pendente` to be retried. Every move outside
 * its window or role is refused and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../../providers/payments/provider.ts';
import { errorsOf, gql, login, outboxOf, testHandler } from '../../../tests/support/api/api.ts';
import type { TestHandler } from '../../../tests/support/api/api.ts';
import { stockOf, updateStatus } from '../../../tests/support/api/orders.ts';
import { APPROVED_CARD, placeCardOrder, placePix } from '../../../tests/support/api/payments.ts';
import { staffToken } from '../../../tests/support/api/staff.ts';
import { DEMO_EMAIL, OTHER_EMAIL, OTHER_PASSWORD } from '../../../mocks/seed/customers.ts';
import { SEED_EDITOR, SEED_SUPPORT } from '../../../mocks/seed/staff.ts';

const DAY = 24 * 60 * 60 * 1000;
/** 2026-12-01 15:00 in São Paulo. */
const START = Date.UTC(2026, 11, 1, 18, 0);

const FIELDS = `id number kind status statusLabel refundAmount refundedAmount freightAmount
  postageCode refusalReason refundFailure canRefuse items { requestItemId quantity refundAmount }`;
const REQUEST = `query($id: ID!) { request(id: $id) { status total canCancel withdrawalLastDay
  defectLastDay refundedAmount items { id quantity returnableQuantity } timeline { label }
  afterSales { number } } }`;

interface AfterSale {
  id: string;
  number: string;
  status: string;
  refundAmount: number;
  refundedAmount: number;
  freightAmount: number;
  postageCode: string | null;
  refundFailure: string | null;
  canRefuse: boolean;
}

async function withClock() {
  let now = START;
  const handler = await testHandler({ now: () => now });
  return { handler, move: (ms: number) => (now += ms) };
}

async function pedido(handler: TestHandler, token: string, id: string) {
  const result = await gql<{
    request: {
      status: string;
      total: number;
      canCancel: boolean;
      withdrawalLastDay: string | null;
      defectLastDay: string | null;
      refundedAmount: number;
      items: { id: string; quantity: number; returnableQuantity: number }[];
      timeline: { label: string }[];
    };
  }>(handler, REQUEST, { token, variables: { id } });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.request;
}

async function cardPedido(handler: TestHandler, token: string): Promise<string> {
  const placed = await placeCardOrder(handler, token, APPROVED_CARD);
  if (!placed.data) throw new Error(JSON.stringify(placed.errors));
  return placed.data.placeOrder.id;
}

async function deliver(handler: TestHandler, id: string): Promise<void> {
  for (const [status, trackingCode] of [
    ['SHIPPED', 'QB123456785BR'],
    ['DELIVERED', null],
  ] as const) {
    const moved = await updateStatus(handler, { id, status, trackingCode });
    expect(errorsOf(moved)).toEqual([]);
  }
}

/**
 * A card pedido of the customer of `token`, shipped and delivered, and its units to ask for:
 * every unit of each line, or one of each.
 */
async function deliveredPedido(handler: TestHandler, token: string, units: 'all' | 'one') {
  const id = await cardPedido(handler, token);
  await deliver(handler, id);
  const lines = (await pedido(handler, token, id)).items;
  return {
    id,
    units: lines.map((item) => ({
      requestItemId: item.id,
      quantity: units === 'all' ? item.quantity : 1,
    })),
  };
}

function ask(handler: TestHandler, token: string, input: Record<string, unknown>) {
  return gql<{ openAfterSale: AfterSale }>(
    handler,
    `mutation($input: AfterSaleInput!) { openAfterSale(input: $input) { ${FIELDS} } }`,
    { token, variables: { input } },
  );
}

function staffStep(
  handler: TestHandler,
  token: string,
  step: 'approveAfterSale' | 'confirmAfterSaleReceipt' | 'retryAfterSaleRefund',
  id: string,
) {
  return gql<Record<string, AfterSale>>(
    handler,
    `mutation($id: ID!) { ${step}(id: $id) { ${FIELDS} } }`,
    { token, variables: { id } },
  );
}

function refuse(handler: TestHandler, token: string, id: string, reason: string) {
  return gql<{ refuseAfterSale: AfterSale }>(
    handler,
    `mutation($id: ID!, $reason: String!) { refuseAfterSale(id: $id, reason: $reason) { ${FIELDS} } }`,
    { token, variables: { id, reason } },
  );
}

async function subjects(handler: TestHandler, to: string): Promise<string[]> {
  return (await outboxOf(handler, to)).map((message) => message.subject);
}

describe('after the sale', () => {
  it('cancels an unpaid Pix pedido with a protocol, its units back, once however often asked', async () => {
    const { handler } = await withClock();
    const token = await login(handler);
    const before = await stockOf(handler, 1);
    const { id } = await placePix(handler, token);
    const cancel = () =>
      gql<{ cancelMyRequest: { id: string; number: string } }>(
        handler,
        'mutation($id: ID!) { cancelMyRequest(requestId: $id) { id number } }',
        { token, variables: { id } },
      );
    const first = await cancel();
    expect(errorsOf(first)).toEqual([]);
    expect(first.data?.cancelMyRequest.number).toMatch(/^DEV-2026-\d{6}$/);
    expect((await cancel()).data?.cancelMyRequest).toEqual(first.data?.cancelMyRequest);
    const after = await pedido(handler, token, id);
    expect(after.status).toBe('CANCELLED');
    expect(after.canCancel).toBe(false);
    expect(await stockOf(handler, 1)).toBe(before);
    const mail = await subjects(handler, DEMO_EMAIL);
    expect(mail).toContain(`Recebemos sua solicitação ${first.data?.cancelMyRequest.number}`);
    expect(mail.filter((subject) => subject.startsWith('Pedido cancelado'))).toHaveLength(1);
  });

  it('refunds a paid card pedido in full when its customer cancels it, and not once shipped', async () => {
    const { handler } = await withClock();
    const token = await login(handler);
    const paid = await cardPedido(handler, token);
    const cancelled = await gql(
      handler,
      'mutation($id: ID!) { cancelMyRequest(requestId: $id) { number } }',
      {
        token,
        variables: { id: paid },
      },
    );
    expect(errorsOf(cancelled)).toEqual([]);
    const after = await pedido(handler, token, paid);
    expect(after.status).toBe('CANCELLED');
    expect(after.refundedAmount).toBe(after.total);

    const shipped = await cardPedido(handler, token);
    await updateStatus(handler, { id: shipped, status: 'SHIPPED', trackingCode: 'QB123456785BR' });
    const refused = await gql(
      handler,
      'mutation($id: ID!) { cancelMyRequest(requestId: $id) { number } }',
      {
        token,
        variables: { id: shipped },
      },
    );
    expect(errorsOf(refused)[0]?.code).toBe('FORBIDDEN');
    expect((await pedido(handler, token, shipped)).status).toBe('SHIPPED');
  });

  it('takes a withdrawal within 7 days, approved with a postage code, refunded with the freight once', async () => {
    const { handler, move } = await withClock();
    let token = await login(handler);
    const id = await cardPedido(handler, token);
    await deliver(handler, id);
    const delivered = await pedido(handler, token, id);
    expect(delivered.withdrawalLastDay).toBe('2026-12-08');
    expect(delivered.defectLastDay).toBe('2027-03-01');
    const stock = await stockOf(handler, 1);
    const units = delivered.items.map((item) => ({
      requestItemId: item.id,
      quantity: item.quantity,
    }));

    // The last day, 7 days on: sessions started now (a customer's lasts 7 days, staff's 12 h).
    move(7 * DAY);
    token = await login(handler);
    const support = await staffToken(handler, SEED_SUPPORT);
    const asked = await ask(handler, token, { requestId: id, kind: 'WITHDRAWAL', items: units });
    expect(errorsOf(asked)).toEqual([]);
    const request = asked.data?.openAfterSale as AfterSale;
    expect(request.status).toBe('REQUESTED');
    expect(request.canRefuse).toBe(false);
    expect(request.refundAmount).toBe(delivered.total);
    expect(request.freightAmount).toBeGreaterThan(0);
    expect(await subjects(handler, DEMO_EMAIL)).toContain(
      `Recebemos sua solicitação ${request.number}`,
    );
    // The same units cannot be asked for twice.
    expect(
      errorsOf(
        await ask(handler, token, {
          requestId: id,
          kind: 'RETURN',
          items: units,
          reason: 'Veio quebrado na caixa',
        }),
      )[0]?.code,
    ).toBe('BAD_USER_INPUT');

    // A withdrawal is never refused; an editor may do nothing here; the customer approves nothing.
    expect(errorsOf(await refuse(handler, support, request.id, 'Fora do prazo'))[0]?.code).toBe(
      'FORBIDDEN',
    );
    const editor = await staffToken(handler, SEED_EDITOR);
    expect(
      errorsOf(await staffStep(handler, editor, 'approveAfterSale', request.id))[0]?.code,
    ).toBe('FORBIDDEN');
    expect(errorsOf(await staffStep(handler, token, 'approveAfterSale', request.id))[0]?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(
      errorsOf(await staffStep(handler, support, 'confirmAfterSaleReceipt', request.id))[0]?.code,
    ).toBe('FORBIDDEN');

    const approved = (await staffStep(handler, support, 'approveAfterSale', request.id)).data?.[
      'approveAfterSale'
    ];
    expect(approved?.status).toBe('APPROVED');
    expect(approved?.postageCode).toMatch(/^\d{9}$/);
    expect(await subjects(handler, DEMO_EMAIL)).toContain(`Devolução aprovada: ${request.number}`);

    // Two hands confirm at once: the units come back and the money goes back once.
    const [one, two] = await Promise.all([
      staffStep(handler, support, 'confirmAfterSaleReceipt', request.id),
      staffStep(handler, support, 'confirmAfterSaleReceipt', request.id),
    ]);
    const done = [one, two].filter((result) => errorsOf(result).length === 0);
    expect(done).toHaveLength(1);
    expect(done[0]?.data?.['confirmAfterSaleReceipt']?.status).toBe('REFUNDED');
    expect(done[0]?.data?.['confirmAfterSaleReceipt']?.refundedAmount).toBe(delivered.total);
    expect(await stockOf(handler, 1)).toBe(stock + (units[0]?.quantity ?? 0));
    const after = await pedido(handler, token, id);
    expect(after.refundedAmount).toBe(delivered.total);
    expect(after.items.every((item) => item.returnableQuantity === 0)).toBe(true);
    expect(await subjects(handler, DEMO_EMAIL)).toContainEqual(
      expect.stringMatching(new RegExp(`^Reembolso de R\\$ .*: ${request.number}$`)),
    );
  });

  it('closes the withdrawal after its 7th day and defect returns after the 90th', async () => {
    const { handler, move } = await withClock();
    let token = await login(handler);
    const { id, units } = await deliveredPedido(handler, token, 'one');

    move(8 * DAY);
    token = await login(handler);
    expect((await pedido(handler, token, id)).withdrawalLastDay).toBeNull();
    expect(
      errorsOf(await ask(handler, token, { requestId: id, kind: 'WITHDRAWAL', items: units })),
    ).toEqual([{ code: 'FORBIDDEN', message: expect.stringContaining('prazo de 7 dias') }]);
    expect(
      errorsOf(
        await ask(handler, token, { requestId: id, kind: 'RETURN', items: units, reason: 'curto' }),
      )[0]?.code,
    ).toBe('BAD_USER_INPUT');

    move(83 * DAY);
    token = await login(handler);
    expect((await pedido(handler, token, id)).defectLastDay).toBeNull();
    expect(
      errorsOf(
        await ask(handler, token, {
          requestId: id,
          kind: 'RETURN',
          items: units,
          reason: 'A tela parou de ligar',
        }),
      )[0]?.code,
    ).toBe('FORBIDDEN');
    expect(
      (await pedido(handler, token, id)).timeline.some((event) => event.label.includes('DEV-')),
    ).toBe(false);
  });

  it("refuses a defect return with the reason, and keeps other customers' pedidos apart", async () => {
    const { handler } = await withClock();
    const token = await login(handler);
    const support = await staffToken(handler, SEED_SUPPORT);
    const { id, units } = await deliveredPedido(handler, token, 'one');

    const other = await login(handler, OTHER_EMAIL, OTHER_PASSWORD);
    expect(
      errorsOf(await ask(handler, other, { requestId: id, kind: 'WITHDRAWAL', items: units }))[0]
        ?.code,
    ).toBe('NOT_FOUND');

    const asked = (
      await ask(handler, token, {
        requestId: id,
        kind: 'EXCHANGE',
        items: units,
        reason: 'A tela parou de ligar',
      })
    ).data?.openAfterSale as AfterSale;
    expect(asked.canRefuse).toBe(true);
    expect(errorsOf(await refuse(handler, support, asked.id, '  '))[0]?.code).toBe(
      'BAD_USER_INPUT',
    );
    const refused = (
      await refuse(handler, support, asked.id, 'O defeito veio de queda, fora da garantia.')
    ).data?.refuseAfterSale;
    expect(refused?.status).toBe('REFUSED');
    expect(await subjects(handler, DEMO_EMAIL)).toContain(`Solicitação recusada: ${asked.number}`);
    // Refused units may be asked for again.
    expect((await pedido(handler, token, id)).items[0]?.returnableQuantity).toBeGreaterThan(0);
  });

  it('keeps a refund the provider refused as Reembolso pendente, and retries it', async () => {
    const { handler } = await withClock();
    const token = await login(handler);
    const support = await staffToken(handler, SEED_SUPPORT);
    const { id, units } = await deliveredPedido(handler, token, 'all');
    const asked = (
      await ask(handler, token, {
        requestId: id,
        kind: 'RETURN',
        items: units,
        reason: 'Chegou com a tela riscada',
      })
    ).data?.openAfterSale as AfterSale;
    await staffStep(handler, support, 'approveAfterSale', asked.id);

    const refund = handler.payments.refund.bind(handler.payments);
    Object.assign(handler.payments, {
      refund: () =>
        Promise.reject(new PaymentProviderError('unavailable', 'fora do ar', 'test: down')),
    });
    const pending = (await staffStep(handler, support, 'confirmAfterSaleReceipt', asked.id)).data?.[
      'confirmAfterSaleReceipt'
    ];
    expect(pending?.status).toBe('REFUND_PENDING');
    expect(pending?.refundFailure).toMatch(/não respondeu/);
    expect((await pedido(handler, token, id)).refundedAmount).toBe(0);

    Object.assign(handler.payments, { refund });
    const retried = (await staffStep(handler, support, 'retryAfterSaleRefund', asked.id)).data?.[
      'retryAfterSaleRefund'
    ];
    expect(retried?.status).toBe('REFUNDED');
    expect(retried?.refundedAmount).toBe(asked.refundAmount);
    expect(asked.freightAmount).toBe(0);
    expect(
      errorsOf(await staffStep(handler, support, 'retryAfterSaleRefund', asked.id))[0]?.code,
    ).toBe('FORBIDDEN');
  });

  it('sends a defect report with its photos, and an exchange ships the same product at no charge', async () => {
    const { handler } = await withClock();
    const token = await login(handler);
    const support = await staffToken(handler, SEED_SUPPORT);
    const { id, units } = await deliveredPedido(handler, token, 'one');
    const upload = (data: string, as = token) =>
      gql<{ uploadAfterSalePhoto: string }>(
        handler,
        'mutation($data: String!) { uploadAfterSalePhoto(data: $data) }',
        { token: as, variables: { data } },
      );
    const jpeg = btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1));
    const photo = (await upload(jpeg)).data?.uploadAfterSalePhoto ?? '';
    expect(errorsOf(await upload(btoa('não é uma foto')))).toEqual([
      { code: 'BAD_USER_INPUT', message: 'Envie uma foto JPEG, PNG ou WebP.' },
    ]);
    const other = await login(handler, OTHER_EMAIL, OTHER_PASSWORD);
    const strangers = (await upload(jpeg, other)).data?.uploadAfterSalePhoto ?? '';
    const defect = {
      requestId: id,
      kind: 'EXCHANGE',
      items: units,
      reason: 'A tela parou de ligar',
    };
    expect(
      errorsOf(await ask(handler, token, { ...defect, photoIds: [photo, strangers] }))[0]?.code,
    ).toBe('BAD_USER_INPUT');

    const asked = (await ask(handler, token, { ...defect, photoIds: [photo] })).data
      ?.openAfterSale as AfterSale;
    const seen = await gql<{ staffAfterSale: { photos: string[] } }>(
      handler,
      'query($id: ID!) { staffAfterSale(id: $id) { photos } }',
      { token: support, variables: { id: asked.id } },
    );
    expect(seen.data?.staffAfterSale.photos).toEqual([`data:image/jpeg;base64,${jpeg}`]);

    const stock = await stockOf(handler, 1);
    await staffStep(handler, support, 'approveAfterSale', asked.id);
    const exchanged = await gql<{
      confirmAfterSaleReceipt: { status: string; exchangeRequestNumber: string | null };
    }>(
      handler,
      'mutation($id: ID!) { confirmAfterSaleReceipt(id: $id) { status exchangeRequestNumber } }',
      { token: support, variables: { id: asked.id } },
    );
    expect(exchanged.data?.confirmAfterSaleReceipt.status).toBe('EXCHANGED');
    const number = exchanged.data?.confirmAfterSaleReceipt.exchangeRequestNumber;
    const mine = await gql<{ requests: { number: string; status: string; total: number }[] }>(
      handler,
      'query { requests { number status total } }',
      { token },
    );
    expect(mine.data?.requests.find((request) => request.number === number)).toEqual({
      number,
      status: 'PAID',
      total: 0,
    });
    // The defective unit came back and a new one went out.
    expect(await stockOf(handler, 1)).toBe(stock);
    expect(await subjects(handler, DEMO_EMAIL)).toContain(`Troca a caminho: ${asked.number}`);
  });

  it('finishes a refund the API left halfway, once it is clearly not under way', async () => {
    const { handler, move } = await withClock();
    const token = await login(handler);
    const support = await staffToken(handler, SEED_SUPPORT);
    const { id, units } = await deliveredPedido(handler, token, 'all');
    const asked = (await ask(handler, token, { requestId: id, kind: 'WITHDRAWAL', items: units }))
      .data?.openAfterSale as AfterSale;
    await staffStep(handler, support, 'approveAfterSale', asked.id);
    // The API stops between the items' arrival and the refund.
    const refund = handler.payments.refund.bind(handler.payments);
    Object.assign(handler.payments, { refund: () => Promise.reject(new Error('process died')) });
    expect(
      errorsOf(await staffStep(handler, support, 'confirmAfterSaleReceipt', asked.id))[0]?.code,
    ).toBe('INTERNAL_SERVER_ERROR');
    Object.assign(handler.payments, { refund });
    expect(errorsOf(await staffStep(handler, support, 'retryAfterSaleRefund', asked.id))).toEqual([
      {
        code: 'FORBIDDEN',
        message: `O reembolso da solicitação ${asked.number} está em andamento.`,
      },
    ]);
    move(3 * 60 * 1000);
    const retried = (await staffStep(handler, support, 'retryAfterSaleRefund', asked.id)).data?.[
      'retryAfterSaleRefund'
    ];
    expect(retried?.status).toBe('REFUNDED');
    expect((await pedido(handler, token, id)).refundedAmount).toBe(asked.refundAmount);
  });

  it("answers Devoluções' operations only to support and admin", async () => {
    const { handler } = await withClock();
    const customer = await login(handler);
    const editor = await staffToken(handler, SEED_EDITOR);
    const operations = [
      'query { staffAfterSales { total } }',
      'query { staffAfterSale(id: "1") { id } }',
      'mutation { approveAfterSale(id: "1") { id } }',
      'mutation { refuseAfterSale(id: "1", reason: "x") { id } }',
      'mutation { confirmAfterSaleReceipt(id: "1") { id } }',
      'mutation { retryAfterSaleRefund(id: "1") { id } }',
    ];
    for (const query of operations) {
      expect(errorsOf(await gql(handler, query))[0]?.code, query).toBe('UNAUTHENTICATED');
      expect(errorsOf(await gql(handler, query, { token: customer }))[0]?.code, query).toBe(
        'UNAUTHENTICATED',
      );
      expect(errorsOf(await gql(handler, query, { token: editor })), query).toEqual([
        { code: 'FORBIDDEN', message: 'Acesso negado.' },
      ]);
    }
    // A customer's own operations need their session.
    for (const query of [
      'mutation { cancelMyRequest(requestId: "1") { id } }',
      'mutation { uploadAfterSalePhoto(data: "") }',
      'query { afterSale(id: "1") { id } }',
    ]) {
      expect(errorsOf(await gql(handler, query))[0]?.code, query).toBe('UNAUTHENTICATED');
    }
  });
});
