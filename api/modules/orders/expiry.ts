/**
 * How long an unpaid pedido waits: Pix codes expire PIX_EXPIRY_SECONDS after the order; a boleto
 * can be paid until the end of its due date, BOLETO_DUE_DAYS days after the order in São Paulo's
 * calendar. Past that, the expiry sweep cancels the pedido and returns its units.
 */
import type { PaymentMethod } from './request-store.ts';

const DAY = 24 * 60 * 60 * 1000;
/** São Paulo's offset from UTC (no daylight saving since 2019). */
export const SAO_PAULO_OFFSET = 3 * 60 * 60 * 1000;

/** What the note of an expired pedido's cancellation says. */
export const EXPIRED_NOTE = 'Pagamento não recebido no prazo';

export interface PaymentTerms {
  readonly pixExpirySeconds: number;
  readonly boletoDueDays: number;
}

/** The boleto's due date: midnight in São Paulo, `dueDays` calendar days after the order. */
export function boletoDueDate(created: number, dueDays: number): number {
  const localDay = Math.floor((created - SAO_PAULO_OFFSET) / DAY) * DAY;
  return localDay + dueDays * DAY + SAO_PAULO_OFFSET;
}

/**
 * When a pedido placed at `created` and paid by `method` stops waiting for its payment. A card
 * pedido waits only when the provider's answer was lost (reconciliation settles it): as long as a Pix.
 */
export function paymentDeadline(
  method: PaymentMethod,
  created: number,
  terms: PaymentTerms,
): number {
  return method === 'BOLETO'
    ? boletoDueDate(created, terms.boletoDueDays) + DAY
    : created + terms.pixExpirySeconds * 1000;
}
