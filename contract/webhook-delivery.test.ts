import { describe, expect, it } from 'vitest';
import {
  freshnessProblem,
  isDeliveryId,
  MAX_AGE_MS,
  MAX_CLOCK_SKEW_MS,
  parseUtcTimestamp,
} from './webhook-delivery.ts';

describe('parseUtcTimestamp', () => {
  it('reads ISO 8601 date and time in UTC', () => {
    expect(parseUtcTimestamp('2026-11-23T12:00:05.123Z')).toBe(
      Date.UTC(2026, 10, 23, 12, 0, 5, 123),
    );
    expect(parseUtcTimestamp('2026-11-23T12:00:05Z')).toBe(Date.UTC(2026, 10, 23, 12, 0, 5));
    expect(parseUtcTimestamp('2026-11-23T12:00:05+00:00')).toBe(Date.UTC(2026, 10, 23, 12, 0, 5));
  });

  it.each([
    '2026-11-23T09:00:05-03:00',
    '2026-11-23T12:00:05',
    '2026-11-23',
    '2026-02-30T12:00:00Z',
    '2026-11-23T24:00:00Z',
    ' 2026-11-23T12:00:05Z',
    1_700_000_000_000,
    null,
  ])('refuses %j', (value) => {
    expect(parseUtcTimestamp(value)).toBeNull();
  });
});

describe('isDeliveryId', () => {
  it('accepts a UUID and refuses what is too short, too long or not plain', () => {
    expect(isDeliveryId(crypto.randomUUID())).toBe(true);
    expect(isDeliveryId('abc_DEF-12')).toBe(true);
    for (const value of [
      '1234567',
      'x'.repeat(101),
      'a b c d e f',
      'caf\u00e9-caf\u00e9',
      12345678,
      undefined,
    ]) {
      expect(isDeliveryId(value), String(value)).toBe(false);
    }
  });
});

describe('freshnessProblem', () => {
  const now = Date.UTC(2026, 10, 23, 12);
  it('accepts the window and refuses either side of it', () => {
    expect(freshnessProblem(now, now)).toBeNull();
    expect(freshnessProblem(now - MAX_AGE_MS + 1, now)).toBeNull();
    expect(freshnessProblem(now + MAX_CLOCK_SKEW_MS, now)).toBeNull();
    expect(freshnessProblem(now - MAX_AGE_MS, now)).toMatch(/^Aviso vencido/);
    expect(freshnessProblem(now + MAX_CLOCK_SKEW_MS + 1, now)).toMatch(/^Aviso do futuro/);
  });
});
