import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney } from './format.ts';

describe('formatDateTime', () => {
  it('shows a timestamp as DD/MM/YYYY HH:mm:ss in São Paulo time', () => {
    expect(formatDateTime(Date.UTC(2024, 4, 17, 15, 4, 5))).toBe('17/05/2024 12:04:05');
  });

  it('keeps the São Paulo day when UTC has already passed midnight', () => {
    // 02:30 UTC on 1 January is still 31 December, 23:30, in São Paulo (UTC-3).
    expect(formatDateTime(Date.UTC(2024, 0, 1, 2, 30, 0))).toBe('31/12/2023 23:30:00');
  });

  it('pads single-digit fields with zeros', () => {
    expect(formatDateTime(Date.UTC(2025, 2, 4, 10, 7, 9))).toBe('04/03/2025 07:07:09');
  });

  it('applies the daylight saving time São Paulo had before 2019', () => {
    // January 2018 was summer time there (UTC-2).
    expect(formatDateTime(Date.UTC(2018, 0, 15, 12, 0, 0))).toBe('15/01/2018 10:00:00');
  });

  it('gives an empty string for a value that is not a timestamp', () => {
    expect(formatDateTime(Number.NaN)).toBe('');
  });
});

describe('formatDate', () => {
  it('shows only the São Paulo date, across the UTC midnight too', () => {
    expect(formatDate(Date.UTC(2024, 0, 1, 2, 30, 0))).toBe('31/12/2023');
    expect(formatDate(Date.UTC(2024, 0, 1, 3, 0, 0))).toBe('01/01/2024');
  });

  it('gives an empty string for a value that is not a timestamp', () => {
    expect(formatDate(Number.POSITIVE_INFINITY)).toBe('');
  });
});

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
