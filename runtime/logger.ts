/**
 * The Node processes' logger: pino, one JSON object per line on standard output, e.g.
 *
 *   {"level":"info","time":"2026-11-28T13:05:01.123Z","name":"api","pid":4242,
 *    "requestId":"9f2c41d07be3a815","method":"POST","path":"/graphql","status":200,
 *    "durationMs":12.4,"operation":"ProductPage","outcome":"ok","msg":"request"}
 *
 * Nothing secret reaches a line (runtime/redaction.ts): pino's `redact` censors the known
 * fields (secret headers, password and token fields), and every message and string field is
 * scrubbed of what looks like a code, a token, a password or a card number. The level is
 * LOG_LEVEL's. The API, the publisher, the back office, the site server and the payment stand-in
 * all start theirs here (`api/main.ts` too).
 */
import pino from 'pino';
import type { DestinationStream } from 'pino';
import type { Settings } from '../config/settings.ts';
import { LOG_LEVELS } from './log.ts';
import type { LogLevel, Logger } from './log.ts';
import { REDACTED, REDACT_PATHS, censorFields, scrubText, scrubValue } from './redaction.ts';

export interface LoggerOptions {
  /** LOG_LEVEL; `info` when left out. */
  readonly level?: LogLevel | Settings['LOG_LEVEL'];
  /** Where the lines go; standard output (written synchronously) when left out. */
  readonly destination?: DestinationStream;
}

/** A logger for the process `name` (`api`, `publisher`…), written as JSON lines. */
export function createLogger(name: string, options: LoggerOptions = {}): Logger {
  return pino(
    {
      name,
      level: options.level ?? 'info',
      // The process is named and numbered; the host is the log shipper's to add.
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        // Secret fields censored at any depth, every string scrubbed by shape (the error, by its
        // serializer below).
        log: ({ err, ...fields }) => ({
          ...(censorFields(fields) as Record<string, unknown>),
          ...(err === undefined ? {} : { err }),
        }),
      },
      serializers: { err: (error: Error) => scrubValue(pino.stdSerializers.err(error)) },
      redact: { paths: [...REDACT_PATHS], censor: REDACTED },
      hooks: {
        logMethod(args, method) {
          // An error alone would lend its message, unscrubbed, to the line's `msg`.
          const [first] = args as unknown[];
          const given =
            first instanceof Error && typeof args[1] !== 'string'
              ? [{ err: first }, first.message]
              : args;
          const scrubbed = given.map((arg: unknown) =>
            typeof arg === 'string' ? scrubText(arg) : arg,
          );
          return method.apply(this, scrubbed as Parameters<typeof method>);
        },
      },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** The process's logger as its settings say (LOG_LEVEL). */
export function processLogger(name: string, settings: Pick<Settings, 'LOG_LEVEL'>): Logger {
  return createLogger(name, { level: settings.LOG_LEVEL as LogLevel });
}

/**
 * An entry point's logger before its settings are read: LOG_LEVEL's level when the environment
 * gives a valid one, else `info`, so a start that fails on a setting still says why.
 */
export function entryLogger(name: string): Logger {
  const level = LOG_LEVELS.find((known) => known === process.env['LOG_LEVEL']) ?? 'info';
  return createLogger(name, { level });
}
