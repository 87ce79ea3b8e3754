/**
 * Runs jobs one at a time (or `running` at a time), with at most `waiting` queued behind them: an
 * upload rush waits its turn or is turned away at once, and never takes every core (nor every
 * thread of the pool that also hashes passwords) from the API.
 */
export class QueueFullError extends Error {
  constructor() {
    super('The work queue is full.');
    this.name = 'QueueFullError';
  }
}

export interface WorkQueue {
  /** Runs `job` when its turn comes; throws QueueFullError when too many wait already. */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running now and waiting. */
  readonly size: number;
}

export function workQueue({ running, waiting }: { running: number; waiting: number }): WorkQueue {
  let active = 0;
  const queued: (() => void)[] = [];

  /** Hands the finished job's place to the first waiting, or frees it. */
  function next(): void {
    const turn = queued.shift();
    if (turn) turn();
    else active -= 1;
  }

  return {
    get size() {
      return active + queued.length;
    },
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (active >= running) {
        if (queued.length >= waiting) throw new QueueFullError();
        // The place is handed over by `next`, already counted.
        await new Promise<void>((turn) => queued.push(turn));
      } else {
        active += 1;
      }
      try {
        return await job();
      } finally {
        next();
      }
    },
  };
}
