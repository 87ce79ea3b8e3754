/**
 * A new card's fields in pt-BR, as a zod (mini) schema for react-hook-form: the painel's
 * `Adicionar cartão` and the checkout's new card share it; and a saved card's CVV. The number and
 * CVV are checked here and sent only to the payment provider's tokenization (card-gateway.ts).
 */
import { isValidCreditCard } from '@brazilian-utils/brazilian-utils/is-valid-credit-card';
import { securityCodeLength } from '../../../contract/card-brands.ts';
import type { CardBrand } from '../../../contract/card-brands.ts';
import { checkCardHolder, digitsOf } from '../../../contract/validation.ts';
import { checked } from '~/lib/validation';
import { z } from '~/lib/zod';

/** The month count of a date (year × 12 + month), to compare expiries by month. */
function monthIndex(year: number, month: number): number {
  return year * 12 + month;
}

/** A new card's fields; the expiry may be this month (`now`'s) or later. */
export function cardSchema(now: Date) {
  return z
    .strictObject({
      number: z.pipe(
        z
          .string()
          .check(
            z.trim(),
            z.minLength(1, 'Informe o número do cartão.'),
            z.refine(isValidCreditCard, 'Número do cartão inválido: confira os dígitos.'),
          ),
        z.transform(digitsOf),
      ),
      holderName: checked(checkCardHolder),
      expMonth: z.pipe(
        z.string().check(z.regex(/^(0?[1-9]|1[0-2])$/, 'Escolha o mês de validade.')),
        z.transform(Number),
      ),
      expYear: z.pipe(
        z.string().check(z.regex(/^\d{4}$/, 'Escolha o ano de validade.')),
        z.transform(Number),
      ),
      cvv: z
        .string()
        .check(
          z.trim(),
          z.regex(/^\d{3,4}$/, 'CVV inválido: informe os 3 ou 4 dígitos do verso do cartão.'),
        ),
    })
    .check(
      z.refine(
        ({ expMonth, expYear }) =>
          monthIndex(expYear, expMonth) >= monthIndex(now.getFullYear(), now.getMonth() + 1),
        {
          path: ['expYear'],
          message: 'Cartão vencido: escolha uma validade a partir deste mês.',
          // Only once month and year are valid: then they are the numbers compared above.
          when: ({ issues }) =>
            !issues.some(
              (issue) => issue.path?.[0] === 'expMonth' || issue.path?.[0] === 'expYear',
            ),
        },
      ),
    );
}

/** The years a new card's expiry may have: this year and the next `count - 1`. */
export function expiryYears(now: Date, count = 20): number[] {
  return Array.from({ length: count }, (_, index) => now.getFullYear() + index);
}

export type CardInput = z.input<ReturnType<typeof cardSchema>>;
export type CardValues = z.output<ReturnType<typeof cardSchema>>;

/**
 * What is wrong with a saved card's CVV, typed again for each payment: as many digits as its
 * brand's code has (four on an Amex's front, three on other cards' back). Null when it is fine.
 */
export function savedCardCvvProblem(cvv: string, brand: CardBrand): string | null {
  const length = securityCodeLength(brand);
  const where = brand === 'AMEX' ? 'na frente do cartão' : 'no verso do cartão';
  const typed = cvv.trim();
  if (typed === '') return `Informe o CVV: os ${length} dígitos ${where}.`;
  return new RegExp(`^\\d{${length}}$`).test(typed)
    ? null
    : `CVV inválido: informe os ${length} dígitos ${where}.`;
}
