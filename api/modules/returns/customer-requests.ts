/**
 * What a customer asks after the sale, each answered at once with a protocol (`DEV-…`) on the
 * screen and by e-mail (Decreto 7.962/2013, art. 5):
 * - cancelling a pedido that has not shipped (it is cancelled at once, a paid one refunded);
 * - withdrawing from the purchase until the 7th day after delivery, some or all of its units;
 * - returning defective units until the 90th day after delivery, for a refund or an exchange.
 * Nothing is accepted outside its window, and no unit is in two live requests: the pedido's
 * row is locked while its units are counted.
 */
import type { ApiContext } from '../../core/context.ts';
import type { DataAccess } from '../../core/data-access.ts';
import { assertNoIssues, forbidden } from '../../core/errors.ts';
import type { Issue } from '../../core/errors.ts';
import { cancelPedido } from '../orders/cancel-pedido.ts';
import { STATUS_LABELS } from '../orders/order-status-labels.ts';
import type { RequestRecord } from '../orders/request-store.ts';
import { requestReceivedEmail, tellCustomer } from './after-sale-emails.ts';
import type { AfterSaleItemRecord, AfterSaleKind, AfterSaleRecord } from './after-sale-store.ts';
import { attachPhotos } from './defect-photos.ts';
import { freightCents, paidForUnits } from './refund-share.ts';
import { windowsOf } from './windows.ts';

type Outside = Pick<ApiContext, 'data' | 'payments' | 'mailer' | 'now' | 'log'>;

export const REASON_MAX_LENGTH = 1000;
export const DESCRIPTION_MIN_LENGTH = 10;

const CANCELLED_BY_CUSTOMER = 'Cancelado pelo cliente';

/**
 * Cancels the customer's pedido and gives the cancellation its protocol. A second call (a
 * double click, a retry after a lost answer) answers the protocol the first one made.
 */
export async function cancelByCustomer(
  ctx: Outside,
  request: RequestRecord,
): Promise<AfterSaleRecord> {
  const existing = (await ctx.data.afterSales.ofRequest(request.id)).find(
    (afterSale) => afterSale.kind === 'CANCELLATION',
  );
  if (existing) return existing;
  if (!windowsOf(request, ctx.now).canCancel) {
    throw forbidden(
      `O pedido ${request.number} está "${STATUS_LABELS[request.status]}" e não pode mais ser cancelado. Se ele já foi entregue, você pode desistir da compra em até 7 dias.`,
    );
  }
  await cancelPedido(ctx, request, CANCELLED_BY_CUSTOMER, async () => {});
  return ctx.data.transaction(async (tx) => {
    await tx.requests.lockForUpdate(request.id);
    const again = (await tx.afterSales.ofRequest(request.id)).find(
      (afterSale) => afterSale.kind === 'CANCELLATION',
    );
    if (again) return again;
    const created = await tx.afterSales.create({
      requestId: request.id,
      customerId: request.customerId,
      kind: 'CANCELLATION',
      status: 'DONE',
      reason: null,
      freightCents: 0,
      items: [],
      createdAt: ctx.now,
      event: { label: 'Pedido cancelado', note: null },
    });
    await tellCustomer(tx, ctx.mailer, created, requestReceivedEmail);
    return created;
  });
}

export interface UnitsAsked {
  readonly requestItemId: string;
  readonly quantity: number;
}

export interface ReturnAsked {
  readonly kind: Exclude<AfterSaleKind, 'CANCELLATION'>;
  readonly items: readonly UnitsAsked[];
  /** A withdrawal's reason (optional) or a defect's description (required). */
  readonly reason: string | null;
  /** Photos of the defect already uploaded (`defect-photos.ts`). */
  readonly photoIds: readonly string[];
}

function checkAsked(asked: ReturnAsked): { reason: string | null } {
  const reason = asked.reason?.trim() || null;
  const issues: Issue[] = [];
  if (asked.items.length === 0 || asked.items.every((item) => item.quantity === 0)) {
    issues.push({ field: 'items', message: 'Escolha ao menos um item.' });
  }
  if (asked.kind !== 'WITHDRAWAL' && (reason === null || reason.length < DESCRIPTION_MIN_LENGTH)) {
    issues.push({
      field: 'reason',
      message: `Descreva o defeito com ao menos ${DESCRIPTION_MIN_LENGTH} caracteres.`,
    });
  }
  if (reason !== null && reason.length > REASON_MAX_LENGTH) {
    issues.push({
      field: 'reason',
      message: `A descrição deve ter no máximo ${REASON_MAX_LENGTH} caracteres.`,
    });
  }
  assertNoIssues(issues);
  return { reason };
}

