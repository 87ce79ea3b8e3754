/**
 * What support does with an after-sale request in `Devoluções`:
 * - `Aprovar`: a `Código de postagem` from the reverse-logistics provider, e-mailed;
 * - `Recusar`: with the reason, e-mailed; a withdrawal within its 7 days cannot be refused;
 * - `Confirmar recebimento`: the units back in stock, then the refund through the payment
 *   provider (the items, and a withdrawal's freight), or an exchange's new pedido at no charge;
 * - a refund the provider refused stays `Reembolso pendente` with the reason, to be retried.
 * Each step is a move from the statuses it may leave, so two hands do it once; each is on the
 * request's history and the pedido's timeline, in the activity log and e-mailed.
 */
import type { ApiContext } from '../../core/context.ts';
import type { DataAccess } from '../../core/data-access.ts';
import { assertNoIssues, forbidden, notFound } from '../../core/errors.ts';
import { ReturnPostageError } from '../../providers/return-postage/provider.ts';
import type { ReturnPostageProvider } from '../../providers/return-postage/provider.ts';
import { refundPart } from '../orders/partial-refunds.ts';
import { reais } from '../orders/reais.ts';
import { requestOrNotFound } from '../orders/request-resolvers.ts';
import type { RequestRecord } from '../orders/request-store.ts';
import type { StaffRecord } from '../staff/staff-store.ts';
import {
  approvedEmail,
  exchangeSentEmail,
  itemsReceivedEmail,
  refundEmail,
  refusedEmail,
  tellCustomer,
} from './after-sale-emails.ts';
import { AFTER_SALE_STATUS_LABELS, KIND_LABELS } from './after-sale-labels.ts';
import type { AfterSaleRecord, AfterSaleStatus } from './after-sale-store.ts';

export type StaffOutside = Pick<ApiContext, 'data' | 'payments' | 'mailer' | 'now' | 'log'> & {
  readonly returnPostage: ReturnPostageProvider;
};

export const REFUSAL_MAX_LENGTH = 500;

export async function afterSaleOrNotFound(data: DataAccess, id: string): Promise<AfterSaleRecord> {
  const afterSale = await data.afterSales.byId(id);
  if (!afterSale) throw notFound('Solicitação não encontrada.');
  return afterSale;
}

function notNow(afterSale: AfterSaleRecord, what: string): Error {
  return forbidden(
    `A solicitação ${afterSale.number} está "${AFTER_SALE_STATUS_LABELS[afterSale.status]}" e não pode ser ${what}.`,
  );
}

/**
 * Moves the request in one transaction with its pedido's timeline entry, the activity log and
 * the customer's e-mail; answers the request as it is now, or throws when another hand moved
 * it first.
 */
async function step(
  ctx: StaffOutside,
  member: StaffRecord,
  afterSale: AfterSaleRecord,
  move: {
    readonly from: readonly AfterSaleStatus[];
    readonly to: AfterSaleStatus;
    readonly change?: Parameters<DataAccess['afterSales']['move']>[3];
    readonly label: string;
    readonly note?: string | null;
    readonly email?: Parameters<typeof tellCustomer>[3];
    readonly also?: (tx: DataAccess) => Promise<void>;
  },
): Promise<AfterSaleRecord> {
  const moved = await ctx.data.transaction(async (tx) => {
    const event = { at: ctx.now, label: move.label, note: move.note ?? null };
    if (!(await tx.afterSales.move(afterSale.id, move.from, move.to, move.change ?? {}, event))) {
      return false;
    }
    const request = await requestOrNotFound(tx, afterSale.requestId);
    await tx.requests.addEvent(request.id, {
      status: request.status,
      at: ctx.now,
      note: move.note ?? null,
      label: `${afterSale.number}: ${move.label}`,
    });
    await tx.activity.record(
      { id: member.id, name: member.name },
      {
        action: 'after-sale.status',
        subjectType: 'REQUEST',
        subjectId: request.id,
        summary: `${move.label}: ${KIND_LABELS[afterSale.kind].toLowerCase()} ${afterSale.number} do pedido ${request.number}.`,
      },
      ctx.now,
    );
    await move.also?.(tx);
    const after = await afterSaleOrNotFound(tx, afterSale.id);
    if (move.email) await tellCustomer(tx, ctx.mailer, after, move.email);
    return true;
  });
  const now = await afterSaleOrNotFound(ctx.data, afterSale.id);
  if (!moved) {
    throw forbidden(
      `A solicitação ${afterSale.number} mudou para "${AFTER_SALE_STATUS_LABELS[now.status]}" enquanto você a alterava: confira e tente de novo.`,
    );
  }
  return now;
}

