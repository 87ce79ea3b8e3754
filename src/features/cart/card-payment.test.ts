import { describe, expect, it } from 'vitest';
import { ApiError, graphQLErrorsToApiError } from '~/lib/api/errors';
import { cardPaymentInput, keptInstallments, paymentFailure } from './card-payment.ts';

describe('cardPaymentInput', () => {
  it('sends a saved card by its id and the token of its CVV, with the installments', () => {
    expect(cardPaymentInput({ kind: 'saved', id: '7', token: 'tok_cvv' }, 3)).toEqual({
      savedCardId: '7',
      token: 'tok_cvv',
      installments: 3,
    });
  });

  it("sends a new card as the provider's token and brand, never its number", () => {
    const input = cardPaymentInput({ kind: 'new', token: 'tok_abc', brand: 'VISA' }, 1);
    expect(input).toEqual({ token: 'tok_abc', brand: 'VISA', installments: 1 });
    expect(Object.keys(input)).not.toContain('number');
  });
});

describe('keptInstallments', () => {
  const plan = [{ count: 1 }, { count: 2 }, { count: 3 }];

  it('keeps the count chosen while the plan offers it', () => {
    expect(keptInstallments(plan, 3)).toBe(3);
  });

  it('falls back to 1x when the new total offers fewer installments', () => {
    expect(keptInstallments(plan, 5)).toBe(1);
    expect(keptInstallments([], 5)).toBe(1);
  });
});

function graphqlError(code: string, message: string, extensions: Record<string, unknown> = {}) {
  return graphQLErrorsToApiError([{ message, extensions: { code, ...extensions } }], 200);
}

describe('paymentFailure', () => {
  it("reads a declined card with the provider's reason", () => {
    expect(
      paymentFailure(
        graphqlError('PAYMENT_DECLINED', 'Pagamento recusado: Cartão recusado pelo emissor.'),
      ),
    ).toEqual({
      kind: 'declined',
      message: 'Pagamento recusado: Cartão recusado pelo emissor.',
    });
  });

  it('always says `Pagamento recusado` for a declined card', () => {
    expect(paymentFailure(graphqlError('PAYMENT_DECLINED', 'Saldo insuficiente.'))).toEqual({
      kind: 'declined',
      message: 'Pagamento recusado: Saldo insuficiente.',
    });
  });

  it('reads the provider not answering as retryable', () => {
    const message = 'O serviço de pagamentos não respondeu: tente de novo em instantes.';
    expect(paymentFailure(graphqlError('PAYMENT_UNAVAILABLE', message))).toEqual({
      kind: 'unavailable',
      message,
    });
  });

  it('reads a spent or expired token as the card to type again', () => {
    const message = 'Os dados do cartão expiraram: digite o cartão de novo.';
    expect(
      paymentFailure(
        graphqlError('BAD_USER_INPUT', message, { fields: [{ field: 'card.token', message }] }),
      ),
    ).toEqual({ kind: 'card-expired', message });
  });

  it('leaves anything else as the API or the client says it', () => {
    expect(paymentFailure(graphqlError('FORBIDDEN', 'Limite de pedidos.'))).toEqual({
      kind: 'other',
      message: 'Limite de pedidos.',
    });
    expect(paymentFailure(new ApiError('network', 'offline')).kind).toBe('other');
  });
});
