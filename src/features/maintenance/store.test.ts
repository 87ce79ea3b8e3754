import { cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_DISMISSED_KEY } from './dismissal.ts';
import { $noticeOpen, dismissNotice } from './store.ts';

/** The end of a page load: the store unmounted and back to its initial state (closed). */
function leavePage() {
  cleanStores($noticeOpen);
  $noticeOpen.set(false);
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
    leavePage();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('stays closed in the server render', () => {
    keepMount($noticeOpen);
    expect($noticeOpen.get()).toBe(false);
  });

  it('opens on the first page of a session', () => {
    sessionWith();
    keepMount($noticeOpen);
    expect($noticeOpen.get()).toBe(true);
  });

  it('remembers a dismissal for the rest of the session', () => {
    const items = sessionWith();
    keepMount($noticeOpen);
    dismissNotice();
    expect($noticeOpen.get()).toBe(false);
    expect(items.get(NOTICE_DISMISSED_KEY)).toBe('1');

    leavePage();
    keepMount($noticeOpen);
    expect($noticeOpen.get()).toBe(false);
  });

  it('still opens when the browser refuses session storage', () => {
    vi.stubGlobal('window', globalThis);
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    keepMount($noticeOpen);
    expect($noticeOpen.get()).toBe(true);
    expect(() => dismissNotice()).not.toThrow();
    expect($noticeOpen.get()).toBe(false);
  });
});
