import { describe, expect, it } from 'vitest';
import {
  installmentOptionLabel,
  installmentOptionSentence,
  installmentsLabel,
  pixPriceLabel,
} from './payment-labels.ts';

describe('payment labels', () => {
  it('say the installments and the Pix price in reais', () => {
    expect(installmentsLabel({ count: 5, amount: 20 })).toBe(
      'em até 5x de R$\u00a020,00 sem juros',
    );
    expect(installmentsLabel({ count: 10, amount: 123.45 })).toBe(
      'em até 10x de R$\u00a0123,45 sem juros',
    );
    expect(pixPriceLabel(1234.5)).toBe('R$\u00a01.234,50 no Pix');
  });
});

describe('installmentOptionLabel', () => {
  it('says one installment with its value and no interest', () => {
    expect(installmentOptionLabel({ count: 1, amount: 100, firstAmount: 100, total: 100 })).toBe(
      '1x de R$\u00a0100,00 sem juros',
    );
  });

  it('says the number, the value of each, no interest and the total', () => {
    expect(installmentOptionLabel({ count: 2, amount: 50, firstAmount: 50, total: 100 })).toBe(
      '2x de R$\u00a050,00 sem juros (total R$\u00a0100,00)',
    );
  });

  it('says the first installment when it carries the leftover cents', () => {
    expect(
      installmentOptionLabel({ count: 3, amount: 33.33, firstAmount: 33.34, total: 100 }),
    ).toBe('3x de R$\u00a033,33 sem juros (1ª de R$\u00a033,34, total R$\u00a0100,00)');
  });

  it('compares amounts in cents, not as floats', () => {
    expect(
      installmentOptionLabel({
        count: 10,
        amount: 11.68,
        firstAmount: 11.680000000001,
        total: 116.8,
      }),
    ).toBe('10x de R$\u00a011,68 sem juros (total R$\u00a0116,80)');
  });
});

describe('installmentOptionSentence', () => {
  it('says the chosen installments in full, the first one apart when it differs', () => {
    expect(installmentOptionSentence({ count: 1, amount: 100, firstAmount: 100, total: 100 })).toBe(
      'À vista: R$\u00a0100,00 no cartão, sem juros.',
    );
    expect(installmentOptionSentence({ count: 2, amount: 50, firstAmount: 50, total: 100 })).toBe(
      '2 parcelas de R$\u00a050,00 sem juros, total R$\u00a0100,00.',
    );
    expect(
      installmentOptionSentence({ count: 3, amount: 33.33, firstAmount: 33.34, total: 100 }),
    ).toBe(
      '3 parcelas sem juros: a 1ª de R$\u00a033,34 e 2 de R$\u00a033,33, total R$\u00a0100,00.',
    );
  });
});
