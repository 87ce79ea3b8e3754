/**
 * A child's output on the supervisor's console: every line prefixed with the child's name
 * (`[api] …`), stdout to stdout and stderr to stderr, so the lines of several processes stay
 * readable side by side. Blank lines (a child's spacing) are left out: between other processes'
 * lines they separate nothing. A last line without a newline is still shown when the stream ends.
 */
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

export type LineWriter = (line: string) => void;

/** `[name] ` — the prefix of a process's lines. */
export function linePrefix(name: string): string {
  return `[${name}] `;
}

/** Writes each line of `stream` through `write`, prefixed; resolves when the stream has ended. */
export function forwardLines(stream: Readable, prefix: string, write: LineWriter): Promise<void> {
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  lines.on('line', (line) => {
    if (line.trim() !== '') write(`${prefix}${line}`);
  });
  return new Promise((resolve) => lines.once('close', resolve));
}

/** The console writers: one line each, to stdout or stderr. */
export const consoleWriters: { readonly stdout: LineWriter; readonly stderr: LineWriter } = {
  stdout: (line) => process.stdout.write(`${line}\n`),
  stderr: (line) => process.stderr.write(`${line}\n`),
};
