/**
 * Pedidos paid through the payment provider (`providers/payments/`), whichever provider runs:
 * the charge a pedido is placed with, what a charge's state does to its pedido, asking the
 * provider about pending pedidos (a lost notification), settling a pedido's charge before it is
 * cancelled (expiry, staff), and refunding a paid pedido that is cancelled.
 *
 * Rules kept here:
 * - The amount is always the API's own total, in whole cents.
 * - Every provider call is made outside any database transaction (the provider may be slow, and
 *   the embedded stand-in shares the database), with an idempotency key derived from the
 *   pedido, so repeating a call whose answer was lost finds what the first one did.
 * - The provider's word is only believed from its own answers (`create`, `get`, `cancel`,
 *   `refund`), never from a notification's body.
 * - A pedido moves PENDING -> PAID once, in a transaction that locks its row and moves it only
 *   if it is still PENDING, and only when the charge's amount is the pedido's total; duplicated,
 *   replayed or out-of-order reports of a charge change nothing more.
 */
import type { DataAccess } from '../../../core/data-access.ts';
import { PaymentProviderError } from '../../../providers/payments/provider.ts';
import type {
  Charge,
  ChargeMethodRequest,
  ChargeRequest,
  PaymentProvider,
} from '../../../providers/payments/provider.ts';
import type { CardBrand } from '../../../providers/payments/provider.ts';
import { EXPIRED_NOTE } from '../expiry.ts';
import { reais } from '../reais.ts';
import type { Mailer } from '../../messages/mailer.ts';
import { confirmReceived } from '../emails/tell-customer.ts';
import { moveRequest } from '../request-moves.ts';
import { requestTotal } from '../request-resolvers.ts';
import type { ChargeDetails, RequestRecord } from '../request-store.ts';
import type { Logger } from '../../../../runtime/log.ts';

/** Where what a charge does to a pedido goes out: the customer's e-mails, and the API's log. */
export interface Outlets {
  readonly mailer: Mailer;
  readonly log: Logger;
}

/** Timeline labels of what the provider did. */
export const PAID_LABEL = 'Pagamento aprovado';
export const REFUNDED_LABEL = 'Reembolsado';
/** What a declined card's error and its cancelled pedido say, before the provider's reason. */
export const DECLINED_PREFIX = 'Pagamento recusado';
const PROVIDER_CANCELLED_NOTE = 'Pagamento cancelado no serviço de pagamentos';

export function refundRequestedLabel(cents: number): string {
  return `Reembolso de ${reais(cents)} solicitado`;
}

/** What the customer pays, in whole cents. */
export function totalCents(request: RequestRecord): number {
  return Math.round(requestTotal(request) * 100);
}

/**
 * The idempotency keys of a pedido's calls: its number and the moment it was placed, so a key is
 * never the key of another pedido (not even of a database started afresh).
 */
function keyOf(request: RequestRecord, what: 'charge' | 'cancel' | 'refund'): string {
  return `${request.number}-${request.created_at}-${what}`;
}

function digits(text: string | null): string {
  return (text ?? '').replace(/\D/g, '');
}

/**
 * The charge a pedido is placed with, the same for every call about it (a repeat after a lost
 * answer must be the same request). Null when it cannot be made again: a card pedido whose
 * token is no longer kept, or a pedido without its buyer.
 */
async function chargeRequestOf(
  data: DataAccess,
  request: RequestRecord,
): Promise<ChargeRequest | null> {
  if (request.customerId === null) return null;
  const customer = await data.customers.byId(request.customerId);
  if (!customer) return null;
  let method: ChargeMethodRequest;
  if (request.paymentMethod === 'CREDIT_CARD') {
    if (request.cardToken === null || request.cardBrand === null) return null;
    method = {
      type: 'card',
      token: request.cardToken,
      brand: request.cardBrand as CardBrand,
      installments: request.installments ?? 1,
      ...(request.cardCustomerId === null ? {} : { customerId: request.cardCustomerId }),
    };
  } else {
    const expiresAt = request.expiresAt ?? request.created_at;
    method = { type: request.paymentMethod === 'PIX' ? 'pix' : 'boleto', expiresAt };
  }
  const delivery = request.delivery;
  return {
    idempotencyKey: keyOf(request, 'charge'),
    reference: request.number,
    description: `Pedido ${request.number}`,
    amountCents: totalCents(request),
    payer: {
      name: delivery?.recipient || customer.name,
      email: customer.email,
      cpf: digits(customer.cpf),
      address: {
        cep: digits(delivery?.cep ?? ''),
        street: delivery?.street ?? '',
        number: delivery?.number ?? '',
        district: delivery?.district ?? '',
        city: delivery?.city ?? '',
        state: delivery?.state ?? '',
      },
    },
    method,
  };
}

