/**
 * Drafts of rich-text forms, kept in sessionStorage until they are sent (the draft
 * survives a failed submission and a page reload, kept per ticket). Session storage keeps a
 * draft for this tab only and drops it with the tab: tickets can hold personal details.
 * A browser that refuses storage (disabled, full, private modes that throw) only loses the
 * reload safety net; typing never breaks.
 */

const PREFIX = 'vertice:rascunho:';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's storage, or undefined where there is none (server, refused access). */
export function draftStorage(): DraftStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The storage key of one draft, e.g. `draftKey('ticket-7', 'comentario')`. */
export function draftKey(...parts: readonly string[]): string {
  return PREFIX + parts.join(':');
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
    // Full or refused: see the module comment.
  }
}

export function clearDraft(storage: DraftStorage | undefined, key: string): void {
  writeDraft(storage, key, '');
}
