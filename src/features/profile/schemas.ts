/**
 * The profile forms' rules, in pt-BR, as zod (mini) schemas for react-hook-form. They mirror the
 * API's checks (the SDL's UpdateCustomerInput and AddCreditCardInput); name, e-mail and CPF
 * are the registration's own rules. Optional fields may be left empty: the API clears them.
 */
import { isValidCep } from '@brazilian-utils/brazilian-utils/is-valid-cep';
import { isValidCreditCard } from '@brazilian-utils/brazilian-utils/is-valid-credit-card';
import { z } from '~/lib/zod';
import { registerSchema } from '~/features/session/validation';
import { digitsOf, isValidPhoneInput } from '~/lib/validation';
import { isStateCode } from './states.ts';

const { name, email, cpf } = registerSchema.shape;

/** Free text of at most `max` characters; empty clears it. */
function optionalText(label: string, max: number) {
  return z
    .string()
    .check(
      z.trim(),
      z.maxLength(max, `${label} deve ter no máximo ${max.toLocaleString('pt-BR')} caracteres.`),
    );
}

/** Empty, or a value `isValid` accepts (kept as digits only). */
function optionalDigits(isValid: (value: string) => boolean, message: string) {
  return z.pipe(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || isValid(value), message),
    ),
    z.transform(digitsOf),
  );
}

const RG = /^[0-9A-Za-z./ -]{4,20}$/;

/** Only checked by the API (and only sent when the e-mail or the CPF changes). */
const currentPassword = z.optional(z.string());

export const personalSchema = z.strictObject({
  name,
  rg: z.string().check(
    z.trim(),
    z.refine(
      (value) => value === '' || (RG.test(value) && /\d/.test(value)),
      'RG inválido: use de 4 a 20 caracteres entre dígitos, letras, pontos e hífens.',
    ),
  ),
  cpf,
  currentPassword,
});

export const contactSchema = z.strictObject({
  email,
  currentPassword,
  phone: optionalDigits(
    isValidPhoneInput,
    'Telefone inválido: informe DDD e número, com 10 ou 11 dígitos.',
  ),
});

export const addressSchema = z.strictObject({
  address: optionalText('O endereço', 200),
  cep: optionalDigits(
    (value) => digitsOf(value).length === 8 && isValidCep(value),
    'CEP inválido: informe os 8 dígitos, como 01310-100.',
  ),
  city: optionalText('A cidade', 100),
  state: z
    .string()
    .check(z.refine((value) => value === '' || isStateCode(value), 'Escolha um estado da lista.')),
  country: optionalText('O país', 60),
});

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
      holderName: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'Informe o nome impresso no cartão.'),
          z.maxLength(100, 'O nome deve ter no máximo 100 caracteres.'),
          z.regex(/^[\p{L} .'-]{2,}$/u, 'Use o nome como impresso no cartão: letras e espaços.'),
        ),
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

export type PersonalInput = z.input<typeof personalSchema>;
export type ContactInput = z.input<typeof contactSchema>;
export type AddressInput = z.input<typeof addressSchema>;
export type CardInput = z.input<ReturnType<typeof cardSchema>>;
export type CardValues = z.output<ReturnType<typeof cardSchema>>;
