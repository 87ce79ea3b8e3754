/**
 * `Senha atual`, asked only while the form changes what identifies the account (e-mail or
 * CPF): the API refuses such a change without it, so a stolen session cannot move the account
 * to another owner.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '~/components/form/FormField';

export function CurrentPasswordField({
  registration,
  error,
}: {
  readonly registration: UseFormRegisterReturn;
  readonly error: string | undefined;
}) {
  return (
    <FormField
      label="Senha atual"
      type="password"
      autoComplete="current-password"
      hint="Para trocar o e-mail ou o CPF, confirme com a senha que você usa para entrar."
      registration={registration}
      error={error}
    />
  );
}

/** The input to send: `currentPassword` only when an identifying field changed. */
export function withCurrentPassword<T extends { currentPassword?: string | undefined }>(
  values: T,
  changesIdentity: boolean,
): Omit<T, 'currentPassword'> & { currentPassword?: string } {
  const { currentPassword, ...rest } = values;
  return changesIdentity ? { ...rest, currentPassword: currentPassword ?? '' } : rest;
}
