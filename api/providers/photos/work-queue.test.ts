import { describe, expect, it } from 'vitest';
import { QueueFullError, workQueue } from './work-queue.ts';

describe('workQueue', () => {
  it('runs one job at a time, in order, and hands the place on when a job fails', async () => {
    const queue = workQueue({ running: 1, waiting: 5 });
    const log: string[] = [];
    let running = 0;
    const job = (name: string, fail = false) =>
      queue.run(async () => {
        running += 1;
        log.push(`${name} starts with ${running} running`);
        await new Promise((done) => setTimeout(done, 5));
        running -= 1;
        if (fail) throw new Error(name);
        return name;
      });

    const results = await Promise.allSettled([job('a'), job('b', true), job('c'), job('d')]);

    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(log).toEqual([
      'a starts with 1 running',
      'b starts with 1 running',
      'c starts with 1 running',
      'd starts with 1 running',
    ]);
    expect(queue.size).toBe(0);
  });

  it('refuses a job at once when as many as may wait are waiting', async () => {
    const queue = workQueue({ running: 1, waiting: 1 });
    const slow = () => queue.run(() => new Promise((done) => setTimeout(done, 20)));
    const first = slow();
    const second = slow();

    await expect(slow()).rejects.toBeInstanceOf(QueueFullError);
    expect(queue.size).toBe(2);
    await Promise.all([first, second]);
  });
});
