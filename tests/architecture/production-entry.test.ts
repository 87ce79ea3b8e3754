/**
 * Production code never starts from `mocks/`: no file the API runs imports a stand-in, and what
 * `node api/main.ts` loads, followed through every import (config/, runtime/, contract/
 * included), holds no file of `mocks/`. The SDL (`mocks/schema.graphql`) is read as text, not
 * imported: the contract fixes its path.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, homeOf, isTestCode } from '../../config/fences.js';
import { importGraph } from './import-graph.ts';
import type { Graph } from './import-graph.ts';

let graph: Graph;

beforeAll(() => {
  graph = importGraph(ROOT);
});

/** Every file `start` loads, itself included, and through which file each was reached. */
function closureOf(start: string): Map<string, string> {
  const reachedFrom = new Map<string, string>([[start, start]]);
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const target of graph.get(file) ?? []) {
      if (reachedFrom.has(target)) continue;
      reachedFrom.set(target, file);
      queue.push(target);
    }
  }
  return reachedFrom;
}

describe('the production API', () => {
  it('imports nothing of mocks/ from any file it runs', () => {
    const crossings = [...graph]
      .filter(([file]) => homeOf(file) === 'api' && !isTestCode(file))
      .flatMap(([file, targets]) =>
        [...targets].filter((target) => homeOf(target) === 'mocks').map((t) => `${file} → ${t}`),
      );
    expect(crossings).toEqual([]);
  });

  it('loads no file of mocks/ when started as `node api/main.ts`, however indirectly', () => {
    const loaded = closureOf('api/main.ts');
    expect(loaded.has('api/server.ts')).toBe(true);
    const standIns = [...loaded]
      .filter(([file]) => homeOf(file) === 'mocks')
      .map(([file, from]) => `${from} → ${file}`);
    expect(standIns).toEqual([]);
  });
});
