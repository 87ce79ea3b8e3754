/**
 * Waiting for a started server to answer: `GET url` is polled until it answers 2xx. A server
 * that restarts meanwhile is simply polled on; the wait ends early, with the signal's reason,
 * when `signal` aborts (the supervisor gave the process up, or everything is stopping).
 */
import { setTimeout as delay } from 'node:timers/promises';

const POLL_MS = 100;
const REQUEST_TIMEOUT_MS = 2_000;

/** The server did not answer within its time; the message names it and the wait. */
export class NotReadyError extends Error {
  override name = 'NotReadyError';
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

export async function waitUntilAnswering(
  url: string,
  options: { readonly timeoutMs: number; readonly signal: AbortSignal; readonly what: string },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    options.signal.throwIfAborted();
    if (await answers(url)) return;
    if (Date.now() >= deadline) {
      throw new NotReadyError(
        `${options.what} did not answer ${url} within ${options.timeoutMs / 1000} s.`,
      );
    }
    // Aborted meanwhile: end with the reason (given up, stopping), not a bare AbortError.
    await delay(POLL_MS).then(() => options.signal.throwIfAborted());
  }
}
