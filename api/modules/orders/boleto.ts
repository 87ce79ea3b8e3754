/**
 * The linha digitável of a boleto (cobrança bancária, 47 digits), written by hand because no
 * well-kept npm package generates one for a given amount and due date (`@brazilian-utils`
 * only validates them and makes random ones). The rules, from the FEBRABAN layout:
 *
 * - Bar code (44 digits): bank (3) + currency `9` (1) + general check digit (1) + due date
 *   factor (4) + amount in cents (10) + free field (25).
 * - General check digit: modulus 11 over the other 43 digits, weights 2 to 9 repeating from
 *   the right; 11 minus the remainder, and 1 when that is 0, 10 or 11.
 * - Due date factor: days since 1997-10-07, which reached 9999 on 2025-02-21 and restarted at
 *   1000 on 2025-02-22.
 * - Linha digitável: field 1 = bank + currency + free field 1-5, field 2 = free field 6-15,
 *   field 3 = free field 16-25, each followed by its modulus 10 digit (weights 2 and 1 from
 *   the right, two-digit products added digit by digit, 10 minus the remainder, 0 for 10);
 *   field 4 = the general check digit; field 5 = factor + amount.
 * - Free field: Banco do Brasil's layout for a 7-digit agreement (convênio): six zeros +
 *   convênio + 10-digit "nosso número" complement (the request id) + carteira `17`.
 */

/** The issuing bank (Banco do Brasil) and the demo agreement number. */
const BANK = '001';
const CURRENCY = '9';
const AGREEMENT = '1234567';
const WALLET = '17';

const DAY = 24 * 60 * 60 * 1000;
/** The day the due date factor restarted at 1000. */
const FACTOR_RESTART = Date.UTC(2025, 1, 22);

export function modulus10(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((digit, i) => {
    const product = Number(digit) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  });
  return (10 - (sum % 10)) % 10;
}

export function modulus11(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((digit, i) => {
    sum += Number(digit) * (2 + (i % 8));
  });
  const check = 11 - (sum % 11);
  return check === 0 || check === 10 || check === 11 ? 1 : check;
}

/** The factor of a due date given as a UTC midnight (the calendar day). */
export function dueDateFactor(dueDay: number): number {
  return 1000 + Math.round((dueDay - FACTOR_RESTART) / DAY);
}

export interface Boleto {
  readonly barcode: string;
  readonly digitableLine: string;
}

/** Bar code and linha digitável for `amount` reais due on `dueDay` (UTC midnight) for request `requestId`. */
export function boletoFor(requestId: string, amount: number, dueDay: number): Boleto {
  const factor = String(dueDateFactor(dueDay)).padStart(4, '0');
  const cents = String(Math.round(amount * 100)).padStart(10, '0');
  const free = `000000${AGREEMENT}${requestId.padStart(10, '0')}${WALLET}`;
  const withoutCheck = `${BANK}${CURRENCY}${factor}${cents}${free}`;
  const general = modulus11(withoutCheck);
  const barcode = `${BANK}${CURRENCY}${general}${factor}${cents}${free}`;
  const field = (part: string) => `${part}${modulus10(part)}`;
  const digitableLine =
    field(`${BANK}${CURRENCY}${free.slice(0, 5)}`) +
    field(free.slice(5, 15)) +
    field(free.slice(15, 25)) +
    String(general) +
    factor +
    cents;
  return { barcode, digitableLine };
}
