// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CardGatewayError,
  tokenizeCard,
  tokenizeSavedCard,
} from '~/features/payments/card-gateway';
import { FormMessageError } from '~/lib/form-errors';
import type * as CardGateway from '~/features/payments/card-gateway';
import CardPayment from './CardPayment.tsx';
import type { CardPaymentHandle } from './CardPayment.tsx';
import { fetchCheckoutCards, fetchInstallmentPlan } from './checkout-api.ts';

vi.mock('./checkout-api.ts', () => ({
  fetchCheckoutCards: vi.fn(),
  fetchInstallmentPlan: vi.fn(),
}));
vi.mock('~/features/payments/card-gateway', async (importOriginal) => ({
  ...(await importOriginal<typeof CardGateway>()),
  tokenizeCard: vi.fn(),
  tokenizeSavedCard: vi.fn(),
}));

/** The API's plan of `total`: 1x up to 3x, the first installment taking the leftover cents. */
function planOf(total: number, most = 3) {
  return Array.from({ length: most }, (_, index) => {
    const count = index + 1;
    const amount = Math.floor((total * 100) / count) / 100;
    const firstAmount = Math.round((total - amount * (count - 1)) * 100) / 100;
    return { count, amount, firstAmount, total };
  });
}

beforeEach(() => {
  vi.mocked(fetchInstallmentPlan).mockImplementation(async (total) => planOf(total));
  vi.mocked(fetchCheckoutCards).mockResolvedValue([]);
  vi.mocked(tokenizeCard).mockResolvedValue({
    token: 'tok_1',
    brand: 'VISA',
    last4: '1111',
    holderName: 'CLIENTE EXEMPLO',
    expMonth: 12,
    expYear: 2031,
  });
  vi.mocked(tokenizeSavedCard).mockResolvedValue('tok_saved');
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function parcelas(): HTMLSelectElement {
  return screen.getByRole<HTMLSelectElement>('combobox', { name: 'Parcelas' });
}

function typeNewCard() {
  fireEvent.change(screen.getByRole('textbox', { name: 'Número do cartão' }), {
    target: { value: '4111 1111 1111 1111' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'Nome impresso no cartão' }), {
    target: { value: 'Cliente Exemplo' },
  });
  fireEvent.change(screen.getByRole('combobox', { name: 'Mês' }), { target: { value: '12' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Ano' }), {
    target: { value: String(new Date().getFullYear() + 2) },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'CVV' }), { target: { value: '123' } });
}

describe('CardPayment', () => {
  it('offers the Parcelas of the total as Decreto 5.903 wants them read', async () => {
    render(<CardPayment ref={createRef()} total={100} />);
    await waitFor(() => expect(parcelas().options).toHaveLength(3));
    expect([...parcelas().options].map((option) => option.text)).toEqual([
      '1x de R$\u00a0100,00 sem juros',
      '2x de R$\u00a050,00 sem juros (total R$\u00a0100,00)',
      '3x de R$\u00a033,33 sem juros (1ª de R$\u00a033,34, total R$\u00a0100,00)',
    ]);
    expect(fetchInstallmentPlan).toHaveBeenCalledWith(100, expect.any(AbortSignal));
  });

  it('asks the plan again when the total changes, keeping the count while offered', async () => {
    vi.mocked(fetchInstallmentPlan).mockImplementation(async (total) =>
      planOf(total, total > 50 ? 3 : 2),
    );
    const { rerender } = render(<CardPayment ref={createRef()} total={100} />);
    await waitFor(() => expect(parcelas().options).toHaveLength(3));
    fireEvent.change(parcelas(), { target: { value: '2' } });
    rerender(<CardPayment ref={createRef()} total={118} />);
    await waitFor(() => expect(parcelas().options[0]?.text).toContain('118,00'));
    expect(parcelas().value).toBe('2');
    fireEvent.change(parcelas(), { target: { value: '3' } });
    rerender(<CardPayment ref={createRef()} total={40} />);
    await waitFor(() => expect(parcelas().options).toHaveLength(2));
    expect(parcelas().value).toBe('1');
  });

  it('pays with a saved card by its id and a token of its CVV, never asking for its number', async () => {
    vi.mocked(fetchCheckoutCards).mockResolvedValue([
      { id: '7', providerCardId: '1700000000007', brand: 'VISA', last4: '1111' },
    ]);
    const ref = createRef<CardPaymentHandle>();
    render(<CardPayment ref={ref} total={100} />);
    expect(
      (await screen.findByRole<HTMLInputElement>('radio', { name: 'Visa final 1111' })).checked,
    ).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Número do cartão' })).toBeNull();
    await waitFor(() => expect(parcelas().options).toHaveLength(3));
    fireEvent.change(parcelas(), { target: { value: '3' } });
    // The whole choice under the select, which a phone may cut short.
    const said = parcelas().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(said)?.textContent).toBe(
      '3 parcelas sem juros: a 1ª de R$\u00a033,34 e 2 de R$\u00a033,33, total R$\u00a0100,00.',
    );
    // No CVV yet: the field says so, and nothing goes to the provider.
    let card: unknown;
    await act(async () => {
      card = await ref.current?.prepare();
    });
    expect(card).toBeNull();
    expect(await screen.findByText('Informe o CVV: os 3 dígitos no verso do cartão.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'CVV' }), { target: { value: '123' } });
    await act(async () => {
      card = await ref.current?.prepare();
    });
    expect(card).toEqual({ savedCardId: '7', token: 'tok_saved', installments: 3 });
    expect(tokenizeSavedCard).toHaveBeenCalledWith('1700000000007', '123');
    expect(tokenizeCard).not.toHaveBeenCalled();
    // After a decline the CVV is typed again.
    act(() => ref.current?.forgetSecrets());
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'CVV' }).value).toBe('');
  });

  it("asks an Amex's CVV as its four digits", async () => {
    vi.mocked(fetchCheckoutCards).mockResolvedValue([
      { id: '8', providerCardId: '1700000000008', brand: 'AMEX', last4: '0005' },
    ]);
    const ref = createRef<CardPaymentHandle>();
    render(<CardPayment ref={ref} total={100} />);
    await waitFor(() => expect(parcelas().options).toHaveLength(3));
    fireEvent.change(await screen.findByRole('textbox', { name: 'CVV' }), {
      target: { value: '123' },
    });
    let card: unknown;
    await act(async () => {
      card = await ref.current?.prepare();
    });
    expect(card).toBeNull();
    expect(
      await screen.findByText('CVV inválido: informe os 4 dígitos na frente do cartão.'),
    ).toBeTruthy();
  });

  it('tokenizes a new card at the provider and sends only its token, once per card', async () => {
    const ref = createRef<CardPaymentHandle>();
    render(<CardPayment ref={ref} total={100} />);
    await waitFor(() => expect(parcelas().options).toHaveLength(3));
    typeNewCard();
    let card: unknown;
    await act(async () => {
      card = await ref.current?.prepare();
    });
    expect(card).toEqual({ token: 'tok_1', brand: 'VISA', installments: 1 });
    expect(tokenizeCard).toHaveBeenCalledWith(
      expect.objectContaining({ number: '4111111111111111', cvv: '123' }),
    );
    // A retry of the same card (the provider did not answer) is the same request: same token.
    await act(async () => {
      card = await ref.current?.prepare();
    });
    expect(card).toEqual({ token: 'tok_1', brand: 'VISA', installments: 1 });
    expect(tokenizeCard).toHaveBeenCalledTimes(1);
  });

  it('forgets the number and CVV after a declined card, keeping the rest', async () => {
    const ref = createRef<CardPaymentHandle>();
    render(<CardPayment ref={ref} total={100} />);
    await waitFor(() => expect(parcelas().options).toHaveLength(3));
    typeNewCard();
    await act(async () => {
      await ref.current?.prepare();
    });
    act(() => ref.current?.forgetSecrets());
    const value = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name }).value;
    expect(value('Número do cartão')).toBe('');
    expect(value('CVV')).toBe('');
    expect(value('Nome impresso no cartão')).toBe('Cliente Exemplo');
    // Typed again, the card is tokenized again.
    typeNewCard();
    await act(async () => {
      await ref.current?.prepare();
    });
    expect(tokenizeCard).toHaveBeenCalledTimes(2);
  });

  it('says what to fix instead of tokenizing an incomplete card', async () => {
    const ref = createRef<CardPaymentHandle>();
    render(<CardPayment ref={ref} total={100} />);
    await waitFor(() => expect(parcelas().options).toHaveLength(3));
    let card: unknown = 'unset';
    await act(async () => {
      card = await ref.current?.prepare();
    });
    expect(card).toBeNull();
    expect(await screen.findByText('Informe o número do cartão.')).toBeTruthy();
    expect(tokenizeCard).not.toHaveBeenCalled();
  });

  it("says the provider's refusal under the field, as a message the checkout can show", async () => {
    vi.mocked(tokenizeCard).mockRejectedValue(
      new CardGatewayError('A operadora de pagamento recusou o cartão. CVV inválido.', [
        { name: 'cvv', message: 'CVV inválido: informe os 3 ou 4 dígitos do verso do cartão.' },
      ]),
    );
    const ref = createRef<CardPaymentHandle>();
    render(<CardPayment ref={ref} total={100} />);
    await waitFor(() => expect(parcelas().options).toHaveLength(3));
    typeNewCard();
    let failure: unknown;
    await act(async () => {
      failure = await ref.current?.prepare().catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(FormMessageError);
    expect((failure as Error).message).toBe(
      'A operadora de pagamento recusou o cartão. CVV inválido.',
    );
    expect(
      await screen.findByText('CVV inválido: informe os 3 ou 4 dígitos do verso do cartão.'),
    ).toBeTruthy();
  });
});
