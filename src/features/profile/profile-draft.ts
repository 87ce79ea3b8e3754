/**
 * What a profile form held when the API refused the session during a save: kept in the tab's
 * session storage so the form shows it again after the customer logs in. Passwords are never
 * kept.
 */
import { clearDraft, draftKey, draftStorage, readDraft, writeDraft } from '~/features/editor/draft';

function keyOf(form: string): string {
  return draftKey('perfil', form);
}

function isSecret(field: string): boolean {
  return /password/i.test(field);
}

/** Keeps `values` of the form named `form`, without its password fields. */
export function keepProfileDraft(form: string, values: Readonly<Record<string, unknown>>): void {
  const kept = Object.fromEntries(
    Object.entries(values).filter(
      ([field, value]) => !isSecret(field) && typeof value === 'string',
    ),
  );
  writeDraft(draftStorage(), keyOf(form), JSON.stringify(kept));
}

/** `values` with what was kept of the form named `form` over them (only fields it has). */
export function withProfileDraft<T extends object>(form: string, values: T): T {
  const stored = readDraft(draftStorage(), keyOf(form));
  if (stored === '') return values;
  let kept: unknown;
  try {
    kept = JSON.parse(stored);
  } catch {
    return values;
  }
  if (typeof kept !== 'object' || kept === null) return values;
  const restored = { ...values } as Record<string, unknown>;
  for (const [field, value] of Object.entries(kept)) {
    if (field in values && !isSecret(field) && typeof value === 'string') restored[field] = value;
  }
  return restored as T;
}

/** Forgets what was kept of the form named `form` (it was saved). */
export function dropProfileDraft(form: string): void {
  clearDraft(draftStorage(), keyOf(form));
}
