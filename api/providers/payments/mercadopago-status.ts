/**
 * Mercado Pago's payment states in the module's terms, and why a card was declined in the
 * words a Brazilian shopper reads. A `status_detail` not listed here still declines, with a
 * general reason, and a `status` not listed waits (`pending`) rather than pay anything.
 */
import type { ChargeStatus, Refund } from './provider.ts';

export function statusOf(
  status: string,
  detail: string | null,
  refundedCents: number,
): ChargeStatus {
  switch (status) {
    case 'approved':
      return refundedCents > 0 ? 'partially_refunded' : 'paid';
    // Approved, and disputed by the payer: the money is still the shop's until it is decided.
    case 'in_mediation':
      return 'paid';
    case 'rejected':
      return 'declined';
    case 'cancelled':
      return detail === 'expired' ? 'expired' : 'cancelled';
    // A chargeback returns the money to the payer as a refund does.
    case 'refunded':
    case 'charged_back':
      return 'refunded';
    default:
      // pending, in_process, authorized: the payer or Mercado Pago has yet to act.
      return 'pending';
  }
}

/** `status_detail` of a rejected payment, in Portuguese. */
const DECLINE_REASONS: Readonly<Record<string, string>> = {
  cc_rejected_bad_filled_card_number: 'Confira o número do cartão.',
  cc_rejected_bad_filled_date: 'Confira a validade do cartão.',
  cc_rejected_bad_filled_other: 'Confira os dados do cartão.',
  cc_rejected_bad_filled_security_code: 'Confira o código de segurança (CVV) do cartão.',
  cc_rejected_blacklist: 'Não foi possível processar o pagamento com este cartão.',
  cc_rejected_call_for_authorize:
    'O emissor pede que você autorize este pagamento: ligue para ele e tente de novo.',
  cc_rejected_card_disabled:
    'O cartão está desativado: ligue para o emissor (o telefone está no verso do cartão).',
  cc_rejected_card_error: 'Não foi possível processar o pagamento com este cartão.',
  cc_rejected_duplicated_payment:
    'Você já fez um pagamento deste valor: para pagar de novo, use outro cartão ou o Pix.',
  cc_rejected_high_risk: 'Pagamento recusado por segurança: escolha outra forma de pagamento.',
  cc_rejected_insufficient_amount: 'Saldo insuficiente.',
  cc_rejected_invalid_installments: 'O cartão não aceita esse número de parcelas.',
  cc_rejected_max_attempts:
    'Limite de tentativas atingido: use outro cartão ou outra forma de pagamento.',
  cc_rejected_other_reason: 'Cartão recusado pelo emissor.',
};
const DEFAULT_DECLINE_REASON = 'Pagamento recusado pelo emissor do cartão.';

export function declineReasonOf(detail: string | null): string {
  return DECLINE_REASONS[detail ?? ''] ?? DEFAULT_DECLINE_REASON;
}

/** A refund's `status`: `approved` is done; `rejected` and `cancelled` failed; the rest waits. */
export function refundStatusOf(status: string): Refund['status'] {
  if (status === 'approved') return 'succeeded';
  if (status === 'rejected' || status === 'cancelled') return 'failed';
  return 'pending';
}