function detailsOf(charge: Charge): ChargeDetails {
  return {
    chargeId: charge.id,
    cardLast4: charge.cardLast4,
    pix: charge.pix,
    boleto: charge.boleto,
    payLink: charge.payLink,
  };
}

/** Cancels a still-pending pedido with its units back in stock; answers whether it moved. */
async function cancelPending(
  tx: DataAccess,
  mailer: Mailer,
  request: RequestRecord,
  at: number,
  note: string,
  label: string | null = null,
): Promise<boolean> {
  return moveRequest(tx, request, 'CANCELLED', { at, note, trackingCode: null, label }, mailer);
}

/**
 * Applies what the provider says of `charge` to its pedido (`chargeChanged`): paid moves a
 * PENDING pedido to PAID (`Pagamento aprovado`) if the amount is its total; declined, cancelled
 * or expired cancels a PENDING one with its units back; a refund is recorded, and
 * `Reembolsado` added once the whole amount is back. Answers the pedido as it is now, or null
 * when the charge is no pedido's.
 */
export async function applyCharge(
  data: DataAccess,
  charge: Charge,
  now: number,
  outlets: Outlets,
): Promise<RequestRecord | null> {
  const { mailer, log } = outlets;
  return data.transaction(async (tx) => {
    let found = await tx.requests.byChargeId(charge.id);
    // A notification may arrive before the charge's answer was recorded: the pedido is found
    // by the charge's reference, and gets the charge now (the answer from the provider is it).
    if (!found) {
      const byReference = await tx.requests.byNumber(charge.reference);
      if (!byReference || byReference.charge !== null) {
        log.warn({ charge: charge.id }, "payments: the charge is no pedido's; ignored");
        return null;
      }
      await tx.requests.attachCharge(byReference.id, detailsOf(charge));
      found = byReference;
    }
    if ((await tx.requests.lockForUpdate(found.id)) === null) return null;
    const request = await tx.requests.byId(found.id);
    if (!request) return null;

    switch (charge.status) {
      case 'paid':
      case 'partially_refunded':
      case 'refunded': {
        if (request.status === 'PENDING') {
          const total = totalCents(request);
          if (charge.amountCents !== total) {
            log.warn(
              {
                charge: charge.id,
                pedido: request.number,
                paidCents: charge.amountCents,
                totalCents: total,
              },
              'payments: the charge does not pay the pedido; not confirmed',
            );
          } else {
            const change = { at: now, note: null, trackingCode: null, label: PAID_LABEL };
            await moveRequest(tx, request, 'PAID', change, mailer);
          }
        }
        const current = (await tx.requests.byId(request.id)) ?? request;
        const fully = charge.status === 'refunded';
        if (charge.refundedCents > 0 || fully) {
          const done = await tx.requests.recordRefund(
            request.id,
            charge.refundedCents,
            fully ? now : null,
          );
          if (done) {
            await tx.requests.addEvent(request.id, {
              status: current.status,
              at: now,
              note: null,
              label: REFUNDED_LABEL,
            });
          }
        }
        break;
      }
      case 'declined': {
        if (request.status === 'PENDING') {
          const failure = `${DECLINED_PREFIX}: ${charge.declineReason ?? 'o emissor recusou o cartão.'}`;
          await tx.requests.setPaymentFailure(request.id, failure);
          await cancelPending(tx, mailer, request, now, failure);
        }
        break;
      }
      case 'expired':
        if (request.status === 'PENDING') {
          await cancelPending(tx, mailer, request, now, EXPIRED_NOTE, EXPIRED_NOTE);
        }
        break;
      case 'cancelled':
        if (request.status === 'PENDING') {
          await cancelPending(tx, mailer, request, now, PROVIDER_CANCELLED_NOTE);
        }
        break;
      case 'pending':
        break;
    }
    const after = await tx.requests.byId(request.id);
    if (after) await confirmReceived(tx, mailer, after, now);
    return after;
  });
}

