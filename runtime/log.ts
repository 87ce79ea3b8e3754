/**
 * The logger every process's code writes to: a small interface (pino's shape, so the Node
 * processes pass a pino logger, `runtime/logger.ts`), and the loggers that need no Node (the
 * browser demo's console, a test's memory, the silence of a quiet start). A line is a message
 * and, first, the fields that go with it: `log.warn({ pedido: 'PED-1' }, 'not refunded')`.
 */
import { censorFields, scrubText } from './redaction.ts';

export type LogFields = Readonly<Record<string, unknown>>;

export interface LogMethod {
  (fields: LogFields, message: string): void;
  (message: string): void;
}

export interface Logger {
  error: LogMethod;
  warn: LogMethod;
  info: LogMethod;
  debug: LogMethod;
  /** A logger whose every line also carries `bindings` (a request id, a component). */
  child(bindings: LogFields): Logger;
}

/** The levels LOG_LEVEL takes, least verbose first (pino's). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** One line as the loggers of this module hand it on. */
export interface LogEntry {
  readonly level: 'error' | 'warn' | 'info' | 'debug';
  readonly msg: string;
  readonly fields: LogFields;
}

const RANK = { error: 50, warn: 40, info: 30, debug: 20 } as const;
const THRESHOLD: Readonly<Record<LogLevel, number>> = {
  fatal: 60,
  error: 50,
  warn: 40,
  info: 30,
  debug: 20,
  trace: 10,
  silent: Infinity,
};

/**
 * A logger that hands each line, censored and scrubbed as pino's would be, to `write`; lines
 * below `level` are dropped. The base of the browser demo's and the tests' loggers.
 */
export function sinkLogger(
  write: (entry: LogEntry) => void,
  level: LogLevel = 'info',
  bindings: LogFields = {},
): Logger {
  const method =
    (name: LogEntry['level']): LogMethod =>
    (first: LogFields | string, message?: string) => {
      if (RANK[name] < THRESHOLD[level]) return;
      const own = typeof first === 'string' ? {} : first;
      const msg = typeof first === 'string' ? first : (message ?? '');
      write({
        level: name,
        msg: scrubText(msg),
        fields: censorFields({ ...bindings, ...own }) as LogFields,
      });
    };
  return {
    error: method('error'),
    warn: method('warn'),
    info: method('info'),
    debug: method('debug'),
    child: (more) => sinkLogger(write, level, { ...bindings, ...more }),
  };
}

/** Writes nothing. */
export const silentLogger: Logger = sinkLogger(() => undefined, 'silent');

/** The browser's console: one call per line, at the console method of its level. */
export function consoleLogger(level: LogLevel = 'info'): Logger {
  return sinkLogger(({ level: name, msg, fields }) => {
    const print = name === 'debug' ? console.debug : name === 'info' ? console.info : console[name];
    if (Object.keys(fields).length === 0) print(msg);
    else print(msg, fields);
  }, level);
}

/** A line as a Node process would write it: JSON (a test's captured lines). */
export function entryLine(entry: LogEntry): string {
  return JSON.stringify({ level: entry.level, ...entry.fields, msg: entry.msg });
}

/** A command-line tool's logger: each line's message (scrubbed) as a line of text to `write`. */
export function textLogger(write: (line: string) => void, level: LogLevel = 'info'): Logger {
  return sinkLogger((entry) => write(entry.msg), level);
}
