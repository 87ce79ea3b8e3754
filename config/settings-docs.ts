/**
 * The two documents that list every setting, written from the one table in config/settings.ts
 * so that each setting is described once: `.env.example` (every setting with its default, the
 * file to copy to `.env`) and the settings table of docs/settings.md (between its two markers).
 * `node scripts/write-settings-docs.ts` rewrites both; config/settings-docs.test.ts fails while
 * either differs from what this module writes.
 */
import { settings } from './settings.ts';
import type { Setting } from './settings.ts';

export const TABLE_START = '<!-- settings table: written by scripts/write-settings-docs.ts -->';
export const TABLE_END = '<!-- end of the settings table -->';

const COMMENT_WIDTH = 100;

const ENV_EXAMPLE_HEADER = [
  'Every setting of the project, with its default. Copy this file to `.env` and change what you need; real environment variables win over `.env`.',
  'Written from config/settings.ts by `node scripts/write-settings-docs.ts`: change a setting there, then run it.',
];

/** A word, or a code span with the punctuation around it: a comment line never breaks one. */
const UNBREAKABLE = /[^\s`]*(?:`[^`]*`[^\s`]*)+|\S+/g;

/** `text` as `# ` comment lines of at most COMMENT_WIDTH characters, broken between words. */
function comment(text: string): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const [word] of text.matchAll(UNBREAKABLE)) {
    if (line !== '#' && line.length + 1 + word.length > COMMENT_WIDTH) {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

const entries = (): [string, Setting][] => Object.entries(settings);

/** The whole `.env.example`: each setting's description as a comment, then `NAME=default`. */
export function envExample(): string {
  const blocks = [
    ENV_EXAMPLE_HEADER.flatMap(comment),
    ...entries().map(([name, setting]) => [
      ...comment(setting.description),
      `${name}=${String(setting.default)}`,
    ]),
  ];
  return `${blocks.map((block) => block.join('\n')).join('\n\n')}\n`;
}

function defaultCell(setting: Setting): string {
  return setting.default === '' ? 'empty' : `\`${String(setting.default)}\``;
}

const width = (cell: string) => [...cell].length;

/** A Markdown table with its cells padded to their column's width, as Prettier lays one out. */
function alignedTable(header: string[], body: string[][]): string[] {
  const widths = header.map((cell, column) =>
    Math.max(width(cell), ...body.map((row) => width(row[column] ?? ''))),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell + ' '.repeat((widths[column] ?? 0) - width(cell))).join(' | ')} |`;
  return [
    line(header),
    line(widths.map((columnWidth) => '-'.repeat(columnWidth))),
    ...body.map(line),
  ];
}

/** The settings table of docs/settings.md: name, default and description of every setting. */
export function settingsTable(): string {
  const rows = entries().map(([name, setting]) => [
    `\`${name}\``,
    defaultCell(setting),
    setting.description.replaceAll('|', '\\|'),
  ]);
  return alignedTable(['setting', 'default', 'meaning'], rows).join('\n');
}

/** `doc` with the text between its two markers replaced by today's settings table. */
export function withSettingsTable(doc: string): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start === -1 || end < start) {
    throw new Error(`docs/settings.md must hold the lines "${TABLE_START}" and "${TABLE_END}".`);
  }
  const before = doc.slice(0, start + TABLE_START.length);
  return `${before}\n\n${settingsTable()}\n\n${doc.slice(end)}`;
}
