/**
 * The repository's import graph: every TypeScript, TSX, JavaScript and Astro file of every home,
 * and the files each one imports (static, type-only, re-exports and dynamic imports; relative
 * paths and the site's `~/` alias). Packages and virtual modules are left out.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { CODE, importedPath, isSourceFolder } from '../../config/fences.js';

/** For each file (a repository path), the repository paths it imports. */
export type Graph = ReadonlyMap<string, ReadonlySet<string>>;

/** The code files under `root`, as repository paths (POSIX, relative to the top). */
export function codeFiles(root: URL): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(new URL(folder, root), { withFileTypes: true })) {
      const path = `${folder}${entry.name}`;
      if (entry.isDirectory() && isSourceFolder(entry.name)) walk(`${path}/`);
      else if (entry.isFile() && CODE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push(path);
      }
    }
  };
  walk('');
  return files.sort();
}

/** The script an .astro file runs: its frontmatter and its `<script>` elements. */
function scriptOf(path: string, text: string): string {
  if (!path.endsWith('.astro')) return text;
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [frontmatter, ...scripts].join('\n');
}

/** The module specifiers `text` (the source of `path`) imports. */
export function specifiersOf(path: string, text: string): string[] {
  const { importedFiles } = ts.preProcessFile(scriptOf(path, text), true, true);
  return importedFiles.map((file) => file.fileName);
}

const EXTENSIONS = ['.ts', '.tsx', '.astro', '.mts', '.mjs', '.js'];

/**
 * The file a repository path names as an import does: itself, with an extension added, a `.js`
 * that stands for its `.ts`, or a folder's index; the path itself when no file matches.
 */
export function resolvedFile(root: URL, path: string): string {
  const candidates = [
    path,
    ...EXTENSIONS.map((extension) => `${path}${extension}`),
    path.replace(/\.js$/, '.ts'),
    ...EXTENSIONS.map((extension) => `${path}/index${extension}`),
  ];
  const file = candidates.find((candidate) => {
    const absolute = fileURLToPath(new URL(candidate, root));
    return existsSync(absolute) && statSync(absolute).isFile();
  });
  return file ?? path;
}

/** The import graph of every code file under `root`. */
export function importGraph(root: URL): Graph {
  const graph = new Map<string, Set<string>>();
  for (const file of codeFiles(root)) {
    const text = readFileSync(new URL(file, root), 'utf8');
    const targets = new Set<string>();
    for (const specifier of specifiersOf(file, text)) {
      const path = importedPath(file, specifier);
      if (path !== null) targets.add(resolvedFile(root, path));
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The graph between groups of files: `groupOf` names a file's group, or null to leave it out. */
export function groupGraph(graph: Graph, groupOf: (file: string) => string | null): Graph {
  const groups = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const group = groupOf(file);
    if (group === null) continue;
    const uses = groups.get(group) ?? new Set<string>();
    groups.set(group, uses);
    for (const target of targets) {
      const used = groupOf(target);
      if (used !== null && used !== group) uses.add(used);
    }
  }
  return groups;
}

/**
 * One cycle of each strongly connected part of `graph`, as the path that closes it
 * (`a → b → a`), found with Tarjan's algorithm and a breadth-first search inside the part.
 */
export function cyclesOf(graph: Graph): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const parts: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const part = stack.splice(stack.indexOf(node));
    if (part.length > 1 || graph.get(node)?.has(node)) parts.push(part);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return parts.map((part) => shortestCycle(graph, new Set(part)).join(' → '));
}

/** The shortest path from the part's first node (in name order) back to itself. */
function shortestCycle(graph: Graph, part: ReadonlySet<string>): string[] {
  const start = [...part].sort()[0] ?? '';
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (const node of queue) {
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (!part.has(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, node);
      if (next === start) return [...pathTo(cameFrom, node, start), start];
      queue.push(next);
    }
  }
  return [start];
}

function pathTo(cameFrom: ReadonlyMap<string, string>, node: string, start: string): string[] {
  const path = [node];
  while (path[0] !== start) path.unshift(cameFrom.get(path[0] ?? '') ?? start);
  return path;
}
