/**
 * Checks of Brazilian inputs as a customer types them (masked or not), shared by every form
 * that asks for a CPF or a phone: the API applies the same rules with the same library.
 */
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { isValidPhone } from '@brazilian-utils/brazilian-utils/is-valid-phone';

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** A CPF as typed (masked or not) whose 11 digits pass the check-digit rule. */
export function isValidCpfInput(value: string): boolean {
  return digitsOf(value).length === 11 && isValidCpf(value);
}

/** A Brazilian phone with area code: 10 digits (landline) or 11 (mobile), as typed. */
export function isValidPhoneInput(value: string): boolean {
  const digits = digitsOf(value);
  return (digits.length === 10 || digits.length === 11) && isValidPhone(digits);
}
