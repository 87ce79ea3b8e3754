/**
 * Features may use each other's public modules (see FEATURE_PUBLIC_MODULES in
 * eslint.config.js), but never in a circle: a cycle would mean neither feature can change
 * or load without the other. This reads every feature's imports and looks for one.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES_DIR = import.meta.dirname;
const SOURCE = /\.(ts|tsx|astro)$/;
const FEATURE_IMPORT = /(?:from\s+|import\(\s*)'~\/features\/([\w-]+)\//g;

type Graph = ReadonlyMap<string, ReadonlySet<string>>;

/** Which features each feature's (non-test) files import. */
function featureGraph(): Graph {
  const graph = new Map<string, Set<string>>();
  for (const feature of readdirSync(FEATURES_DIR, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    const uses = new Set<string>();
    for (const file of readdirSync(join(FEATURES_DIR, feature.name))) {
      if (!SOURCE.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const text = readFileSync(join(FEATURES_DIR, feature.name, file), 'utf8');
      for (const [, used] of text.matchAll(FEATURE_IMPORT)) {
        if (used !== undefined && used !== feature.name) uses.add(used);
      }
    }
    graph.set(feature.name, uses);
  }
  return graph;
}

/** Every cycle as the path that closes it (`a → b → a`), found by depth-first search. */
function cyclesOf(graph: Graph): string[] {
  const cycles: string[] = [];
  const done = new Set<string>();
  const visit = (node: string, path: readonly string[]) => {
    if (path.includes(node)) {
      cycles.push([...path.slice(path.indexOf(node)), node].join(' → '));
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
    done.add(node);
  };
  for (const node of graph.keys()) visit(node, []);
  return cycles;
}

describe('the feature graph', () => {
  it('reads the imports between features', () => {
    expect(featureGraph().get('painel')).toContain('session');
  });

  it('has no cycle', () => {
    expect(cyclesOf(featureGraph())).toEqual([]);
  });

  it('would report a cycle', () => {
    const graph = new Map([
      ['catalogue', new Set(['favorites'])],
      ['favorites', new Set(['catalogue'])],
    ]);
    expect(cyclesOf(graph)).toEqual(['catalogue → favorites → catalogue']);
  });
});
