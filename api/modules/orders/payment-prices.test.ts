import { describe, expect, it } from 'vitest';
import { installmentsOf, pixDiscountCents } from './payment-prices.ts';

const TERMS = { max: 10, minimumCents: 2000 };

describe('installmentsOf', () => {
  it.each([
    [10_000, 5, 2000], // R$ 100,00: 5x R$ 20,00
    [10_100, 5, 2020], // R$ 101,00: a sixth would be R$ 16,83
    [39_999, 10, 3999], // R$ 399,99: at most 10, the first takes the cent left over
    [400_000, 10, 40_000],
    [3_999, 1, 3_999], // below two installments of R$ 20,00
    [1_500, 1, 1_500], // below even one: 1x
  ])('splits %i cents into %ix of %i cents', (price, count, amount) => {
    expect(installmentsOf(price, TERMS)).toEqual({ count, amountCents: amount });
  });

  it('keeps each installment at least the minimum whenever there is more than one', () => {
    for (let price = 100; price <= 100_000; price += 97) {
      const { count, amountCents } = installmentsOf(price, TERMS);
      if (count > 1) expect(amountCents).toBeGreaterThanOrEqual(TERMS.minimumCents);
      expect(amountCents * count).toBeLessThanOrEqual(price);
      expect(price - amountCents * count).toBeLessThan(count);
    }
  });
});

describe('pixDiscountCents', () => {
  it('takes the percentage off, rounded to the cent', () => {
    expect(pixDiscountCents(10_000, 5)).toBe(500);
    expect(pixDiscountCents(10_100, 5)).toBe(505);
    expect(pixDiscountCents(14_990, 5)).toBe(750); // 749.5 rounds up
    expect(pixDiscountCents(14_990, 0)).toBe(0);
  });
});
