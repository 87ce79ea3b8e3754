import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDayMonth, formatMoney, parsePrice, priceInput } from './format';

/** Intl separates the currency with a no-break space; a reader sees a space. */
const seen = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatMoney', () => {
  it('writes reais as a Brazilian reads them', () => {
    expect(seen(formatMoney(1234.5))).toBe('R$ 1.234,50');
    expect(seen(formatMoney(0))).toBe('R$ 0,00');
  });
});

describe('formatDayMonth', () => {
  it("shows the day and month of Brasília's calendar", () => {
    expect(formatDayMonth(Date.UTC(2026, 0, 15, 2, 30))).toBe('14/01');
    expect(formatDayMonth('2026-12-03T15:05:00Z')).toBe('03/12');
  });
});

describe('formatDateTime', () => {
  it("shows Brasília's date and time, from milliseconds or an ISO string", () => {
    // 02:30 UTC on the 15th is 23:30 of the 14th in Brasília.
    expect(formatDateTime(Date.UTC(2026, 0, 15, 2, 30))).toBe('14/01/2026, 23:30');
    expect(formatDateTime('2026-07-01T15:05:00Z')).toBe('01/07/2026, 12:05');
  });
});

describe('parsePrice', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['99,9', 99.9],
    ['100', 100],
    ['19,99', 19.99],
    ['0,07', 0.07],
    ['1.000', 1000],
    ['1.000.000,00', 1_000_000],
    ['R$ 12,50', 12.5],
    ['  7  ', 7],
  ])('reads %j as %d reais', (typed, reais) => {
    expect(parsePrice(typed)).toBe(reais);
  });

  it.each(['', 'abc', '12.5', '1,234', '12,', '-5', '1.23,00', '1 000', '12,5 reais'])(
    'refuses %j',
    (typed) => {
      expect(parsePrice(typed)).toBeNull();
    },
  );
});

describe('priceInput', () => {
  it('shows a price for editing with a decimal comma and no thousands', () => {
    expect(priceInput(1234.5)).toBe('1234,50');
    expect(priceInput(100)).toBe('100,00');
  });

  it('is read back as the same price', () => {
    for (const reais of [0.07, 19.99, 100, 1234.5, 999_999.99]) {
      expect(parsePrice(priceInput(reais))).toBe(reais);
    }
  });
});
