import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replaceDirectory } from './swap.ts';

let base: string;
const site = (name: string, html: string) => {
  mkdirSync(join(base, name), { recursive: true });
  writeFileSync(join(base, name, 'index.html'), html);
};
const read = (name: string) => readFileSync(join(base, name, 'index.html'), 'utf8');

beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'swap-test-'));
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('replaceDirectory', () => {
  it('puts the new build in place and removes the previous one', () => {
    site('dist', 'old');
    site('next', 'new');
    replaceDirectory(join(base, 'next'), join(base, 'dist'), join(base, 'previous'));
    expect(read('dist')).toBe('new');
    expect(existsSync(join(base, 'next'))).toBe(false);
    expect(existsSync(join(base, 'previous'))).toBe(false);
  });

  it('publishes a first build when there is no previous one', () => {
    site('next', 'new');
    replaceDirectory(join(base, 'next'), join(base, 'dist'), join(base, 'previous'));
    expect(read('dist')).toBe('new');
  });

  it('clears a leftover folder from an interrupted swap', () => {
    site('dist', 'old');
    site('previous', 'stale');
    site('next', 'new');
    replaceDirectory(join(base, 'next'), join(base, 'dist'), join(base, 'previous'));
    expect(read('dist')).toBe('new');
    expect(existsSync(join(base, 'previous'))).toBe(false);
  });

  it('keeps the previous build whole when the new one cannot be moved in', () => {
    site('dist', 'old');
    expect(() =>
      replaceDirectory(join(base, 'missing'), join(base, 'dist'), join(base, 'previous')),
    ).toThrow(/ENOENT/);
    expect(read('dist')).toBe('old');
  });
});
