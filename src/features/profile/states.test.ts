import { describe, expect, it } from 'vitest';
import { STATE_OPTIONS, isStateCode } from './states.ts';

describe('STATE_OPTIONS', () => {
  it('lists the 27 UFs by name, with their codes', () => {
    expect(STATE_OPTIONS).toHaveLength(27);
    expect(STATE_OPTIONS[0]).toEqual({ code: 'AC', name: 'Acre' });
    expect(STATE_OPTIONS.at(-1)).toEqual({ code: 'TO', name: 'Tocantins' });
    expect(STATE_OPTIONS.map((state) => state.name)).toContain('São Paulo');
    expect(new Set(STATE_OPTIONS.map((state) => state.code)).size).toBe(27);
  });
});

describe('isStateCode', () => {
  it('accepts UF codes only', () => {
    expect(isStateCode('SP')).toBe(true);
    expect(isStateCode('DF')).toBe(true);
    expect(isStateCode('sp')).toBe(false);
    expect(isStateCode('XX')).toBe(false);
  });
});
