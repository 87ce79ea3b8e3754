/**
 * The CEP field's input, alike in every form that asks for one (the cart's freight, the
 * checkout's and the profile's addresses): formatted as `00000-000` while it is typed, a
 * numeric keypad on phones, and the browser's postal-code autofill.
 */
import { formatCep } from '@brazilian-utils/brazilian-utils/format-cep';
import type { Mask } from '~/lib/masks';
import { digitsOf } from '../../../contract/validation.ts';

export const maskCep: Mask = (value) => formatCep(digitsOf(value).slice(0, 8));

/** The `FormField` props of a CEP field (its label, registration and error aside). */
export const CEP_INPUT = {
  inputMode: 'numeric',
  autoComplete: 'postal-code',
  placeholder: '00000-000',
  maxLength: 9,
  mask: maskCep,
} as const;
