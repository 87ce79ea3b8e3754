import { describe, expect, it } from 'vitest';
import { forgetSessionEnded, rememberSessionEnded, sessionJustEnded } from './session-ended.ts';

describe('the ended session note', () => {
  it('is there after the guard noted it, until the login page forgets it', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
    expect(sessionJustEnded(storage)).toBe(false);
    rememberSessionEnded(storage);
    expect(sessionJustEnded(storage)).toBe(true);
    forgetSessionEnded(storage);
    expect(sessionJustEnded(storage)).toBe(false);
  });

  it('is never there without storage', () => {
    rememberSessionEnded(undefined);
    expect(sessionJustEnded(undefined)).toBe(false);
  });
});