export async function approve(
  ctx: StaffOutside,
  member: StaffRecord,
  afterSale: AfterSaleRecord,
): Promise<AfterSaleRecord> {
  if (afterSale.status !== 'REQUESTED') throw notNow(afterSale, 'aprovada');
  const request = await requestOrNotFound(ctx.data, afterSale.requestId);
  const customer =
    afterSale.customerId === null ? null : await ctx.data.customers.byId(afterSale.customerId);
  if (!customer) throw forbidden('O cliente desta solicitação excluiu a conta.');
  let postage;
  try {
    postage = await ctx.returnPostage.authorize(postageRequest(afterSale, request, customer));
  } catch (error) {
    if (!(error instanceof ReturnPostageError)) throw error;
    ctx.log.warn({ afterSale: afterSale.number }, `returns: no postage code (${error.detail})`);
    throw forbidden(error.message);
  }
  return step(ctx, member, afterSale, {
    from: ['REQUESTED'],
    to: 'APPROVED',
    change: { postageCode: postage.code, postageExpiresAt: postage.expiresAt },
    label: 'Aprovada',
    note: `Código de postagem ${postage.code}`,
    email: approvedEmail,
  });
}

function postageRequest(
  afterSale: AfterSaleRecord,
  request: RequestRecord,
  customer: {
    readonly name: string;
    readonly email: string;
    readonly cpf: string | null;
    readonly phone: string | null;
  },
) {
  const delivery = request.delivery;
  const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');
  return {
    protocol: afterSale.number,
    sender: {
      name: delivery?.recipient || customer.name,
      email: customer.email,
      cpf: digits(customer.cpf),
      ...(customer.phone ? { phone: customer.phone } : {}),
      address: {
        cep: digits(delivery?.cep),
        street: delivery?.street ?? '',
        number: delivery?.number ?? '',
        complement: delivery?.complement ?? '',
        district: delivery?.district ?? '',
        city: delivery?.city ?? '',
        state: delivery?.state ?? '',
      },
    },
    declaredValueCents: afterSale.items.reduce((sum, item) => sum + item.refundCents, 0),
    description: afterSale.items
      .map((item) => {
        const line = request.items.find((candidate) => candidate.id === item.requestItemId);
        return `${item.quantity}x ${line?.productName ?? 'item'}`;
      })
      .join(', '),
  };
}

export async function refuse(
  ctx: StaffOutside,
  member: StaffRecord,
  afterSale: AfterSaleRecord,
  reasonTyped: string,
): Promise<AfterSaleRecord> {
  const reason = reasonTyped.trim();
  assertNoIssues([
    ...(reason === ''
      ? [{ field: 'reason', message: 'Diga ao cliente por que a solicitação foi recusada.' }]
      : []),
    ...(reason.length > REFUSAL_MAX_LENGTH
      ? [
          {
            field: 'reason',
            message: `O motivo deve ter no máximo ${REFUSAL_MAX_LENGTH} caracteres.`,
          },
        ]
      : []),
  ]);
  if (afterSale.status !== 'REQUESTED') throw notNow(afterSale, 'recusada');
  if (afterSale.kind === 'WITHDRAWAL') {
    // The right to withdraw needs no reason (CDC art. 49): a timely one cannot be refused.
    throw forbidden(
      'Uma desistência pedida dentro dos 7 dias não pode ser recusada: aprove-a e confira os itens quando chegarem.',
    );
  }
  return step(ctx, member, afterSale, {
    from: ['REQUESTED'],
    to: 'REFUSED',
    change: { refusalReason: reason },
    label: 'Recusada',
    note: reason,
    email: refusedEmail,
  });
}

