import { describe, expect, it } from 'vitest';
import { installmentsLabel, pixPriceLabel } from './payment-labels.ts';

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
