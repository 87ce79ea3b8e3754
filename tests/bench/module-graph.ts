/**
 * The import graph of the JavaScript a page loaded, to say which island costs what: the
 * bytes reachable from one entry (an island's component) and from no other entry of the page
 * are that entry's own share; everything else is shared (React, the renderer, common chunks).
 */

export interface LoadedScript {
  readonly url: string;
  readonly text: string;
  readonly gzipBytes: number;
}

export interface Imports {
  readonly staticImports: readonly string[];
  readonly dynamicImports: readonly string[];
}

// Bundler output: `import{a as b}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`,
// `import("./x.js")`, and Vite's preload lists of dependencies (`["_astro/x.js", …]`).
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*(["'])([^"'\n]+?\.m?js)\1/g;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*(["'`])([^"'`\n]+?\.m?js)\1\s*\)/g;
const PRELOAD_DEP = /(["'])((?:\.{0,2}\/)?(?:[\w-]+\/)*[\w.-]+\.m?js)\1/g;

/** The absolute URLs `text` (served at `url`) imports, statically and dynamically. */
export function importsOf(text: string, url: string): Imports {
  const resolve = (specifier: string) => {
    try {
      return new URL(specifier, url).href;
    } catch {
      return null;
    }
  };
  const collect = (pattern: RegExp) =>
    [...text.matchAll(pattern)]
      .map((match) => resolve(match[2] ?? ''))
      .filter((href): href is string => href !== null);
  const staticImports = new Set(collect(STATIC_IMPORT));
  // Other quoted `.js` names (preload lists, `import()` through helpers) are treated as dynamic:
  // they are loaded on demand, never before the importer runs.
  const dynamicImports = new Set([...collect(DYNAMIC_IMPORT), ...collect(PRELOAD_DEP)]);
  for (const href of staticImports) dynamicImports.delete(href);
  dynamicImports.delete(url);
  return { staticImports: [...staticImports], dynamicImports: [...dynamicImports] };
}

/** Every loaded script reachable from `entries` (static edges, plus dynamic ones if asked). */
export function reachable(
  graph: ReadonlyMap<string, Imports>,
  entries: Iterable<string>,
  followDynamic: boolean,
): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let url = queue.pop(); url !== undefined; url = queue.pop()) {
    if (seen.has(url)) continue;
    seen.add(url);
    const imports = graph.get(url);
    if (!imports) continue;
    queue.push(...imports.staticImports);
    if (followDynamic) queue.push(...imports.dynamicImports);
  }
  return seen;
}

export interface EntryShare {
  readonly entry: string;
  /** Gzip bytes of every loaded script this entry reaches, shared ones included. */
  readonly reachGzipBytes: number;
  /** Scripts only this entry brings in (statically or by its own dynamic imports). */
  readonly ownUrls: readonly string[];
  readonly ownGzipBytes: number;
}

/**
 * For each named entry group (e.g. an island: its component and renderer URLs), the loaded
 * scripts no OTHER group reaches, following dynamic imports on the other side too, so a chunk
 * another island may load later is never counted as this one's own.
 */
export function exclusiveShares(
  scripts: readonly LoadedScript[],
  entries: ReadonlyMap<string, readonly string[]>,
): EntryShare[] {
  const graph = new Map(scripts.map((script) => [script.url, importsOf(script.text, script.url)]));
  const sizes = new Map(scripts.map((script) => [script.url, script.gzipBytes]));
  return [...entries].map(([entry, urls]) => {
    const others = [...entries]
      .filter(([name]) => name !== entry)
      .flatMap(([, otherUrls]) => otherUrls);
    const theirs = reachable(graph, others, true);
    const reach = [...reachable(graph, urls, true)].filter((url) => sizes.has(url));
    const ownUrls = reach.filter((url) => !theirs.has(url));
    const bytes = (list: readonly string[]) =>
      list.reduce((sum, url) => sum + (sizes.get(url) ?? 0), 0);
    return { entry, reachGzipBytes: bytes(reach), ownUrls, ownGzipBytes: bytes(ownUrls) };
  });
}
