import { describe, expect, it } from 'vitest';
import {
  claimReload,
  historyGuardStore,
  mayReload,
  parseGuardRecord,
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_MS,
  sessionGuardStore,
} from './reload-guard.ts';
import type { GuardRecord, GuardStore } from './reload-guard.ts';

const NOW = 1_800_000_000_000;

/** A store in memory, as the browser's would be across a reload. */
function memoryStore(initial: unknown = null): GuardStore & { value: unknown } {
  const store = {
    value: initial,
    read: () => store.value,
    write: (record: GuardRecord) => {
      store.value = JSON.stringify(record);
    },
  };
  return store;
}

const throwing = (where: 'read' | 'write'): GuardStore => ({
  read: () => {
    if (where === 'read') throw new DOMException('denied', 'SecurityError');
    return null;
  },
  write: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
});

describe('mayReload', () => {
  it('allows the first reload of a path', () => {
    expect(mayReload('/login', NOW, null)).toBe(true);
  });

  it('refuses the same path until the record expires, then allows it again', () => {
    const stored = { path: '/login', expires: NOW + RELOAD_GUARD_MS };
    expect(mayReload('/login', NOW + 1, stored)).toBe(false);
    expect(mayReload('/login', NOW + RELOAD_GUARD_MS - 1, stored)).toBe(false);
    expect(mayReload('/login', NOW + RELOAD_GUARD_MS, stored)).toBe(true);
  });

  it('allows another path at once', () => {
    expect(mayReload('/registro', NOW, { path: '/login', expires: NOW + RELOAD_GUARD_MS })).toBe(
      true,
    );
  });
});

describe('parseGuardRecord', () => {
  it('reads the stored JSON and a plain object', () => {
    const record = { path: '/login', expires: NOW };
    expect(parseGuardRecord(JSON.stringify(record))).toEqual(record);
    expect(parseGuardRecord(record)).toEqual(record);
  });

  it.each([
    ['nothing', null],
    ['broken JSON', '{"path":'],
    ['a number', 3],
    ['a missing path', JSON.stringify({ expires: NOW })],
    ['a text expiry', JSON.stringify({ path: '/', expires: 'amanhã' })],
    ['an infinite expiry', { path: '/', expires: Infinity }],
  ])('gives null for %s', (_, value) => {
    expect(parseGuardRecord(value)).toBeNull();
  });
});

describe('claimReload', () => {
  it('reloads once per path within the window, keeping {path, expires}', () => {
    const store = memoryStore();

    expect(claimReload('/login', NOW, [store])).toBe(true);
    expect(JSON.parse(String(store.value))).toEqual({
      path: '/login',
      expires: NOW + RELOAD_GUARD_MS,
    });
    expect(claimReload('/login', NOW + 5_000, [store])).toBe(false);
    expect(claimReload('/login', NOW + RELOAD_GUARD_MS, [store])).toBe(true);
  });

  it('reloads another path at once and guards that one from then on', () => {
    const store = memoryStore();
    claimReload('/login', NOW, [store]);

    expect(claimReload('/registro', NOW + 100, [store])).toBe(true);
    expect(claimReload('/registro', NOW + 200, [store])).toBe(false);
  });

  it('treats an unreadable record as none', () => {
    expect(claimReload('/login', NOW, [memoryStore('not json')])).toBe(true);
  });

  it.each(['read', 'write'] as const)(
    'keeps the guard in the next store when the first throws on %s',
    (where) => {
      const fallback = memoryStore();

      expect(claimReload('/login', NOW, [throwing(where), fallback])).toBe(true);
      expect(claimReload('/login', NOW + 1_000, [throwing(where), fallback])).toBe(false);
    },
  );

  it('does not reload when no store can keep the guard (no endless loop)', () => {
    expect(claimReload('/login', NOW, [throwing('read'), throwing('write')])).toBe(false);
    expect(claimReload('/login', NOW, [])).toBe(false);
  });

  it('respects a guard the fallback holds even when the first store works again', () => {
    const fallback = memoryStore(JSON.stringify({ path: '/login', expires: NOW + 5_000 }));

    expect(claimReload('/login', NOW, [throwing('write'), fallback])).toBe(false);
  });
});

describe('sessionGuardStore', () => {
  it('keeps the record as JSON under its key', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    } as Storage;
    const store = sessionGuardStore(() => storage);

    store.write({ path: '/', expires: NOW });

    expect(JSON.parse(items.get(RELOAD_GUARD_KEY) ?? '')).toEqual({ path: '/', expires: NOW });
    expect(parseGuardRecord(store.read())).toEqual({ path: '/', expires: NOW });
  });

  it('throws when merely reaching the storage throws', () => {
    const store = sessionGuardStore(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => store.read()).toThrow('denied');
  });
});

describe('historyGuardStore', () => {
  function fakeHistory(state: unknown) {
    const history = {
      state,
      replaceState(next: unknown) {
        history.state = structuredClone(next);
      },
    };
    return history;
  }

  it('adds the record to the entry state, keeping what the page keeps there', () => {
    const history = fakeHistory({ tab: 'pedidos' });
    const store = historyGuardStore(history as unknown as History);

    store.write({ path: '/painel', expires: NOW });

    expect(history.state).toEqual({
      tab: 'pedidos',
      [RELOAD_GUARD_KEY]: { path: '/painel', expires: NOW },
    });
    expect(parseGuardRecord(store.read())).toEqual({ path: '/painel', expires: NOW });
  });

  it('starts from an empty state', () => {
    const history = fakeHistory(null);
    historyGuardStore(history as unknown as History).write({ path: '/', expires: NOW });
    expect(history.state).toEqual({ [RELOAD_GUARD_KEY]: { path: '/', expires: NOW } });
  });

  it('refuses to replace a state that is not an object', () => {
    const history = fakeHistory('someone else');
    const store = historyGuardStore(history as unknown as History);

    expect(() => store.write({ path: '/', expires: NOW })).toThrow(TypeError);
    expect(history.state).toBe('someone else');
  });
});
