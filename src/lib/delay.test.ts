import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delay } from './delay.ts';

describe('delay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves after the given number of seconds, not before', async () => {
    let done = false;
    const waiting = delay(2).then(() => {
      done = true;
    });

    await vi.advanceTimersByTimeAsync(1999);
    expect(done).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });

  it('accepts fractions of a second', async () => {
    let done = false;
    const waiting = delay(0.25).then(() => {
      done = true;
    });

    await vi.advanceTimersByTimeAsync(249);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });

  it('rejects with the abort reason as soon as the signal aborts', async () => {
    const controller = new AbortController();
    const waiting = delay(10, controller.signal);
    const reason = new Error('cancelled');

    controller.abort(reason);

    await expect(waiting).rejects.toBe(reason);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects at once when the signal is already aborted', async () => {
    const reason = new Error('already cancelled');

    await expect(delay(10, AbortSignal.abort(reason))).rejects.toBe(reason);
    expect(vi.getTimerCount()).toBe(0);
  });
});
