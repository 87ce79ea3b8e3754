/**
 * Giving part of a pedido's money back through the provider (a withdrawal's or a return's items,
 * and a withdrawal's freight), one refund per key: a repeat under the same key, after a lost
 * answer or by a second hand, finds the refund the first one made. Never more than the charge
 * has left. The pedido's timeline says `Reembolso de R$ … solicitado` and, once the provider
 * says the money is back, `Reembolsado`.
 */
import type { ApiContext } from '../../core/context.ts';
import { PaymentProviderError } from '../../providers/payments/provider.ts';
import { refundRequestedLabel, REFUNDED_LABEL } from './payments/order-payments.ts';
import { reais } from './reais.ts';
import type { RequestRecord } from './request-store.ts';

type Outside = Pick<ApiContext, 'data' | 'payments' | 'now' | 'log'>;

export type PartialRefund =
  | { readonly ok: true; readonly amountCents: number; readonly succeeded: boolean }
  | { readonly ok: false; readonly reason: string };

const NOT_THROUGH_PROVIDER =
  'O pagamento deste pedido não passou pelo serviço de pagamentos: devolva o valor por outro meio.';

/**
 * Refunds `amountCents` of `request` (at most what its charge has left) under `key`, noting
 * `why` (the protocol) on the timeline. Answers what the provider refunded, or why it did not.
 */
export async function refundPart(
  ctx: Outside,
  request: RequestRecord,
  part: { readonly key: string; readonly amountCents: number; readonly why: string },
): Promise<PartialRefund> {
  const chargeId = request.charge?.chargeId;
  if (chargeId === undefined) return { ok: false, reason: NOT_THROUGH_PROVIDER };
  let amountCents: number;
  let succeeded: boolean;
  try {
    const before = await ctx.payments.get(chargeId);
    if (before.status !== 'paid' && before.status !== 'partially_refunded') {
      if (before.status === 'refunded') {
        return { ok: false, reason: 'O pagamento deste pedido já foi todo reembolsado.' };
      }
      return { ok: false, reason: NOT_THROUGH_PROVIDER };
    }
    const left = before.amountCents - before.refundedCents;
    const refund = await ctx.payments.refund(chargeId, {
      idempotencyKey: part.key,
      amountCents: Math.min(part.amountCents, left),
    });
    amountCents = refund.amountCents;
    succeeded = refund.status === 'succeeded';
    if (refund.status === 'failed') {
      return { ok: false, reason: 'O serviço de pagamentos recusou o reembolso.' };
    }
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.log.warn(
      { pedido: request.number, refund: part.why },
      `payments: not refunded (${error.detail})`,
    );
    return {
      ok: false,
      reason:
        error.kind === 'rejected'
          ? error.message
          : 'O serviço de pagamentos não respondeu. Tente de novo em alguns minutos.',
    };
  }
  const charge = await ctx.payments.get(chargeId).catch(() => null);
  await ctx.data.transaction(async (tx) => {
    const current = (await tx.requests.byId(request.id)) ?? request;
    const note = `${part.why}: ${reais(amountCents)}`;
    await tx.requests.addEvent(request.id, {
      status: current.status,
      at: ctx.now,
      note,
      label: refundRequestedLabel(amountCents),
    });
    if (charge !== null) {
      const fully = charge.status === 'refunded';
      await tx.requests.recordRefund(request.id, charge.refundedCents, fully ? ctx.now : null);
    }
    if (succeeded) {
      await tx.requests.addEvent(request.id, {
        status: current.status,
        at: ctx.now,
        note,
        label: REFUNDED_LABEL,
      });
    }
  });
  return { ok: true, amountCents, succeeded };
}
