/**
 * The reload guard: after a chunk fails to load, the page reloads at
 * most once per path within RELOAD_GUARD_MS, the guard kept in session storage as
 * `{ path, expires }`. A different path reloads at once.
 *
 * The guard must survive the reload it allows, or a chunk that is really missing would reload
 * the page forever. When session storage throws (disabled, sandboxed, full), the record goes to
 * the next store that works: `history.state` of the current entry, which a reload keeps and
 * which never shows in the URL. When no store can keep it, the page does not reload: a logged
 * error beats an endless reload loop.
 */

export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'vertice:chunk-reload';

export interface GuardRecord {
  /** `pathname + search` of the page that reloaded. */
  readonly path: string;
  /** Epoch milliseconds until which that path must not reload again. */
  readonly expires: number;
}

/** Somewhere the guard record can live; both methods may throw. */
export interface GuardStore {
  read(): unknown;
  write(record: GuardRecord): void;
}

/** A stored value as a record, or null when it is missing or not one (never throws). */
export function parseGuardRecord(value: unknown): GuardRecord | null {
  if (typeof value === 'string') {
    try {
      return parseGuardRecord(JSON.parse(value));
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { path, expires } = value as Record<string, unknown>;
  return typeof path === 'string' && typeof expires === 'number' && Number.isFinite(expires)
    ? { path, expires }
    : null;
}

/** Whether a chunk failure on `path` at `now` may reload, given what the guard holds. */
export function mayReload(path: string, now: number, stored: GuardRecord | null): boolean {
  return stored === null || stored.path !== path || now >= stored.expires;
}

/**
 * Decides whether to reload now and, if so, records it in the first store that can be both
 * read and written. Answers false when the guard forbids it or no store can keep the record.
 */
export function claimReload(path: string, now: number, stores: readonly GuardStore[]): boolean {
  for (const store of stores) {
    let stored: GuardRecord | null;
    try {
      stored = parseGuardRecord(store.read());
    } catch {
      continue;
    }
    if (!mayReload(path, now, stored)) return false;
    try {
      store.write({ path, expires: now + RELOAD_GUARD_MS });
      return true;
    } catch {
      // This store cannot keep the record: try the next one.
    }
  }
  return false;
}

/** Where the guard keeps its marks: sessionStorage. `storage` is a getter: merely reading `window.sessionStorage` may throw. */
export function sessionGuardStore(storage: () => Storage): GuardStore {
  return {
    read: () => storage().getItem(RELOAD_GUARD_KEY),
    write: (record) => storage().setItem(RELOAD_GUARD_KEY, JSON.stringify(record)),
  };
}

/** The fallback: the record inside the current history entry's state, other keys kept. */
export function historyGuardStore(history: History): GuardStore {
  const state = (): Record<string, unknown> => {
    const current: unknown = history.state;
    if (current === null || current === undefined) return {};
    // A state that is not a plain object belongs to someone else: leave it alone.
    if (typeof current !== 'object' || Array.isArray(current)) {
      throw new TypeError('history.state is not an object');
    }
    return current as Record<string, unknown>;
  };
  return {
    read: () => state()[RELOAD_GUARD_KEY],
    write: (record) => history.replaceState({ ...state(), [RELOAD_GUARD_KEY]: record }, ''),
  };
}
