/** Correios tracking codes (UPU S10): their check and where the customer follows the parcel. */

/** Two letters, eight digits, a check digit, `BR`. */
const TRACKING_CODE = /^[A-Z]{2}(\d{8})(\d)BR$/;
const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];

/** Whether `code` has the S10 shape and its check digit (modulus 11 with weights 8 6 4 2 3 5 9 7). */
export function isTrackingCode(code: string): boolean {
  const match = TRACKING_CODE.exec(code);
  if (!match) return false;
  const [, serial = '', check = ''] = match;
  const remainder =
    [...serial].reduce((sum, digit, i) => sum + Number(digit) * (S10_WEIGHTS[i] ?? 0), 0) % 11;
  const expected = remainder === 0 ? 5 : remainder === 1 ? 0 : 11 - remainder;
  return Number(check) === expected;
}

/** The Correios page that follows the parcel of `code`. */
export function correiosTrackingUrl(code: string): string {
  return `https://rastreamento.correios.com.br/app/index.php?objetos=${encodeURIComponent(code)}`;
}
