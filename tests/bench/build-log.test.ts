import { describe, expect, it } from 'vitest';
import { buildPhases, routeGroups, routeShape } from './build-log.ts';
import { operationNamesOf } from './api-proxy.ts';

const lines = [
  [100, '10:00:00 [build] output: "static"'],
  [900, '10:00:01 [build] Building static entrypoints...'],
  [4_000, ' generating static routes '],
  [4_500, '10:00:05   ├─ /produtos/1/index.html (+3ms) '],
  [4_600, '10:00:05   ├─ /produtos/2/index.html (+5ms) '],
  [4_700, '10:00:05   ├─ /produtos/categoria/redes/index.html (+1.5s) '],
  [9_000, '10:00:09 ✓ Completed in 5.0s.'],
  [9_100, '10:00:09 [build] Complete!'],
].map(([atMs, text]) => ({ atMs: Number(atMs), text: String(text) }));

describe('buildPhases', () => {
  it("splits the wall time at Astro's milestones", () => {
    expect(buildPhases(lines, 9_400)).toEqual({
      startupMs: 900,
      bundleMs: 3_100,
      renderMs: 5_000,
      finishMs: 400,
    });
  });

  it('leaves phases whose milestones never printed unknown', () => {
    expect(buildPhases(lines.slice(0, 2), 1_000)).toEqual({
      startupMs: 900,
      bundleMs: null,
      renderMs: null,
      finishMs: null,
    });
  });
});

describe('routeGroups', () => {
  it('sums the per-file times by route shape, slowest first', () => {
    expect(routeGroups(lines)).toEqual([
      { shape: '/produtos/categoria/[slug]/index.html', files: 1, ms: 1_500 },
      { shape: '/produtos/[n]/index.html', files: 2, ms: 8 },
    ]);
  });

  it('keeps fixed segments and generalises ids and category slugs', () => {
    expect(routeShape('/produtos/pagina/12/_payload.json')).toBe(
      '/produtos/pagina/[n]/_payload.json',
    );
  });
});

describe('operationNamesOf', () => {
  it('names each operation of a request, batched or anonymous', () => {
    const named = JSON.stringify({ query: 'query CatalogueProducts($page: Int) { x }' });
    const batch = JSON.stringify([
      { operationName: 'HomePage', query: 'query HomePage { x }' },
      { query: '{ __typename }' },
    ]);
    expect(operationNamesOf(named)).toEqual(['CatalogueProducts']);
    expect(operationNamesOf(batch)).toEqual(['HomePage', '(anonymous)']);
    expect(operationNamesOf('not json')).toEqual(['(anonymous)']);
  });
});