/** A provider call's failure that says nothing was done under the call's idempotency key. */
function nothingDone(error: unknown): error is PaymentProviderError {
  return (
    error instanceof PaymentProviderError &&
    (error.kind === 'rejected' || error.kind === 'unauthorized')
  );
}

export type ChargeAttempt =
  | { readonly ok: true; readonly charge: Charge; readonly request: RequestRecord }
  /** The provider refused the charge as asked: nothing was charged, the pedido is cancelled. */
  | { readonly ok: false; readonly error: PaymentProviderError; readonly request: RequestRecord };

/**
 * Creates the pedido's charge at the provider (or finds the one its key already made), records
 * it and applies it. A refusal (nothing charged under the key) cancels the pedido with its units
 * back; an unreachable provider throws its `PaymentProviderError` and leaves the pedido as it
 * was, for a repeat or the reconciliation to settle.
 */
export async function chargePedido(
  data: DataAccess,
  payments: PaymentProvider,
  request: RequestRecord,
  now: number,
  outlets: Outlets,
  /** False: a refusal leaves the pedido as it is (its caller cancels it, saying why). */
  cancelOnRefusal = true,
): Promise<ChargeAttempt> {
  const { mailer, log } = outlets;
  const charge = await chargeRequestOf(data, request);
  if (charge === null) {
    if (!cancelOnRefusal) {
      const error = new PaymentProviderError('rejected', '', `${request.number}: no charge`);
      return { ok: false, error, request };
    }
    const error = new PaymentProviderError(
      'rejected',
      'Os dados do pagamento não estão mais disponíveis: faça o pedido de novo.',
      `${request.number}: no charge request can be made again`,
    );
    await data.transaction(async (tx) => {
      await tx.requests.setPaymentFailure(request.id, error.message);
      await cancelPending(tx, mailer, request, now, error.message);
    });
    return { ok: false, error, request: (await data.requests.byId(request.id)) ?? request };
  }
  try {
    const created = await payments.create(charge);
    await data.requests.attachCharge(request.id, detailsOf(created));
    const applied = await applyCharge(data, created, now, outlets);
    return { ok: true, charge: created, request: applied ?? request };
  } catch (error) {
    if (!nothingDone(error)) throw error;
    if (error.kind === 'unauthorized') log.error(`payments: ${error.detail}`);
    if (!cancelOnRefusal) return { ok: false, error, request };
    await data.transaction(async (tx) => {
      await tx.requests.setPaymentFailure(request.id, error.message);
      await cancelPending(tx, mailer, request, now, error.message);
    });
    return { ok: false, error, request: (await data.requests.byId(request.id)) ?? request };
  }
}

/**
 * Settles a PENDING pedido's charge before the pedido is cancelled (its time ran out, or staff
 * cancel it): the charge is cancelled at the provider, so it can no longer be paid. A charge
 * paid meanwhile wins: the pedido is confirmed instead. Answers whether the pedido may be
 * cancelled now (false: the provider could not be asked; try again later).
 */