/** Whether every unit the exchange needs is in stock now (checked under the products' locks). */
async function takeExchangeUnits(
  tx: DataAccess,
  afterSale: AfterSaleRecord,
  request: RequestRecord,
): Promise<boolean> {
  const lines = afterSale.items.map((item) => ({
    item,
    line: request.items.find((candidate) => candidate.id === item.requestItemId),
  }));
  const products = await tx.products.lockForOrder(
    lines.flatMap(({ line }) => (line ? [Number(line.productId)] : [])),
  );
  const enough = lines.every(
    ({ item, line }) =>
      line !== undefined && (products.get(Number(line.productId))?.quantity ?? 0) >= item.quantity,
  );
  if (!enough) return false;
  for (const { item, line } of lines) {
    if (line) await tx.products.takeStock(Number(line.productId), item.quantity);
  }
  return true;
}

/**
 * The items arrived: their units go back to stock and the money back to the customer (or, for
 * an exchange with the units in stock, a new pedido goes out at no charge).
 */
export async function confirmReceipt(
  ctx: StaffOutside,
  member: StaffRecord,
  afterSale: AfterSaleRecord,
): Promise<AfterSaleRecord> {
  if (afterSale.status !== 'APPROVED') throw notNow(afterSale, 'dada como recebida');
  const request = await requestOrNotFound(ctx.data, afterSale.requestId);
  let exchangeNumber: string | null = null;
  const received = await step(ctx, member, afterSale, {
    from: ['APPROVED'],
    to: 'RECEIVED',
    label: 'Itens recebidos',
    email: itemsReceivedEmail,
    also: async (tx) => {
      for (const item of afterSale.items) {
        const line = request.items.find((candidate) => candidate.id === item.requestItemId);
        if (line) await tx.products.returnStock(Number(line.productId), item.quantity);
      }
      if (afterSale.kind === 'EXCHANGE' && (await takeExchangeUnits(tx, afterSale, request))) {
        exchangeNumber = await sendExchange(tx, ctx, afterSale, request);
      }
    },
  });
  if (exchangeNumber !== null) return received;
  return refund(ctx, member, received);
}

async function sendExchange(
  tx: DataAccess,
  ctx: StaffOutside,
  afterSale: AfterSaleRecord,
  request: RequestRecord,
): Promise<string> {
  const id = await tx.requests.insert({
    customerId: request.customerId,
    status: 'PAID',
    created_at: ctx.now,
    expiresAt: null,
    items: afterSale.items.flatMap((item) => {
      const line = request.items.find((candidate) => candidate.id === item.requestItemId);
      if (!line) return [];
      const { id: _lineId, ...ordered } = line;
      return [{ ...ordered, quantity: item.quantity, unitPrice: 0 }];
    }),
    paymentMethod: request.paymentMethod,
    delivery: request.delivery,
    freight: request.freight ? { ...request.freight, price: 0 } : null,
    discount: 0,
    trackingCode: null,
    idempotencyKey: null,
    orderDigest: null,
    installments: null,
    cardBrand: null,
    cardToken: null,
    cardCustomerId: null,
    buyerCpf: null,
  });
  // The customer hears of it below; its later moves (shipped, delivered) are e-mailed too.
  await tx.requests.markConfirmationMailed(id, ctx.now);
  const exchange = await requestOrNotFound(tx, id);
  await tx.requests.addEvent(id, {
    status: 'PAID',
    at: ctx.now,
    note: null,
    label: `Troca da solicitação ${afterSale.number}, sem custo`,
  });
  const moved = await tx.afterSales.move(
    afterSale.id,
    ['RECEIVED'],
    'EXCHANGED',
    { exchangeRequestId: id },
    { at: ctx.now, label: `Troca enviada no pedido ${exchange.number}`, note: null },
  );
  if (!moved) throw new Error(`${afterSale.number} left RECEIVED inside its own transaction`);
  const after = await afterSaleOrNotFound(tx, afterSale.id);
  await tellCustomer(tx, ctx.mailer, after, (told) => exchangeSentEmail(told, exchange.number));
  return exchange.number;
}

