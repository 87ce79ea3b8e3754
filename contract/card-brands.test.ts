import { describe, expect, it } from 'vitest';
import { cardBrandOf, cardBrandOfBin } from './card-brands.ts';

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

describe('cardBrandOfBin', () => {
  it.each([
    ['4111111111111111', 'VISA'],
    ['5555555555554444', 'MASTERCARD'],
    ['2223003122003222', 'MASTERCARD'],
    ['378282246310005', 'AMEX'],
    ['36227206271667', 'DINERS'],
    ['6011111111111117', 'DISCOVER'],
    ['6362970000457013', 'ELO'],
    ['4389350000000000', 'ELO'],
    ['6062825624254001', 'HIPERCARD'],
    ['9999999999999995', 'OTHER'],
  ])('the number %s is %s', (digits, brand) => {
    expect(cardBrandOfBin(digits)).toBe(brand);
  });

  it.each([
    ['411111', 'VISA'],
    ['555555', 'MASTERCARD'],
    ['636297', 'ELO'],
    ['438935', 'ELO'],
    ['606282', 'HIPERCARD'],
    ['375365', 'AMEX'],
  ])('the first six digits %s are %s', (bin, brand) => {
    expect(cardBrandOfBin(bin)).toBe(brand);
  });

  it('calls too few digits, or anything but digits, OTHER', () => {
    expect(cardBrandOfBin('4111')).toBe('OTHER');
    expect(cardBrandOfBin('')).toBe('OTHER');
    expect(cardBrandOfBin('4111 1111 1111 1111')).toBe('OTHER');
  });
});
