/**
 * The forms' zod schemas of the shared input rules (contract/validation.ts): the API applies
 * the same checks with the same messages, so what a form accepts the API takes.
 */
import type { Check } from '../../contract/validation.ts';
import { z } from './zod.ts';

/**
 * A field checked by `check`: its outcome's value, or its message as the field's issue. A
 * refused field keeps what was typed and lets the form's own checks run on (the confirmation
 * compares the passwords as typed), so every wrong field is named at once.
 */
export function checked<T>(check: Check<T>) {
  return z.pipe(
    z.string(),
    z.transform((raw: string, context): T | string => {
      const outcome = check(raw);
      if (outcome.ok) return outcome.value;
      context.issues.push({ code: 'custom', message: outcome.message, input: raw, continue: true });
      return raw;
    }),
  );
}

/** An optional field (the API clears it when empty): empty, or what `check` accepts. */
export function checkedOrEmpty(check: Check) {
  return checked((raw) => (raw.trim() === '' ? { ok: true, value: '' } : check(raw)));
}
