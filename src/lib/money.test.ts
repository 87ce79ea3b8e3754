import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('formats reais with a non-breaking space, comma decimals and dot thousands', () => {
    expect(formatMoney(100)).toBe('R$\u00a0100,00');
    expect(formatMoney(1234.5)).toBe('R$\u00a01.234,50');
    expect(formatMoney(0)).toBe('R$\u00a00,00');
  });

  it('rounds to centavos', () => {
    expect(formatMoney(149.999)).toBe('R$\u00a0150,00');
  });

  it('puts the minus sign before the currency symbol', () => {
    expect(formatMoney(-12.3)).toBe('-R$\u00a012,30');
  });
});
