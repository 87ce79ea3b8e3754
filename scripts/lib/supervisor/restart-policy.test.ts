import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESTART_POLICY,
  afterUnexpectedExit,
  freshHistory,
  type RestartDecision,
  type RestartHistory,
} from './restart-policy.ts';

const policy = DEFAULT_RESTART_POLICY;

/** Feeds exits after `ranForMs` each through the policy; returns every decision. */
function exits(...ranForMs: number[]): RestartDecision[] {
  let history: RestartHistory = freshHistory(policy);
  return ranForMs.map((ran) => {
    const decision = afterUnexpectedExit(policy, history, ran);
    if (decision.restart) history = decision.history;
    return decision;
  });
}

const delays = (decisions: RestartDecision[]) =>
  decisions.map((decision) => (decision.restart ? decision.delayMs : 'give up'));

describe('afterUnexpectedExit', () => {
  it('restarts after 0.5 s, doubling the delay with each quick failure, then gives up at the fifth', () => {
    expect(delays(exits(100, 100, 100, 100, 100))).toEqual([500, 1_000, 2_000, 4_000, 'give up']);
  });

  it('never waits more than 10 s between restarts', () => {
    const generous = { ...policy, maxQuickFailures: 10 };
    let history = freshHistory(generous);
    const seen: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const decision = afterUnexpectedExit(generous, history, 100);
      if (!decision.restart) throw new Error('gave up too early');
      seen.push(decision.delayMs);
      history = decision.history;
    }
    expect(seen).toEqual([500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000]);
  });

  it('starts counting again after a run that lasted', () => {
    const stable = policy.stableAfterMs;
    const decisions = exits(100, 100, 100, stable, 100, 100, 100, 100, 100);
    expect(delays(decisions)).toEqual([
      500,
      1_000,
      2_000,
      // The run that lasted: the first delay again, and five more quick failures to give up.
      500,
      1_000,
      2_000,
      4_000,
      8_000,
      'give up',
    ]);
  });

  it('says how many quick failures made it give up', () => {
    expect(exits(1, 1, 1, 1, 1).at(-1)).toEqual({ restart: false, quickFailures: 5 });
  });
});
