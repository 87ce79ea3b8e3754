/**
 * Orderly exit for the long-running scripts: everything they start registers a cleanup, and
 * Ctrl-C (SIGINT), SIGTERM and SIGHUP run the cleanups newest first, then exit. A second signal
 * while cleaning up exits at once. A server says so on its logger (`exitOnSignals(log)`), a
 * command-line tool on the console.
 */
import type { Logger } from './log.ts';

type Cleanup = () => void | Promise<void>;

/** Where the stop and a failed cleanup are told: the console, or the server's logger. */
let say: Pick<Logger, 'info' | 'error'> = {
  info: (message: unknown) => console.log(`\n${String(message)}`),
  error: (first: unknown, message?: string) => console.error(message ?? first, first),
};

const cleanups: Cleanup[] = [];
const CLEANUP_TIMEOUT_MS = 10_000;
let exiting = false;

/** True once a shutdown has begun (a child ending then is part of it, not a failure to report). */
export function isShuttingDown(): boolean {
  return exiting;
}

/** Registers `cleanup`; returns a function that unregisters it (for things that ended by themselves). */
export function onShutdown(cleanup: Cleanup): () => void {
  cleanups.push(cleanup);
  return () => {
    const index = cleanups.indexOf(cleanup);
    if (index !== -1) cleanups.splice(index, 1);
  };
}

/** Runs every cleanup (newest first, each failure logged, bounded in time), then exits with `code`. */
export async function shutdown(code: number): Promise<never> {
  // Already stopping (e.g. a child that died of the same Ctrl-C): the first caller finishes the job.
  if (exiting) return new Promise<never>(() => {});
  exiting = true;
  const run = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        say.error({ err: error }, 'Cleanup failed');
      }
    }
  };
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, CLEANUP_TIMEOUT_MS).unref());
  await Promise.race([run(), timeout]);
  process.exit(code);
}

/**
 * Installs the signal handlers: a deliberate stop is a successful exit. `log`: a server's
 * logger, which then also hears of failed cleanups.
 */
export function exitOnSignals(log?: Logger): void {
  if (log) say = log;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (exiting) process.exit(0);
      say.info(`Received ${signal}; stopping.`);
      void shutdown(0);
    });
  }
}
