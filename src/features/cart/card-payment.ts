/**
 * The checkout's card payment as data: what `placeOrder` receives for the card (the provider's
 * token of a saved card and its CVV, or of a new card, never a number or CVV), which `Parcelas`
 * stays chosen when the plan changes, and what a failed payment means for the next attempt.
 */
import { ApiError } from '~/lib/api/errors';
import { describeApiError } from '~/lib/api/messages';
import type { CardBrand, CardPaymentInput } from '~/lib/graphql/generated/graphql';

/**
 * The card chosen, tokenized by the provider: one of the customer's saved cards (with its CVV
 * typed again), or a new one.
 */
export type CardChoice =
  | { readonly kind: 'saved'; readonly id: string; readonly token: string }
  | { readonly kind: 'new'; readonly token: string; readonly brand: CardBrand };

/** `placeOrder`'s `card`: a saved card's id and token, or a new card's token and brand. */
export function cardPaymentInput(choice: CardChoice, installments: number): CardPaymentInput {
  return choice.kind === 'saved'
    ? { savedCardId: choice.id, token: choice.token, installments }
    : { token: choice.token, brand: choice.brand, installments };
}

/** The installments to keep chosen in a new plan: the same count if offered, else 1x. */
export function keptInstallments(plan: readonly { readonly count: number }[], chosen: number) {
  if (plan.some((option) => option.count === chosen)) return chosen;
  return plan[0]?.count ?? 1;
}

/**
 * What a failed `placeOrder` means for the next attempt:
 * - `declined`: the provider refused the card; the pedido was cancelled, so the next attempt is
 *   another order (a new idempotency key) and the card number and CVV (a saved card's CVV) are
 *   typed again;
 * - `unavailable`: the provider did not answer; the same request again (the same key, the same
 *   token) never charges twice;
 * - `card-expired`: the new card's token was spent or expired: the card is typed again;
 * - `other`: anything else, said as the API says it.
 */
export type PaymentFailureKind = 'declined' | 'unavailable' | 'card-expired' | 'other';

export interface PaymentFailure {
  readonly kind: PaymentFailureKind;
  readonly message: string;
}

const DECLINED = 'Pagamento recusado';

function namesCardToken(error: ApiError): boolean {
  return error.errors.some((entry) => {
    const fields = entry.extensions?.['fields'];
    return (
      Array.isArray(fields) &&
      fields.some((field) => (field as { field?: unknown } | null)?.field === 'card.token')
    );
  });
}

export function paymentFailure(error: unknown): PaymentFailure {
  const message = describeApiError(error);
  if (!(error instanceof ApiError) || error.kind !== 'graphql') return { kind: 'other', message };
  switch (error.code) {
    case 'PAYMENT_DECLINED':
      return {
        kind: 'declined',
        message: message.startsWith(DECLINED) ? message : `${DECLINED}: ${message}`,
      };
    case 'PAYMENT_UNAVAILABLE':
      return { kind: 'unavailable', message };
    case 'BAD_USER_INPUT':
      return { kind: namesCardToken(error) ? 'card-expired' : 'other', message };
    default:
      return { kind: 'other', message };
  }
}
