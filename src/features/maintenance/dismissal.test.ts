import { describe, expect, it } from 'vitest';
import { NOTICE_DISMISSED_KEY, isNoticeDismissed, rememberNoticeDismissed } from './dismissal.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const refusing: Pick<Storage, 'getItem' | 'setItem'> = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

describe('notice dismissal', () => {
  it('is remembered under the agreed key and value', () => {
    const storage = memoryStorage();
    expect(isNoticeDismissed(storage)).toBe(false);
    rememberNoticeDismissed(storage);
    expect(storage.getItem(NOTICE_DISMISSED_KEY)).toBe('1');
    expect(isNoticeDismissed(storage)).toBe(true);
  });

  it('counts only the value 1 as dismissed', () => {
    const storage = memoryStorage();
    storage.setItem(NOTICE_DISMISSED_KEY, 'true');
    expect(isNoticeDismissed(storage)).toBe(false);
  });

  it('treats missing or refusing storage as not dismissed, without throwing', () => {
    expect(isNoticeDismissed(undefined)).toBe(false);
    expect(isNoticeDismissed(refusing)).toBe(false);
    expect(() => rememberNoticeDismissed(refusing)).not.toThrow();
    expect(() => rememberNoticeDismissed(undefined)).not.toThrow();
  });
});