/**
 * Refunds what the request covers and has not been refunded, then records `Reembolsada` (and
 * e-mails `Reembolso`), or `Reembolso pendente` with the provider's reason.
 */
async function refund(
  ctx: StaffOutside,
  member: StaffRecord,
  afterSale: AfterSaleRecord,
): Promise<AfterSaleRecord> {
  if (afterSale.status !== 'RECEIVED') throw notNow(afterSale, 'reembolsada');
  const request = await requestOrNotFound(ctx.data, afterSale.requestId);
  const due = afterSale.refundCents - afterSale.refundedCents;
  const result =
    due === 0
      ? ({ ok: true, amountCents: 0, succeeded: true } as const)
      : await refundPart(ctx, request, {
          // With the moment it was made, so no other request's key is ever the same, not even
          // one of a database started afresh whose protocols count from the start again.
          key: `${afterSale.number}-${afterSale.createdAt}-refund`,
          amountCents: due,
          why: afterSale.number,
        });
  const from: AfterSaleStatus[] = ['RECEIVED'];
  if (result.ok) {
    const refundedCents = afterSale.refundedCents + result.amountCents;
    return step(ctx, member, afterSale, {
      from,
      to: 'REFUNDED',
      change: { refundedCents, refundFailure: null },
      label: `Reembolso de ${reais(result.amountCents)}`,
      email: (told) => refundEmail(told, result.amountCents),
    });
  }
  return step(ctx, member, afterSale, {
    from,
    to: 'REFUND_PENDING',
    change: { refundFailure: result.reason },
    label: 'Reembolso pendente',
    note: result.reason,
  });
}

/** A refund under way answers in seconds: a request received longer ago than this was left halfway. */
export const REFUND_STALLED_MS = 2 * 60 * 1000;

/**
 * Tries again a refund the provider did not make (`REFUND_PENDING`), or one left halfway (the
 * API stopped between the items' arrival and the refund: `RECEIVED` for over
 * REFUND_STALLED_MS). A pending one is claimed first (back to `Itens recebidos`), so two hands
 * retrying at once ask the provider once; the refund's key is the request's own either way, so
 * the provider never refunds it twice.
 */
export async function retryRefund(
  ctx: StaffOutside,
  member: StaffRecord,
  afterSale: AfterSaleRecord,
): Promise<AfterSaleRecord> {
  if (afterSale.status === 'RECEIVED') {
    const since = afterSale.history.at(-1)?.at ?? afterSale.createdAt;
    if (ctx.now - since < REFUND_STALLED_MS) {
      throw forbidden(`O reembolso da solicitação ${afterSale.number} está em andamento.`);
    }
    return refund(ctx, member, afterSale);
  }
  if (afterSale.status !== 'REFUND_PENDING') throw notNow(afterSale, 'reembolsada de novo');
  const claimed = await step(ctx, member, afterSale, {
    from: ['REFUND_PENDING'],
    to: 'RECEIVED',
    label: 'Nova tentativa de reembolso',
  });
  return refund(ctx, member, claimed);
}

/** Whether a withdrawal may still be refused: never (see `refuse`); used by the back office. */
export function refusable(afterSale: AfterSaleRecord): boolean {
  return afterSale.status === 'REQUESTED' && afterSale.kind !== 'WITHDRAWAL';
}
