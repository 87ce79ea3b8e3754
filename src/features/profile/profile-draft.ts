/**
 * What a profile form held when the API refused the session during a save: kept in the tab's
 * session storage so the form shows it again after the customer logs in. Passwords are never
 * kept.
 */
import { fieldsDraft } from '~/lib/form-draft';

/** Keeps `values` of the form named `form`, without its password fields. */
export function keepProfileDraft(form: string, values: Readonly<Record<string, unknown>>): void {
  fieldsDraft('perfil', form).keep(values);
}

/** `values` with what was kept of the form named `form` over them (only fields it has). */
export function withProfileDraft<T extends object>(form: string, values: T): T {
  return fieldsDraft('perfil', form).over(values);
}

/** Forgets what was kept of the form named `form` (it was saved). */
export function dropProfileDraft(form: string): void {
  fieldsDraft('perfil', form).drop();
}
