import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_DISMISSED_KEY } from './dismissal.ts';

/** A fresh store module per test: its state lives for one page load, like in the browser. */
async function loadStore() {
  vi.resetModules();
  return import('./store.ts');
}

/** A browser page whose session storage holds `entries`. */
function sessionWith(entries: Record<string, string> = {}): Map<string, string> {
  const items = new Map(Object.entries(entries));
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  });
  return items;
}

describe('maintenance notice store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('stays closed in the server render', async () => {
    const { $noticeOpen } = await loadStore();
    const stop = $noticeOpen.listen(() => {});
    expect($noticeOpen.get()).toBe(false);
    stop();
  });

  it('opens on the first page of a session', async () => {
    sessionWith();
    const { $noticeOpen } = await loadStore();
    const stop = $noticeOpen.listen(() => {});
    expect($noticeOpen.get()).toBe(true);
    stop();
  });

  it('remembers a dismissal for the rest of the session', async () => {
    const items = sessionWith();
    const first = await loadStore();
    const stop = first.$noticeOpen.listen(() => {});
    first.dismissNotice();
    expect(first.$noticeOpen.get()).toBe(false);
    expect(items.get(NOTICE_DISMISSED_KEY)).toBe('1');
    stop();

    const next = await loadStore();
    const stopNext = next.$noticeOpen.listen(() => {});
    expect(next.$noticeOpen.get()).toBe(false);
    stopNext();
  });

  it('still opens when the browser refuses session storage', async () => {
    vi.stubGlobal('window', globalThis);
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const { $noticeOpen, dismissNotice } = await loadStore();
    const stop = $noticeOpen.listen(() => {});
    expect($noticeOpen.get()).toBe(true);
    expect(() => dismissNotice()).not.toThrow();
    expect($noticeOpen.get()).toBe(false);
    stop();
  });
});