export async function settleBeforeCancel(
  data: DataAccess,
  payments: PaymentProvider,
  request: RequestRecord,
  now: number,
  outlets: Outlets,
): Promise<boolean> {
  let charge: Charge;
  try {
    if (request.charge === null) {
      // Placed before the checkout charged online (the seed's), or given up already.
      if (request.idempotencyKey === null || request.paymentFailure !== null) return true;
      // Its charge's answer was lost: find it (or learn that none was made).
      const attempt = await chargePedido(data, payments, request, now, outlets, false);
      if (!attempt.ok) return true;
      charge = attempt.charge;
    } else {
      charge = await payments.get(request.charge.chargeId);
    }
    if (charge.status === 'pending') {
      try {
        charge = await payments.cancel(charge.id, keyOf(request, 'cancel'));
      } catch (error) {
        if (!(error instanceof PaymentProviderError) || error.kind !== 'rejected') throw error;
        // No longer cancellable: paid (or expired) in the meantime; its state decides.
        charge = await payments.get(charge.id);
      }
    }
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind === 'not_found') return true;
    outlets.log.warn(
      { pedido: request.number },
      `payments: not settled with the provider yet (${error instanceof PaymentProviderError ? error.detail : String(error)})`,
    );
    return false;
  }
  if (charge.status !== 'cancelled') await applyCharge(data, charge, now, outlets);
  return true;
}

/** Pending pedidos asked about in one pass at most; the next pass takes the rest. */
const RECONCILE_BATCH = 20;
/** A placement still under way is left alone this long. */
const PLACEMENT_GRACE_MS = 30_000;

/**
 * Asks the provider about pending pedidos (a notification may have been lost): each charge is
 * read and applied; a pedido whose charge's answer was lost gets it found (or made) again.
 * Answers how many pedidos left PENDING.
 */
export async function reconcilePayments(
  data: DataAccess,
  payments: PaymentProvider,
  now: number,
  outlets: Outlets,
): Promise<number> {
  let settled = 0;
  for (const id of await data.requests.pendingPayments(now - PLACEMENT_GRACE_MS, RECONCILE_BATCH)) {
    const request = await data.requests.byId(id);
    if (!request || request.status !== 'PENDING') continue;
    try {
      const after =
        request.charge === null
          ? (await chargePedido(data, payments, request, now, outlets)).request
          : await applyCharge(data, await payments.get(request.charge.chargeId), now, outlets);
      if (after && after.status !== 'PENDING') settled += 1;
    } catch (error) {
      outlets.log.warn(
        { pedido: request.number },
        `payments: not reconciled (${error instanceof PaymentProviderError ? error.detail : String(error)})`,
      );
    }
  }
  return settled;
}

/**
 * Refunds a paid pedido that is being cancelled, in whole (what is left of it): answers the
 * amount asked back and whether the provider says it is back already. Answers null when the
 * provider never took the money: the pedido was marked paid for money that came by other means
 * (its charge was called off then), and that money goes back the same way. Throws the
 * provider's error when it could not be asked or refused (nothing is to change then).
 */
export async function refundPedido(
  payments: PaymentProvider,
  request: RequestRecord,
): Promise<{ amountCents: number; succeeded: boolean; charge: Charge } | null> {
  const chargeId = request.charge?.chargeId;
  if (chargeId === undefined) throw new Error(`${request.number} has no charge to refund`);
  const before = await payments.get(chargeId);
  if (before.status === 'refunded') {
    return { amountCents: before.refundedCents, succeeded: true, charge: before };
  }
  if (before.status !== 'paid' && before.status !== 'partially_refunded') return null;
  try {
    const refund = await payments.refund(chargeId, { idempotencyKey: keyOf(request, 'refund') });
    return {
      amountCents: refund.amountCents,
      succeeded: refund.status === 'succeeded',
      charge: await payments.get(chargeId),
    };
  } catch (error) {
    if (!(error instanceof PaymentProviderError) || error.kind !== 'rejected') throw error;
    // Refunded already (a repeat whose answer was lost, or refunded at the provider itself).
    const charge = await payments.get(chargeId);
    if (charge.status !== 'refunded') throw error;
    return { amountCents: charge.refundedCents, succeeded: true, charge };
  }
}

/** Whether a pedido is to be refunded through the provider when it is cancelled. */
export function refundable(request: RequestRecord): boolean {
  return (
    (request.status === 'PAID' || request.status === 'PREPARING') &&
    request.charge !== null &&
    request.refundedAt === null
  );
}
