/**
 * Time as the publisher sees it: the current time and one-shot timers. Injected so tests can
 * move time forward themselves (manual-clock.ts) instead of waiting on the machine.
 */
export interface Clock {
  now(): number;
  /** Calls `callback` once, `ms` from now; the answer cancels it. */
  schedule(callback: () => void, ms: number): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  schedule(callback, ms) {
    const timer = setTimeout(callback, ms);
    return () => clearTimeout(timer);
  },
};
