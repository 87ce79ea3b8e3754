/**
 * A Clock for tests: time stands still until `advance` moves it, firing every timer that falls
 * due on the way, in order, each at its own time. No test then depends on the machine's speed.
 */
import type { Clock } from './clock.ts';

interface Timer {
  readonly at: number;
  readonly order: number;
  readonly callback: () => void;
}

export class ManualClock implements Clock {
  #now: number;
  #timers: Timer[] = [];
  #order = 0;

  constructor(start = Date.UTC(2026, 10, 23, 12, 0, 0)) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  schedule(callback: () => void, ms: number): () => void {
    const timer = { at: this.#now + Math.max(0, ms), order: this.#order++, callback };
    this.#timers.push(timer);
    return () => {
      this.#timers = this.#timers.filter((other) => other !== timer);
    };
  }

  /** Timers waiting to fire. */
  get pending(): number {
    return this.#timers.length;
  }

  advance(ms: number): void {
    const target = this.#now + ms;
    for (;;) {
      const next = this.#timers
        .filter((timer) => timer.at <= target)
        .sort((a, b) => a.at - b.at || a.order - b.order)[0];
      if (!next) break;
      this.#timers = this.#timers.filter((timer) => timer !== next);
      this.#now = next.at;
      next.callback();
    }
    this.#now = target;
  }
}
