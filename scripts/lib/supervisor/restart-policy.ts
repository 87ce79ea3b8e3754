/**
 * When the supervisor restarts a process that ended on its own, and when it stops trying.
 *
 * A process that ran at least `stableAfterMs` had been working: it is restarted after the first
 * delay and its count of quick failures starts again. One that ended sooner failed quickly: the
 * delay before the next start doubles (up to `maxDelayMs`), and after `maxQuickFailures` quick
 * failures in a row it is given up on, since it will not start (a bad setting, a broken file).
 */
export interface RestartPolicy {
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  /** A run at least this long counts as having worked (resets the backoff). */
  readonly stableAfterMs: number;
  /** Quick failures in a row that end the attempts. */
  readonly maxQuickFailures: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  firstDelayMs: 500,
  maxDelayMs: 10_000,
  stableAfterMs: 30_000,
  maxQuickFailures: 5,
};

/** What one supervised process has been through so far. */
export interface RestartHistory {
  readonly quickFailures: number;
  /** The delay before the next restart after a quick failure. */
  readonly nextDelayMs: number;
}

export type RestartDecision =
  | { readonly restart: true; readonly delayMs: number; readonly history: RestartHistory }
  | { readonly restart: false; readonly quickFailures: number };

export function freshHistory(policy: RestartPolicy): RestartHistory {
  return { quickFailures: 0, nextDelayMs: policy.firstDelayMs };
}

/** Decides what follows an unexpected exit of a process that had run for `ranForMs`. */
export function afterUnexpectedExit(
  policy: RestartPolicy,
  history: RestartHistory,
  ranForMs: number,
): RestartDecision {
  const base = ranForMs >= policy.stableAfterMs ? freshHistory(policy) : history;
  const quickFailures = ranForMs >= policy.stableAfterMs ? 0 : base.quickFailures + 1;
  if (quickFailures >= policy.maxQuickFailures) return { restart: false, quickFailures };
  return {
    restart: true,
    delayMs: base.nextDelayMs,
    history: { quickFailures, nextDelayMs: Math.min(base.nextDelayMs * 2, policy.maxDelayMs) },
  };
}
