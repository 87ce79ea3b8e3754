/**
 * How the browser bundles are cut into files. Astro makes an entry of every island and page
 * script, and the bundler splits what entries share by the exact set of entries sharing it: the
 * code every page loads at start (the session, the route guard, the cart link, the live stock,
 * the build watcher, their stores) ended up in some thirty files of a few hundred bytes each.
 * Each file is compressed on its own, so every page paid for the repetition between them
 * (about 5 KB of gzip on each page).
 *
 * Two chunks instead: React with Astro's renderer, which every island needs, and the shell:
 * the layout's islands (the maintenance notice's too when it is on) and everything they and
 * the layout's scripts import statically. Not the scripts themselves: their code runs when it
 * is evaluated, so it stays in their entry files and runs where the page puts it (an island's
 * module only defines its component; Astro renders it where the page says). Whatever else a
 * page loads is split as before.
 *
 * The chunk-load guard stays out of the shell: it reloads the page when a file of the bundle
 * is gone (a deploy), so it must not depend on any other file, the shell's React included.
 *
 * Entries may export more than their own module (`preserveEntrySignatures: 'allow-extension'`;
 * Astro sets `exports-only`). Otherwise an island entry that other code also imports (the
 * favorite toggle, which the filtered results render too) is a file that only re-exports a
 * chunk, and what an island shares with its own dynamic imports (the list's query parsing,
 * which the list request also uses) gets a file of its own. With it, the entry's file holds
 * them and exports them to the code loaded later. The page's island loader reads only the
 * component's export: the extra ones change nothing for it. (React's chunk is then the file
 * of Astro's React renderer entry, `client.*.js`.)
 */
import type { Plugin, Rolldown } from 'vite';

type CodeSplitting = Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>;

/** The islands and scripts of the layout (src/layouts/): every page loads them at start. */
export const LAYOUT_ENTRIES = [
  'src/features/session/AccountNav.tsx',
  'src/features/cart/CartLink.tsx',
  'src/features/deploy/DeployWatcher.astro',
  'src/features/live-stock/LiveStock.astro',
  'src/features/session/RouteGuard.astro',
  'src/features/pending-changes/PendingChanges.astro',
  'src/features/search/SiteSearch.astro',
] as const;

/** The maintenance notice's island, in the layout while PUBLIC_MAINTENANCE_NOTICE is on. */
export const NOTICE_ENTRY = 'src/features/maintenance/MaintenanceNotice.tsx';

/** The chunk-load guard: it imports only its own two helpers, and its script entry keeps them. */
const GUARD = 'src/features/deploy/chunk-guard.ts';

/** React, its DOM renderer and scheduler, and Astro's React renderer. */
const REACT = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/;

/**
 * The favorite toggle with its store, state and login link, which the painel's favorites share:
 * one file rather than four on every page with product cards (their toggles hydrate as they show).
 */
const FAVORITES =
  /[\\/]src[\\/]features[\\/]favorites[\\/](?:FavoriteToggle\.tsx|FavoriteToggle\.module\.css|store\.ts|state\.ts|login-redirect\.ts)$/;

/** A module id's file path with forward slashes (an Astro script's id carries a query). */
function pathOf(id: string): string {
  return (id.split('?')[0] ?? '').replaceAll('\\', '/');
}

/** Whether a module id is one of `entries` (by default the layout's). */
export function isLayoutEntry(id: string, entries: readonly string[] = LAYOUT_ENTRIES): boolean {
  const file = pathOf(id);
  return entries.some((entry) => file.endsWith(`/${entry}`));
}

/** Whether a module id is a page script (Astro's `?astro&type=script`), not an island. */
function isScript(id: string): boolean {
  return id.includes('?astro&type=script');
}

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null;
}

/**
 * The layout's islands and the modules the layout's entries (`entries`) import statically,
 * directly or not: the scripts and the chunk-load guard (with what only it imports) left out.
 */
export function shellModules(
  graph: ModuleGraph,
  entries: readonly string[] = LAYOUT_ENTRIES,
): Set<string> {
  const roots = [...graph.getModuleIds()].filter((id) => isLayoutEntry(id, entries));
  const shell = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (shell.has(id) || pathOf(id).endsWith(`/${GUARD}`)) continue;
    if (!isScript(id)) shell.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return shell;
}

/**
 * The plugin that reads the client build's module graph, and the `codeSplitting` option for
 * the client environment that uses what it read. `maintenanceNotice`: whether the layout
 * renders the notice (PUBLIC_MAINTENANCE_NOTICE); off, its island is built but no page loads it.
 */
export function clientChunks({ maintenanceNotice }: { maintenanceNotice: boolean }): {
  plugin: Plugin;
  codeSplitting: CodeSplitting;
} {
  const entries = maintenanceNotice ? [...LAYOUT_ENTRIES, NOTICE_ENTRY] : LAYOUT_ENTRIES;
  let shell = new Set<string>();
  return {
    plugin: {
      name: 'client-chunks',
      apply: 'build',
      applyToEnvironment: (environment) => environment.name === 'client',
      options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
      buildEnd() {
        shell = shellModules(this, entries);
      },
    },
    codeSplitting: {
      groups: [
        { name: 'react', test: REACT, priority: 3 },
        { name: 'shell', test: (id) => shell.has(id), priority: 2 },
        { name: 'favorites', test: (id) => FAVORITES.test(pathOf(id)), priority: 1 },
      ],
    },
  };
}
