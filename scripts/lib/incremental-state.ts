/**
 * Bookkeeping of incremental builds, as an Astro integration added by `scripts/build.ts
 * --incremental`. Astro reuses the HTML of unchanged pages, and that HTML names the build that
 * rendered it (`<meta name="build-id">`), so the manifests of those older builds must stay
 * published beside the new one. This integration keeps, in the incremental cache folder:
 * - `page-builds.json`: for every page, the id of the build whose HTML is served;
 * - `meta/{id}.json`: the manifest of every build some page still comes from;
 * and copies those manifests into the output. It also writes the build's report: how many
 * pages were rendered and how many reused.
 */
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { pagePaths } from '../../config/build-info.ts';
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
  /** When the new site was swapped in and served (ms since the epoch); set by finishReport. */
  readonly servedAt?: number;
}

/** Adds the moment the new site started being served to the report written by the build. */
export async function finishReport(
  reportFile: string | undefined,
  servedAt: number,
): Promise<void> {
  if (!reportFile) return;
  const report = JSON.parse(await readFile(reportFile, 'utf8')) as BuildReport;
  await writeFile(reportFile, JSON.stringify({ ...report, servedAt }));
}

type PageBuilds = Record<string, string>;

function readJson<T>(file: string, fallback: T): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

/** The build id written in a page's HTML, for pages the bookkeeping lost track of. */
function buildIdInHtml(outDir: string, path: string): string | undefined {
  const file = join(outDir, path, 'index.html');
  if (!existsSync(file)) return undefined;
  return /<meta name="build-id" content="([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1];
}

export function incrementalStateIntegration(options: {
  stateDir: string;
  reportFile?: string;
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
            : (previous[path] ?? buildIdInHtml(outDir, path) ?? id);
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
        if (options.reportFile) await writeFile(options.reportFile, JSON.stringify(report));
        logger.info(`pages: ${report.rendered} rendered, ${report.reused} reused`);
      },
    },
  };
}
