/**
 * The login form's rules, in pt-BR: the e-mail as the API checks it (contract/validation.ts),
 * and a password that is there. Plain functions, not a zod schema: the login page then
 * downloads no schema library (the API stays the judge of the credentials themselves).
 */
import { checkEmail } from '../../../contract/validation.ts';
import type { FieldRule } from '~/components/form/use-checked-form';

export type LoginField = 'email' | 'password';

export interface LoginVariables {
  readonly email: string;
  readonly password: string;
}

export const PASSWORD_MISSING = 'Informe a senha.';

/** Each field's rule, in the form's order (the first wrong one takes the focus). */
export const LOGIN_RULES: Readonly<Record<LoginField, FieldRule>> = {
  email: (value) => {
    const outcome = checkEmail(value);
    return outcome.ok ? undefined : outcome.message;
  },
  password: (value) => (value.length === 0 ? PASSWORD_MISSING : undefined),
};

/**
 * `LoginCustomer`'s variables from the form's fields: the e-mail trimmed and in lower case.
 * Throws when a field is wrong or is none of the form's: a field the API does not know (the
 * captcha widget's response field, say) is never sent along.
 */
export function loginVariables(fields: Readonly<Record<string, string>>): LoginVariables {
  const unknown = Object.keys(fields).filter((name) => !Object.hasOwn(LOGIN_RULES, name));
  if (unknown.length > 0) throw new Error(`Not a login field: ${unknown.join(', ')}.`);
  const email = checkEmail(fields['email'] ?? '');
  if (!email.ok) throw new Error(email.message);
  const password = fields['password'] ?? '';
  const problem = LOGIN_RULES.password(password);
  if (problem !== undefined) throw new Error(problem);
  return { email: email.value, password };
}
