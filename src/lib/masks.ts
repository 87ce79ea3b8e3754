/**
 * Input masks applied as the customer types (`000.000.000-00`, `(00) 00000-0000`), keeping
 * the caret after the same digit it followed, so editing in the middle works, and making
 * Backspace/Delete next to a mask character remove the digit beyond it (else the mask would
 * put the character straight back and the key would seem dead).
 */
import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { formatPhone } from '@brazilian-utils/brazilian-utils/format-phone';
import { digitsOf } from '../../contract/validation.ts';

export type Mask = (value: string) => string;

export const maskCpf: Mask = (value) => formatCpf(digitsOf(value).slice(0, 11));

/** Landlines read `(11) 3000-0000`; 11 digits read as a mobile `(11) 98765-4321`. */
export const maskPhone: Mask = (value) => {
  const digits = digitsOf(value).slice(0, 11);
  return digits === '' ? '' : formatPhone(digits, { mask: 'nanp' });
};

/** The caret position in `masked` right after its `digitCount`-th digit. */
export function caretAfterDigits(masked: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (/\d/.test(masked.charAt(index))) seen += 1;
    if (seen === digitCount) return index + 1;
  }
  return masked.length;
}

export interface MaskEdit {
  /** The input's value after the browser applied the keystroke. */
  readonly value: string;
  /** The caret after the keystroke. */
  readonly caret: number;
  /** The value before the keystroke. */
  readonly previous: string;
  /** `InputEvent.inputType`, e.g. `deleteContentBackward` for Backspace. */
  readonly inputType?: string;
}

/** The masked value and caret for one edit of a masked field. */
export function maskEdit(mask: Mask, edit: MaskEdit): { value: string; caret: number } {
  let digits = digitsOf(edit.value);
  let digitsBeforeCaret = digitsOf(edit.value.slice(0, edit.caret)).length;
  const removedOnlyMaskCharacters =
    edit.value.length < edit.previous.length && digits === digitsOf(edit.previous);
  if (removedOnlyMaskCharacters && edit.inputType === 'deleteContentBackward') {
    if (digitsBeforeCaret > 0) {
      digits = digits.slice(0, digitsBeforeCaret - 1) + digits.slice(digitsBeforeCaret);
      digitsBeforeCaret -= 1;
    }
  } else if (removedOnlyMaskCharacters && edit.inputType === 'deleteContentForward') {
    digits = digits.slice(0, digitsBeforeCaret) + digits.slice(digitsBeforeCaret + 1);
  }
  const value = mask(digits);
  return { value, caret: caretAfterDigits(value, Math.min(digitsBeforeCaret, digits.length)) };
}
