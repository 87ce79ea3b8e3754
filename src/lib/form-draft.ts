/**
 * Drafts of forms, kept in sessionStorage until they are sent: a rich-text draft survives a
 * failed submission and a page reload (kept per ticket), and the text fields of a form the
 * API refused the session for survive the login in between (`keepFieldsDraft`). Session
 * storage keeps a draft for this tab only and drops it with the tab: forms hold personal
 * details.
 * A browser that refuses storage (disabled, full, private modes that throw) only loses the
 * reload safety net; typing never breaks.
 */

import { clearDraft, draftStorage, readDraft, writeDraft } from './draft-storage.ts';
import type { DraftStorage } from './draft-storage.ts';

export { clearDraft, draftStorage, readDraft, writeDraft };

const PREFIX = 'vertice:rascunho:';

/** The storage key of one draft, e.g. `draftKey('ticket-7', 'comentario')`. */
export function draftKey(...parts: readonly string[]): string {
  return PREFIX + parts.join(':');
}

/** Fields never kept, whatever the form: passwords. */
function isSecretField(field: string): boolean {
  return /password/i.test(field);
}

/** Keeps the text fields of `values` under `key`, without password fields. */
export function keepFieldsDraft(
  storage: DraftStorage | undefined,
  key: string,
  values: Readonly<Record<string, unknown>>,
): void {
  const kept = Object.fromEntries(
    Object.entries(values).filter(
      ([field, value]) => !isSecretField(field) && typeof value === 'string',
    ),
  );
  writeDraft(storage, key, JSON.stringify(kept));
}

/** `values` with the text fields kept under `key` over them (only fields `values` has). */
export function withFieldsDraft<T extends object>(
  storage: DraftStorage | undefined,
  key: string,
  values: T,
): T {
  const stored = readDraft(storage, key);
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
    if (field in values && !isSecretField(field) && typeof value === 'string') {
      restored[field] = value;
    }
  }
  return restored as T;
}

/**
 * The text fields of one form kept in the tab's storage under `draftKey(...parts)`: `keep`
 * them when the API refused the session, give them back `over` the values the form opens with
 * after the login, `drop` them once sent.
 */
export function fieldsDraft(...parts: readonly string[]) {
  const key = draftKey(...parts);
  return {
    keep: (values: Readonly<Record<string, unknown>>) =>
      keepFieldsDraft(draftStorage(), key, values),
    over: <T extends object>(values: T): T => withFieldsDraft(draftStorage(), key, values),
    drop: () => clearDraft(draftStorage(), key),
  };
}
