/**
 * Bookkeeping of published builds, as an Astro integration added by `scripts/build.ts
 * --incremental`. A targeted publish renders only the pages a change touched and leaves the
 * others as they are served, and that HTML names the build that rendered it (`<meta
 * name="build-id">`), so the manifests of those older builds must stay published beside the
 * new one. This integration keeps, in the state folder:
 * - `page-builds.json`: for every page, the id of the build whose HTML is served;
 * - `meta/{id}.json`: the manifest of every build some page still comes from;
 * copies those manifests into the output, and hands the build's outcome to its caller: the
 * pages rendered and reused, and the pages that are gone since the last build.
 *
 * Reused pages are the ones in the served folder, so the state is only valid for the served
 * folder it was recorded with: `published-build.json` names the build served after the last
 * incremental publish, and `stateMatchesServedFolder` compares it with what is served now (a
 * full build or a hand-made change in between makes the next publish render everything).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { pagePaths } from './build-info.ts';
import {
  normalisedPath,
  renderedPaths,
  currentBuildId,
} from '../../src/features/deploy/build-identity.ts';

export interface BuildReport {
  readonly id: string;
  /** HTML pages in the output. */
  readonly pages: number;
  /** Pages rendered by this build. */
  readonly rendered: number;
  /** Pages whose HTML was reused from an earlier build. */
  readonly reused: number;
  /** When the new site was swapped in and served (ms since the epoch). */
  readonly servedAt?: number;
}

export interface IncrementalOutcome {
  readonly report: BuildReport;
  /** Pages of the previous build that this one no longer has (site paths). */
  readonly removedPages: readonly string[];
}

type PageBuilds = Record<string, string>;

const PUBLISHED_BUILD_FILE = 'published-build.json';

function readJson<T>(file: string, fallback: T): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

/** The id of the build `builds/latest.json` of a site folder announces. */
function servedBuildId(siteDir: string): string | undefined {
  return readJson<{ id?: string }>(join(siteDir, 'builds', 'latest.json'), {}).id;
}

/** Whether the state was recorded with the build that `servedDir` serves now. */
export function stateMatchesServedFolder(stateDir: string, servedDir: string): boolean {
  const recorded = readJson<{ id?: string }>(join(stateDir, PUBLISHED_BUILD_FILE), {}).id;
  return recorded !== undefined && recorded === servedBuildId(servedDir);
}

/**
 * Called before a build changes the state: until `recordPublishedBuild`, the state is not
 * valid for any served folder, so a build that fails halfway leaves the next one rendering
 * everything instead of trusting pages that were never published.
 */
export function forgetPublishedBuild(stateDir: string): void {
  rmSync(join(stateDir, PUBLISHED_BUILD_FILE), { force: true });
}

/** Records that `servedDir` now serves the build the state was just updated for. */
export async function recordPublishedBuild(stateDir: string, servedDir: string): Promise<void> {
  await mkdir(stateDir, { recursive: true });
  const published = { id: servedBuildId(servedDir) };
  await writeFile(join(stateDir, PUBLISHED_BUILD_FILE), JSON.stringify(published));
}

/** The build id written in a page's HTML, for pages the bookkeeping lost track of. */
function buildIdInHtml(siteDir: string, path: string): string | undefined {
  const file = join(siteDir, path, 'index.html');
  if (!existsSync(file)) return undefined;
  return /<meta name="build-id" content="([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1];
}

export function incrementalStateIntegration(options: {
  readonly stateDir: string;
  /** The folder the reused pages are served from. */
  readonly servedDir: string;
  readonly onDone: (outcome: IncrementalOutcome) => void;
}): AstroIntegration {
  const mapFile = join(options.stateDir, 'page-builds.json');
  const metaDir = join(options.stateDir, 'meta');
  return {
    name: 'incremental-state',
    hooks: {
      'astro:build:done': async ({ dir, pages, logger }) => {
        const outDir = fileURLToPath(dir);
        const id = currentBuildId();
        if (id === undefined) throw new Error('incremental-state: no build render session');
        const previous = readJson<PageBuilds>(mapFile, {});
        const rendered = renderedPaths();
        const all = pagePaths(pages).map(normalisedPath);
        const next: PageBuilds = {};
        for (const path of all) {
          next[path] = rendered.has(path)
            ? id
            : (previous[path] ?? buildIdInHtml(options.servedDir, path) ?? id);
        }
        const referenced = new Set(Object.values(next));
        await mkdir(metaDir, { recursive: true });
        await copyFile(join(outDir, 'builds/meta', `${id}.json`), join(metaDir, `${id}.json`));
        for (const file of await readdir(metaDir)) {
          const fileId = file.replace(/\.json$/, '');
          if (!referenced.has(fileId)) await rm(join(metaDir, file), { force: true });
          else if (fileId !== id) {
            await copyFile(join(metaDir, file), join(outDir, 'builds/meta', file));
          }
        }
        await writeFile(mapFile, JSON.stringify(next));
        const reusedCount = all.filter((path) => !rendered.has(path)).length;
        const report: BuildReport = {
          id,
          pages: all.length,
          rendered: all.length - reusedCount,
          reused: reusedCount,
        };
        logger.info(`pages: ${report.rendered} rendered, ${report.reused} reused`);
        options.onDone({
          report,
          removedPages: Object.keys(previous).filter((path) => !(path in next)),
        });
      },
    },
  };
}
