/**
 * A logger for tests that keeps what would be written: every line as the JSON a Node process
 * writes (censored and scrubbed as pino does it, `runtime/log.ts`), at `debug` unless told.
 */
import { entryLine, sinkLogger } from '../../runtime/log.ts';
import type { LogLevel, Logger } from '../../runtime/log.ts';

export interface CapturedLog {
  readonly log: Logger;
  /** Every line so far, as JSON. */
  readonly lines: string[];
  /** The lines but the access lines (`request`, `request received`): what the code had to say. */
  notes(): string[];
  /** The first line whose message matches `pattern`, parsed, once it is written. */
  waitFor(pattern: RegExp): Promise<Record<string, unknown>>;
}

const ACCESS = new Set(['request', 'request received']);

export function captureLog(level: LogLevel = 'debug'): CapturedLog {
  const lines: string[] = [];
  const waiting: { pattern: RegExp; done: (entry: Record<string, unknown>) => void }[] = [];
  const log = sinkLogger((entry) => {
    const line = entryLine(entry);
    lines.push(line);
    for (const wait of [...waiting]) {
      if (!wait.pattern.test(entry.msg)) continue;
      waiting.splice(waiting.indexOf(wait), 1);
      wait.done(JSON.parse(line) as Record<string, unknown>);
    }
  }, level);
  const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return {
    log,
    lines,
    notes: () =>
      parsed()
        .filter((entry) => !ACCESS.has(String(entry['msg'])))
        .map((entry) => JSON.stringify(entry)),
    waitFor(pattern) {
      const found = parsed().find((entry) => pattern.test(String(entry['msg'])));
      if (found) return Promise.resolve(found);
      return new Promise((done) => waiting.push({ pattern, done }));
    },
  };
}
