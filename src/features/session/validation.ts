/**
 * The session forms' rules, in pt-BR, as zod schemas for react-hook-form (the login form's,
 * two fields, are plain functions: login-rules.ts): the shared input
 * rules (contract/validation.ts), which the API applies with the same messages; the API stays
 * the judge of what only it knows (e-mail or CPF already registered).
 * The schemas are strict: a field the API does not know (the captcha widget's response
 * field, say) is an error, not something silently sent along. `zod/mini`: the same checks as
 * classic zod at a fraction of the bundle (the forms' pages load these schemas).
 */
import {
  checkCpf,
  checkEmail,
  checkName,
  checkPassword,
  checkPhone,
} from '../../../contract/validation.ts';
import { checked } from '~/lib/validation';
import { z } from '~/lib/zod';

const email = checked(checkEmail);
const newPassword = checked(checkPassword);
const confirmation = z.string().check(z.minLength(1, 'Repita a senha para confirmar.'));
const samePasswords = z.refine<{ password: string; confirmPassword: string }>(
  (data) => data.password === data.confirmPassword,
  { path: ['confirmPassword'], message: 'As senhas não conferem.' },
);
export const PRIVACY_CONSENT_REQUIRED =
  'Para criar a conta, leia e aceite a Política de Privacidade.';

export const registerSchema = z
  .strictObject({
    name: checked(checkName),
    email,
    cpf: checked(checkCpf),
    phone: checked(checkPhone),
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

export type RegisterInput = z.input<typeof registerSchema>;
export type RecoveryEmailInput = z.input<typeof recoveryEmailSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;
