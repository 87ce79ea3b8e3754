import { describe, expect, it } from 'vitest';
import { loadSettings } from './settings.ts';
import { seedKind } from './seed.ts';

describe('seedKind', () => {
  it('is the demo with the embedded database and nothing with DATABASE_URL by default', () => {
    expect(seedKind(loadSettings({}))).toBe('demo');
    expect(seedKind(loadSettings({ DATABASE_URL: 'postgres://loja@127.0.0.1/loja' }))).toBe('none');
  });

  it('follows SEED when it is set', () => {
    expect(seedKind(loadSettings({ SEED: 'none' }))).toBe('none');
    expect(seedKind(loadSettings({ SEED: 'demo', DATABASE_URL: 'postgres://h/loja' }))).toBe(
      'demo',
    );
  });

  it('refuses another value at start, naming the setting and its choices', () => {
    expect(() => loadSettings({ SEED: 'vazio' })).toThrow(
      'SEED must be one of demo, none, got "vazio"',
    );
  });
});