/** Refuses `asked` when its window is closed at `now`. */
function checkWindow(request: RequestRecord, kind: ReturnAsked['kind'], now: number): void {
  const windows = windowsOf(request, now);
  const lastDay = kind === 'WITHDRAWAL' ? windows.withdrawalLastDay : windows.defectLastDay;
  if (lastDay !== null) return;
  if (request.status !== 'DELIVERED') {
    throw forbidden(
      `O pedido ${request.number} ainda não foi entregue: ${kind === 'WITHDRAWAL' ? 'a desistência' : 'a devolução'} pode ser pedida depois da entrega.`,
    );
  }
  throw forbidden(
    kind === 'WITHDRAWAL'
      ? `O prazo de 7 dias para desistir da compra do pedido ${request.number} terminou. Se algum item tem defeito, solicite troca ou devolução.`
      : `O prazo de 90 dias para reclamar de defeito no pedido ${request.number} terminou.`,
  );
}

/** The units asked, each with its share of what was paid; refused if any is not the pedido's to give. */
async function unitsOf(
  tx: DataAccess,
  request: RequestRecord,
  asked: readonly UnitsAsked[],
): Promise<Omit<AfterSaleItemRecord, 'productName'>[]> {
  const claimed = await tx.afterSales.unitsClaimed(request.id);
  const issues: Issue[] = [];
  const units: Omit<AfterSaleItemRecord, 'productName'>[] = [];
  const seen = new Set<string>();
  for (const [index, item] of asked.entries()) {
    if (item.quantity === 0) continue;
    const line = request.items.find((candidate) => candidate.id === item.requestItemId);
    const free = line ? line.quantity - (claimed.get(line.id) ?? 0) : 0;
    if (!line || seen.has(line.id) || !Number.isInteger(item.quantity) || item.quantity < 0) {
      issues.push({ field: `items.${index}`, message: 'Este item não é deste pedido.' });
    } else if (item.quantity > free) {
      issues.push({
        field: `items.${index}`,
        message:
          free === 0
            ? `${line.productName} já está em outra solicitação.`
            : `De ${line.productName} você pode devolver no máximo ${free}.`,
      });
    } else {
      seen.add(line.id);
      units.push({
        requestItemId: line.id,
        quantity: item.quantity,
        refundCents: paidForUnits(request, line, item.quantity),
      });
    }
  }
  assertNoIssues(issues);
  return units;
}

const OPENED_LABEL: Readonly<Record<ReturnAsked['kind'], string>> = {
  WITHDRAWAL: 'Desistência solicitada',
  RETURN: 'Devolução solicitada',
  EXCHANGE: 'Troca solicitada',
};

/** Opens a withdrawal, return or exchange of some of the pedido's units. */
export async function openReturn(
  ctx: Outside,
  request: RequestRecord,
  asked: ReturnAsked,
): Promise<AfterSaleRecord> {
  const { reason } = checkAsked(asked);
  checkWindow(request, asked.kind, ctx.now);
  return ctx.data.transaction(async (tx) => {
    await tx.requests.lockForUpdate(request.id);
    const items = await unitsOf(tx, request, asked.items);
    // A withdrawal gives the freight back with the first units returned.
    const freight =
      asked.kind === 'WITHDRAWAL' && !(await tx.afterSales.freightClaimed(request.id))
        ? freightCents(request)
        : 0;
    const created = await tx.afterSales.create({
      requestId: request.id,
      customerId: request.customerId,
      kind: asked.kind,
      status: 'REQUESTED',
      reason,
      freightCents: freight,
      items,
      createdAt: ctx.now,
      event: { label: OPENED_LABEL[asked.kind], note: reason },
    });
    await tx.requests.addEvent(request.id, {
      status: request.status,
      at: ctx.now,
      note: null,
      label: `${OPENED_LABEL[asked.kind]}: ${created.number}`,
    });
    if (asked.photoIds.length > 0 && request.customerId !== null) {
      await attachPhotos(tx, asked.photoIds, request.customerId, created.id);
    }
    await tellCustomer(tx, ctx.mailer, created, requestReceivedEmail);
    return created;
  });
}
