import { describe, expect, it } from 'vitest';
import { installmentPlan, installmentsOf, offersInstallments } from './installments.ts';

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

describe('installmentPlan', () => {
  it("offers 1x up to the product page's count for the total, each adding up to the total", () => {
    const plan = installmentPlan(10_000, TERMS);
    expect(plan.map((option) => option.count)).toEqual([1, 2, 3, 4, 5]);
    expect(plan[0]).toEqual({
      count: 1,
      amountCents: 10_000,
      firstAmountCents: 10_000,
      totalCents: 10_000,
    });
    // R$ 100,00 in 3x: R$ 33,34 + R$ 33,33 + R$ 33,33.
    expect(plan[2]).toEqual({
      count: 3,
      amountCents: 3333,
      firstAmountCents: 3334,
      totalCents: 10_000,
    });
    expect(plan.at(-1)?.count).toBe(installmentsOf(10_000, TERMS).count);
  });

  it('never asks more or less than the total, nor an installment below the minimum', () => {
    for (let total = 100; total <= 300_000; total += 1_013) {
      const plan = installmentPlan(total, TERMS);
      expect(plan.length).toBe(installmentsOf(total, TERMS).count);
      for (const { count, amountCents, firstAmountCents, totalCents } of plan) {
        expect(totalCents).toBe(total);
        expect(firstAmountCents + amountCents * (count - 1)).toBe(total);
        expect(firstAmountCents - amountCents).toBeLessThan(count);
        if (count > 1) expect(amountCents).toBeGreaterThanOrEqual(TERMS.minimumCents);
      }
    }
  });

  it('offers only 1x below two minimum installments', () => {
    expect(installmentPlan(3_999, TERMS)).toEqual([
      { count: 1, amountCents: 3_999, firstAmountCents: 3_999, totalCents: 3_999 },
    ]);
  });
});

describe('offersInstallments', () => {
  it.each([
    [1, true],
    [5, true],
    [6, false],
    [0, false],
    [-1, false],
    [2.5, false],
    [Number.NaN, false],
  ])('%s installments of R$ 100,00: %s', (count, offered) => {
    expect(offersInstallments(count, 10_000, TERMS)).toBe(offered);
  });
});
