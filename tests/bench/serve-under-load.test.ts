import { describe, expect, it } from 'vitest';
import { autocannonArgs } from './load-generator.ts';
import {
  SERVE_P99_LIMIT_MS,
  serveBudgets,
  summarize,
  type ServeRun,
  type ServeUnderLoad,
} from './serve-under-load.ts';

function run(aloneP99: number, busyP99: number, busyFailures = 0): ServeRun {
  const figures = { p50Ms: 1, requestsPerSecond: 1_000, failures: 0, loadAverage: 1 };
  return {
    alone: { ...figures, p99Ms: aloneP99 },
    underLoad: { ...figures, p99Ms: busyP99, failures: busyFailures },
    api: { p50Ms: 50, p99Ms: 200, requestsPerSecond: 400, failures: 0 },
  };
}

function result(runs: ServeRun[]): ServeUnderLoad {
  return {
    path: '/produtos/1',
    products: 50,
    durationS: 10,
    pageConnections: 10,
    apiConnections: 50,
    runs,
    summary: summarize(runs),
  };
}

describe('summarize', () => {
  it('gives the median, the lowest and the highest of each figure over the runs', () => {
    const summary = summarize([run(8, 30), run(6, 10), run(9, 12)]);
    expect(summary.alone.p99Ms).toEqual({ median: 8, min: 6, max: 9 });
    expect(summary.underLoad.p99Ms).toEqual({ median: 12, min: 10, max: 30 });
    expect(summary.api.requestsPerSecond).toEqual({ median: 400, min: 400, max: 400 });
  });
});

describe('serveBudgets', () => {
  it(`passes when the median p99 under API load is below ${SERVE_P99_LIMIT_MS} ms`, () => {
    const [budget] = serveBudgets(result([run(8, 40), run(6, 10), run(9, 12)]));
    expect(budget).toMatchObject({
      id: 'serve-p99-under-load',
      measured: '12 ms (runs 10–40 ms; alone 8 ms)',
      status: 'pass',
    });
  });

  it('fails at the limit, and when page requests failed under load', () => {
    expect(serveBudgets(result([run(8, 25), run(8, 25), run(8, 25)]))[0]?.status).toBe('fail');
    const failing = serveBudgets(result([run(8, 5, 3), run(8, 5), run(8, 5)]))[0];
    expect(failing).toMatchObject({ status: 'fail', measured: expect.stringContaining('failed') });
  });

  it('reports the budget as not measured when the part did not run', () => {
    expect(serveBudgets(null)[0]?.status).toBe('not measured');
  });
});

describe('autocannonArgs', () => {
  it('passes the method, every header and the body, and asks for JSON', () => {
    expect(
      autocannonArgs({
        url: 'http://127.0.0.1:1/graphql',
        connections: 50,
        durationS: 12,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ x }"}',
      }),
    ).toEqual([
      '--json',
      '--connections',
      '50',
      '--duration',
      '12',
      '--method',
      'POST',
      '--headers',
      'content-type=application/json',
      '--body',
      '{"query":"{ x }"}',
      'http://127.0.0.1:1/graphql',
    ]);
  });
});
