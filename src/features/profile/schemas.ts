/**
 * The profile forms' rules, in pt-BR, as zod (mini) schemas for react-hook-form: the shared
 * input rules (contract/validation.ts), which the API applies to UpdateCustomerInput and
 * AddCreditCardInput with the same messages (the card's own rules: ~/features/payments/card-schema). Optional fields may be left empty: the API clears
 * them.
 */
import {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  COUNTRY_MAX_LENGTH,
} from '../../../contract/limits.ts';
import {
  checkCep,
  checkCpf,
  checkEmail,
  checkName,
  checkPhone,
  checkRg,
  checkText,
} from '../../../contract/validation.ts';
import { checked, checkedOrEmpty } from '~/lib/validation';
import { z } from '~/lib/zod';
import { isStateCode } from './states.ts';

/** Only checked by the API (and only sent when the e-mail or the CPF changes). */
const currentPassword = z.optional(z.string());

export const personalSchema = z.strictObject({
  name: checked(checkName),
  rg: checkedOrEmpty(checkRg),
  cpf: checked(checkCpf),
  currentPassword,
});

export const contactSchema = z.strictObject({
  email: checked(checkEmail),
  currentPassword,
  phone: checkedOrEmpty(checkPhone),
});

export const addressSchema = z.strictObject({
  address: checked(checkText('O endereço', ADDRESS_MAX_LENGTH)),
  cep: checkedOrEmpty(checkCep),
  city: checked(checkText('A cidade', CITY_MAX_LENGTH)),
  state: z
    .string()
    .check(z.refine((value) => value === '' || isStateCode(value), 'Escolha um estado da lista.')),
  country: checked(checkText('O país', COUNTRY_MAX_LENGTH)),
});

export type PersonalInput = z.input<typeof personalSchema>;
export type ContactInput = z.input<typeof contactSchema>;
export type AddressInput = z.input<typeof addressSchema>;
