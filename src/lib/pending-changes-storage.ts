/**
 * Where the tab keeps its pending changes (src/lib/pending-changes.ts), apart from the code
 * that reads and sends them: every page asks `mayHavePendingChanges` first, and only then
 * loads the rest.
 */
export const PENDING_CHANGES_KEY = 'vertice:alteracoes-pendentes';

export type ChangeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's session storage, or undefined where there is none (server, refused access). */
export function pendingChangeStorage(): ChangeStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Whether something may wait in this tab: one read, no parsing (the key is removed once the
 * last change is settled; what it holds is checked by the code that sends it).
 */
export function mayHavePendingChanges(): boolean {
  try {
    return pendingChangeStorage()?.getItem(PENDING_CHANGES_KEY) != null;
  } catch {
    return false;
  }
}
