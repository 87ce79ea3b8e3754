/**
 * The tab's session storage for drafts, read and written without ever throwing: a browser
 * that refuses storage (disabled, full, private modes that throw) only loses what was kept.
 * Apart from form-draft.ts so that the session's note for the login page (on every page's
 * route guard) does not bring the form drafts along.
 */

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's storage, or undefined where there is none (server, refused access). */
export function draftStorage(): DraftStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function readDraft(storage: DraftStorage | undefined, key: string): string {
  try {
    return storage?.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/** Stores the draft; an empty one is removed rather than kept. */
export function writeDraft(storage: DraftStorage | undefined, key: string, value: string): void {
  try {
    if (value === '') storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Full or refused: the draft is only a safety net (see form-draft.ts).
  }
}

export function clearDraft(storage: DraftStorage | undefined, key: string): void {
  writeDraft(storage, key, '');
}
