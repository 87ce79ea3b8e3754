/**
 * One allowance for slow machines. Every time limit of the suites (Vitest's test and hook
 * timeouts, Playwright's test, expect and server-start timeouts, and the longer limits a spec
 * sets for its own slow journeys) is written as what a quiet 2-core machine needs, passed
 * through `allow`, which multiplies it by TEST_TIME_ALLOWANCE.
 *
 * The default, 2, keeps the suite green on a machine twice as slow, or as busy, as a quiet one.
 * A limit costs nothing while tests pass (a test ends when its expectations are met); it only
 * decides how long a broken test takes to fail. A machine slower still raises the one setting.
 */
export const DEFAULT_TIME_ALLOWANCE = 2;

/** TEST_TIME_ALLOWANCE read as a factor from 1 to 20; anything else is refused, not ignored. */
export function readTimeAllowance(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_TIME_ALLOWANCE;
  const factor = Number(value);
  if (!Number.isFinite(factor) || factor < 1 || factor > 20) {
    throw new Error(`TEST_TIME_ALLOWANCE must be a number from 1 to 20, not "${value}".`);
  }
  return factor;
}

export const TIME_ALLOWANCE = readTimeAllowance(process.env['TEST_TIME_ALLOWANCE']);

/** `quietMs`, the limit on a quiet machine, scaled by the allowance. */
export function allow(quietMs: number): number {
  return Math.round(quietMs * TIME_ALLOWANCE);
}
