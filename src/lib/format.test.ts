import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format.ts';

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
