/**
 * The whole repository's imports against its fences (config/fences.js): no import crosses one,
 * and none closes a cycle, whether between files, between homes or between the API's domains.
 * Test code may reach across homes (HOMES says where), so the cycles between homes and domains
 * are those of the code the processes run.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_MODULES_DIR,
  declarationProblems,
  fenceCrossing,
  homeOf,
  isTestCode,
  ROOT,
  ROOT_FILES,
} from '../../config/fences.js';
import { cyclesOf, groupGraph, importGraph } from './import-graph.ts';
import type { Graph } from './import-graph.ts';

let graph: Graph;

beforeAll(() => {
  graph = importGraph(ROOT);
});

/** The home of a file the processes run; null for tests and the configuration at the top. */
function runningHome(file: string): string | null {
  const home = homeOf(file);
  return isTestCode(file) || home === ROOT_FILES ? null : home;
}

/** The API domain of a file the API runs; null elsewhere. */
function runningDomain(file: string): string | null {
  const domain = new RegExp(`^${API_MODULES_DIR}/([^/]+)/`).exec(file)?.[1];
  return domain === undefined || isTestCode(file) ? null : domain;
}

describe('the import graph', () => {
  it('reads every home, .astro frontmatter and the ~/ alias included', () => {
    expect(graph.get('src/lib/api/transport-mock.ts')).toContain('mocks/demo/browser-api.ts');
    expect(graph.get('src/layouts/BaseLayout.astro')).toContain(
      'src/features/deploy/DeployWatcher.astro',
    );
    expect(graph.get('api/server.ts')?.size).toBeGreaterThan(0);
  });

  it('declares every home and every public module of an API domain that exists', () => {
    expect(declarationProblems(ROOT)).toEqual([]);
  });

  it('crosses no fence', () => {
    const crossings = [...graph].flatMap(([file, targets]) =>
      [...targets].flatMap((target) => {
        const crossing = fenceCrossing(file, target);
        return crossing === null ? [] : [`${file} → ${target}: ${crossing}`];
      }),
    );
    expect(crossings).toEqual([]);
  });

  it('has no cycle between files', () => {
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('has no cycle between homes', () => {
    expect(cyclesOf(groupGraph(graph, runningHome))).toEqual([]);
  });

  it("has no cycle between the API's domains", () => {
    expect(cyclesOf(groupGraph(graph, runningDomain))).toEqual([]);
  });
});

describe('cyclesOf', () => {
  it('names one cycle of each tangle, by its shortest way round', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c', 'a'])],
      ['c', new Set(['a'])],
      ['d', new Set(['d', 'a'])],
      ['e', new Set(['f'])],
      ['f', new Set<string>()],
    ]);
    expect(cyclesOf(graph)).toEqual(['a → b → a', 'd → d']);
  });
});

describe('groupGraph', () => {
  it('joins the files of a group and leaves out what it is told to', () => {
    const graph = new Map([
      ['api/a.ts', new Set(['api/b.ts', 'config/c.ts', 'tests/t.ts'])],
      ['config/c.ts', new Set(['api/b.ts'])],
      ['tests/t.ts', new Set(['api/a.ts'])],
    ]);
    const homes = groupGraph(graph, (file) => (file.startsWith('tests/') ? null : homeOf(file)));
    expect(homes).toEqual(
      new Map([
        ['api', new Set(['config'])],
        ['config', new Set(['api'])],
      ]),
    );
    expect(cyclesOf(homes)).toEqual(['api → config → api']);
  });
});
