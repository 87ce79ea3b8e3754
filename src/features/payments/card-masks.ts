/**
 * The mask of the profile's own field, for the masked `FormField` (the CPF and phone masks
 * live in `src/lib/masks.ts`, the CEP's in `src/lib/cep/`): a card number grouped as typed.
 */
import type { Mask } from '~/lib/masks';
import { digitsOf } from '../../../contract/validation.ts';

/** Card numbers have 12 to 19 digits. */
export const CARD_NUMBER_MAX_DIGITS = 19;
/** American Express numbers (34…, 37…) have 15 digits, printed 4-6-5. */
const AMEX = /^3[47]/;

/** `4111 1111 1111 1111`; American Express as `3782 822463 10005`. */
export const maskCardNumber: Mask = (value) => {
  const digits = digitsOf(value);
  if (AMEX.test(digits)) {
    const amex = digits.slice(0, 15);
    return [amex.slice(0, 4), amex.slice(4, 10), amex.slice(10)].filter(Boolean).join(' ');
  }
  return (digits.slice(0, CARD_NUMBER_MAX_DIGITS).match(/\d{1,4}/g) ?? []).join(' ');
};
