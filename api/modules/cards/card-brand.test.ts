import { describe, expect, it } from 'vitest';
import { cardBrand } from './card-brand.ts';

describe('cardBrand', () => {
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
  ])('%s is %s', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });
});
