/**
 * Where the maintenance notice remembers its dismissal: sessionStorage, so it stays closed for
 * the rest of the browser session (all tabs opened from it) and opens again in a new one.
 * The e2e fixture (tests/e2e/fixtures.ts) pre-sets this key to keep the notice out of the way.
 */
export const NOTICE_DISMISSED_KEY = 'vertice:notice-dismissed';

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

/**
 * The session's storage, or undefined where there is none: on the server, or when the browser
 * refuses access (storage disabled, some private modes throw on the mere property read).
 */
export function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** Whether the notice was dismissed earlier in this session (no storage: it was not). */
export function isNoticeDismissed(storage: ReadableStorage | undefined): boolean {
  try {
    return storage?.getItem(NOTICE_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Remembers the dismissal. Without usable storage (or with it full) the notice simply shows
 * again on the next page: a nuisance, never a broken page.
 */
export function rememberNoticeDismissed(storage: WritableStorage | undefined): void {
  try {
    storage?.setItem(NOTICE_DISMISSED_KEY, '1');
  } catch {
    // Nothing better to do: see above.
  }
}
