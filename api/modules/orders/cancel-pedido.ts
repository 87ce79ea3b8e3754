/**
 * Cancelling a pedido that has not shipped, by staff (`Cancelar pedido` in Pedidos) or by its
 * customer (the painel's `Cancelar pedido`): a pending charge is called off at the provider first
 * (a charge paid meanwhile wins, and the pedido is then refunded by a repeat), a paid pedido is
 * refunded in whole; then the pedido moves to CANCELLED with its units back in stock and the
 * customer is told by e-mail.
 */
import type { ApiContext } from '../../core/context.ts';
import type { DataAccess } from '../../core/data-access.ts';
import { forbidden, paymentUnavailable } from '../../core/errors.ts';
import { PaymentProviderError } from '../../providers/payments/provider.ts';
import {
  applyCharge,
  refundPedido,
  refundRequestedLabel,
  refundable,
  settleBeforeCancel,
} from './payments/order-payments.ts';
import { STATUS_LABELS } from './order-status-labels.ts';
import { requestOrNotFound } from './request-resolvers.ts';
import type { RequestRecord } from './request-store.ts';
import { moveRequest } from './request-moves.ts';

type Outside = Pick<ApiContext, 'data' | 'payments' | 'mailer' | 'now' | 'log'>;

/**
 * Cancels `request` with `note` on its timeline. `record` runs in the cancelling transaction
 * when this call moved the pedido (the activity log, the customer's protocol). Answers the
 * pedido as it is now; a pedido cancelled meanwhile by another hand is what was asked. Throws
 * PAYMENT_UNAVAILABLE when the provider cannot be asked (nothing changed), FORBIDDEN when the
 * provider refuses the refund or the pedido moved elsewhere meanwhile.
 */
export async function cancelPedido(
  ctx: Outside,
  request: RequestRecord,
  note: string | null,
  record: (tx: DataAccess) => Promise<void>,
): Promise<RequestRecord> {
  let refund: Awaited<ReturnType<typeof refundPedido>> | null = null;
  if (request.status === 'PENDING') {
    if (!(await settleBeforeCancel(ctx.data, ctx.payments, request, ctx.now, ctx))) {
      throw paymentUnavailable();
    }
  } else if (refundable(request)) {
    try {
      refund = await refundPedido(ctx.payments, request);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      ctx.log.warn({ pedido: request.number }, `payments: not refunded (${error.detail})`);
      if (error.kind === 'rejected') throw forbidden(error.message);
      throw paymentUnavailable();
    }
  }
  const moved = await ctx.data.transaction(async (tx) => {
    const change = { at: ctx.now, note, trackingCode: null };
    const done = await moveRequest(tx, request, 'CANCELLED', change, ctx.mailer);
    if (done) await record(tx);
    if (refund !== null && refund.amountCents > 0) {
      await tx.requests.addEvent(request.id, {
        status: done ? 'CANCELLED' : request.status,
        at: ctx.now,
        note: null,
        label: refundRequestedLabel(refund.amountCents),
      });
    }
    return done;
  });
  // Whatever happened to the pedido meanwhile, the refund is recorded with it.
  if (refund !== null) await applyCharge(ctx.data, refund.charge, ctx.now, ctx);
  const now = await requestOrNotFound(ctx.data, request.id);
  // Calling off a pending charge makes the provider notify that it was cancelled, which may
  // cancel the pedido before this call does: that is what was asked.
  if (moved || now.status === 'CANCELLED') return now;
  throw forbidden(
    `O pedido ${request.number} mudou para "${STATUS_LABELS[now.status]}" enquanto era cancelado: confira e tente de novo.`,
  );
}
