import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envExample, settingsTable, withSettingsTable } from './settings-docs.ts';
import { settings } from './settings.ts';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const names = Object.keys(settings);

describe('.env.example', () => {
  it('is exactly what config/settings.ts writes (run `node scripts/write-settings-docs.ts`)', () => {
    expect(read('.env.example')).toBe(envExample());
  });

  it('assigns every setting exactly once, its default, after a comment with its description', () => {
    const lines = envExample().split('\n');
    const assignments = lines.filter((line) => /^[A-Z_]+=/.test(line));
    expect(assignments).toEqual(
      Object.entries(settings).map(([name, setting]) => `${name}=${String(setting.default)}`),
    );
    for (const [name, setting] of Object.entries(settings)) {
      const above = lines.slice(0, lines.indexOf(`${name}=${String(setting.default)}`));
      const blank = above.lastIndexOf('');
      const commentAbove = above.slice(blank + 1);
      expect(
        commentAbove.every((line) => line.startsWith('# ')),
        name,
      ).toBe(true);
      const text = commentAbove.map((line) => line.slice(2)).join(' ');
      expect(text, name).toBe(setting.description);
      expect(Math.max(...commentAbove.map((line) => line.length)), name).toBeLessThanOrEqual(100);
    }
  });
});

describe('the settings table of docs/settings.md', () => {
  it('is exactly what config/settings.ts writes (run `node scripts/write-settings-docs.ts`)', () => {
    const doc = read('docs/settings.md');
    expect(doc).toContain(settingsTable());
    expect(withSettingsTable(doc)).toBe(doc);
  });

  it('has one row per setting, in the declared order, with its default and description', () => {
    const rows = settingsTable().split('\n').slice(2);
    expect(rows.map((row) => /^\| `(\w+)`/.exec(row)?.[1])).toEqual(names);
    const cells = rows.map((row) =>
      row
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
    expect(cells.find(([name]) => name === '`PORT`')).toEqual([
      '`PORT`',
      '`4321`',
      settings.PORT.description,
    ]);
    expect(cells.find(([name]) => name === '`DATABASE_URL`')?.[1]).toBe('empty');
  });

  it('replaces only what lies between its markers', () => {
    const doc = read('docs/settings.md');
    const edited = doc.replace(settingsTable(), '| a stale table |');
    expect(edited).not.toBe(doc);
    expect(withSettingsTable(edited)).toBe(doc);
    expect(() => withSettingsTable('# A page without the markers\n')).toThrow('docs/settings.md');
  });
});
