import { describe, expect, it } from 'vitest';
import { pixDiscountCents } from './payment-prices.ts';

describe('pixDiscountCents', () => {
  it('takes the percentage off, rounded to the cent', () => {
    expect(pixDiscountCents(10_000, 5)).toBe(500);
    expect(pixDiscountCents(10_100, 5)).toBe(505);
    expect(pixDiscountCents(14_990, 5)).toBe(750); // 749.5 rounds up
    expect(pixDiscountCents(14_990, 0)).toBe(0);
  });
});
