import { describe, expect, it } from 'vitest';
import { deliveryDays, freightOptionLabel, promiseProgress } from './freight-text.ts';

describe('freight text', () => {
  it('says the delivery time in business days', () => {
    expect(deliveryDays(1)).toBe('1 dia útil');
    expect(deliveryDays(5)).toBe('5 dias úteis');
  });

  it('names an option with its price, or free', () => {
    expect(freightOptionLabel({ name: 'PAC', price: 26, deliveryDays: 5 })).toBe(
      'PAC: R$\u00a026,00, em até 5 dias úteis',
    );
    expect(freightOptionLabel({ name: 'SEDEX', price: 0, deliveryDays: 2 })).toBe(
      'SEDEX: grátis, em até 2 dias úteis',
    );
  });

  it('says what is missing for free freight, or for the discount where that is the promise', () => {
    expect(promiseProgress({ missing: 199, freightDiscountPercent: 100 })).toBe(
      'Faltam R$\u00a0199,00 para frete grátis',
    );
    expect(promiseProgress({ missing: 0.5, freightDiscountPercent: 50 })).toBe(
      'Faltam R$\u00a00,50 para 50% de desconto no frete',
    );
    expect(promiseProgress({ missing: 0, freightDiscountPercent: 100 })).toBeNull();
  });
});
