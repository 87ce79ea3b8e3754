import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ALLOWANCE, readTimeAllowance } from './time-allowance.ts';

describe('TEST_TIME_ALLOWANCE', () => {
  it('defaults to twice a quiet machine when unset or blank', () => {
    expect(DEFAULT_TIME_ALLOWANCE).toBe(2);
    expect(readTimeAllowance(undefined)).toBe(2);
    expect(readTimeAllowance('  ')).toBe(2);
  });

  it('takes a factor from 1 to 20, fractions included', () => {
    expect(readTimeAllowance('1')).toBe(1);
    expect(readTimeAllowance('3.5')).toBe(3.5);
    expect(readTimeAllowance('20')).toBe(20);
  });

  it('refuses what is not such a factor instead of ignoring it', () => {
    for (const value of ['0', '0.5', '21', 'dois', '-2', 'Infinity']) {
      expect(() => readTimeAllowance(value), value).toThrow(
        `TEST_TIME_ALLOWANCE must be a number from 1 to 20, not "${value}".`,
      );
    }
  });
});
