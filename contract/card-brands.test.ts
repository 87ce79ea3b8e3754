import { describe, expect, it } from 'vitest';
import { cardBrandOf } from './card-brands.ts';

describe('cardBrandOf', () => {
  it('names a known brand whatever its case', () => {
    expect(cardBrandOf('visa')).toBe('VISA');
    expect(cardBrandOf('Hipercard')).toBe('HIPERCARD');
  });

  it('calls anything else OTHER', () => {
    expect(cardBrandOf('maestro')).toBe('OTHER');
    expect(cardBrandOf(null)).toBe('OTHER');
    expect(cardBrandOf(42)).toBe('OTHER');
  });
});
