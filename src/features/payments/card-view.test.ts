import { describe, expect, it } from 'vitest';
import { brandLabel, cardName, expiryLabel, maskedCardNumber } from './card-view.ts';

describe('saved card labels', () => {
  it('names brands as people know them', () => {
    expect(brandLabel('VISA')).toBe('Visa');
    expect(brandLabel('AMEX')).toBe('American Express');
    expect(brandLabel('OTHER')).toBe('Cartão');
  });

  it('shows only the last four digits', () => {
    expect(maskedCardNumber('1111')).toBe('•••• 1111');
    expect(maskedCardNumber('4111111111111111')).toBe('•••• 1111');
    expect(cardName({ brand: 'MASTERCARD', last4: '4444' })).toBe('Mastercard final 4444');
  });

  it('writes the expiry as MM/AAAA', () => {
    expect(expiryLabel(8, 2029)).toBe('08/2029');
    expect(expiryLabel(12, 2030)).toBe('12/2030');
  });
});
