/**
 * Correios' postage authorization number (the e-ticket of Logística Reversa): eight digits and a
 * check digit, nine in all (e.g. `194848820`). The check digit weighs the eight digits by
 * 8, 6, 4, 2, 3, 5, 9, 7 and takes the sum modulo 11: a remainder of 0 gives 5, of 1 gives 0, any
 * other r gives 11 − r.
 */
const WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;

/** The check digit of an eight-digit e-ticket number. */
export function eTicketCheckDigit(number: string): string {
  if (!/^\d{8}$/.test(number)) throw new Error(`an e-ticket number has 8 digits, got "${number}"`);
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(number[i]), 0);
  const remainder = sum % 11;
  if (remainder === 0) return '5';
  if (remainder === 1) return '0';
  return String(11 - remainder);
}

/** Whether `code` is nine digits whose last is the check digit of the first eight. */
export function isETicket(code: string): boolean {
  return /^\d{9}$/.test(code) && eTicketCheckDigit(code.slice(0, 8)) === code.slice(8);
}
