/**
 * The session forms' rules, in pt-BR, as zod schemas for react-hook-form. They mirror the
 * API's own checks (the SDL's RegisterCustomerInput) with the same library, so what passes
 * here passes there; the API stays the judge (e-mail or CPF already registered).
 * The schemas are strict: a field the API does not know (the captcha widget's response
 * field, say) is an error, not something silently sent along. `zod/mini`: the same checks as
 * classic zod at a fraction of the bundle (the forms' pages load these schemas).
 */
import { isValidEmail } from '@brazilian-utils/brazilian-utils/is-valid-email';
import { digitsOf, isValidCpfInput, isValidPhoneInput } from '~/lib/validation';
import { z } from '~/lib/zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The password rules, shown beside the field before submission and checked on submit. */
export const PASSWORD_RULES = [
  {
    id: 'length',
    label: `Pelo menos ${PASSWORD_MIN_LENGTH} caracteres`,
    test: (value: string) => value.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'letter', label: 'Pelo menos uma letra', test: (value: string) => /\p{L}/u.test(value) },
  { id: 'digit', label: 'Pelo menos um número', test: (value: string) => /\d/.test(value) },
] as const;

const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Informe o e-mail.'),
    z.maxLength(254, 'E-mail longo demais.'),
    z.refine(isValidEmail, 'Informe um e-mail válido, como nome@exemplo.com.br.'),
  );

const newPassword = z.string().check(
  z.minLength(1, 'Crie uma senha.'),
  z.maxLength(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`),
  z.refine(
    (value) => PASSWORD_RULES.every((rule) => rule.test(value)),
    `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres, com letras e números.`,
  ),
);

const confirmation = z.string().check(z.minLength(1, 'Repita a senha para confirmar.'));
const samePasswords = z.refine<{ password: string; confirmPassword: string }>(
  (data) => data.password === data.confirmPassword,
  { path: ['confirmPassword'], message: 'As senhas não conferem.' },
);
export const loginSchema = z.strictObject({
  email,
  password: z.string().check(z.minLength(1, 'Informe a senha.')),
});

/** A required value that `isValid` accepts as typed, kept as digits only. */
function requiredDigits(missing: string, isValid: (value: string) => boolean, invalid: string) {
  return z.pipe(
    z.string().check(z.trim(), z.minLength(1, missing), z.refine(isValid, invalid)),
    z.transform(digitsOf),
  );
}

export const PRIVACY_CONSENT_REQUIRED =
  'Para criar a conta, leia e aceite a Política de Privacidade.';

export const registerSchema = z
  .strictObject({
    name: z.string().check(
      z.trim(),
      z.minLength(1, 'Informe seu nome.'),
      z.minLength(2, 'O nome deve ter pelo menos 2 caracteres.'),
      z.maxLength(120, 'O nome deve ter no máximo 120 caracteres.'),
      z.refine((value) => /\p{L}/u.test(value), 'O nome deve conter letras.'),
    ),
    email,
    cpf: requiredDigits('Informe o CPF.', isValidCpfInput, 'CPF inválido: confira os 11 dígitos.'),
    phone: requiredDigits(
      'Informe o telefone.',
      isValidPhoneInput,
      'Telefone inválido: informe DDD e número, com 10 ou 11 dígitos.',
    ),
    password: newPassword,
    confirmPassword: confirmation,
    acceptPrivacyPolicy: z
      .boolean()
      .check(z.refine((accepted) => accepted, PRIVACY_CONSENT_REQUIRED)),
  })
  .check(samePasswords);

export const recoveryEmailSchema = z.strictObject({ email });

export const resetPasswordSchema = z
  .strictObject({
    code: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Informe o código que você recebeu.'),
        z.regex(/^\d{6}$/, 'O código tem 6 dígitos.'),
      ),
    password: newPassword,
    confirmPassword: confirmation,
  })
  .check(samePasswords);

export type LoginInput = z.input<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type RecoveryEmailInput = z.input<typeof recoveryEmailSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;
