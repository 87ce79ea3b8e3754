/**
 * Build identity: every build gets an id, written into the pages it renders (a `<meta>` read
 * at render time, src/features/deploy/build-identity.ts) and published as
 * `/builds/latest.json` and `/builds/meta/{id}.json`, so open tabs can tell that a newer build
 * has been deployed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import type { BuildInfo, BuildMeta } from '../../contract/build-files.ts';
import { startRenderSession } from '../../src/features/deploy/build-identity.ts';

/** A sortable, unique id: the start time in base 36 plus random hex. */
export function createBuildInfo(now: number = Date.now()): BuildInfo {
  const random = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return { id: `${now.toString(36)}-${random.toString(16).padStart(8, '0')}`, timestamp: now };
}

/** Site paths of the prerendered HTML pages among Astro's built routes (endpoints left out). */
export function pagePaths(pages: readonly { pathname: string }[]): string[] {
  return pages
    .map(({ pathname }) => `/${pathname}`.replace(/\/{2,}/g, '/'))
    .filter((path) => !/\.[a-z0-9]+$/i.test(path))
    .sort();
}

/** Writes `builds/latest.json` and `builds/meta/{id}.json` into the build's output folder. */
export async function writeBuildFiles(outDir: URL, meta: BuildMeta): Promise<void> {
  const buildsDir = new URL('builds/', outDir);
  await mkdir(new URL('meta/', buildsDir), { recursive: true });
  const latest: BuildInfo = { id: meta.id, timestamp: meta.timestamp };
  await writeFile(new URL('latest.json', buildsDir), `${JSON.stringify(latest)}\n`);
  await writeFile(new URL(`meta/${meta.id}.json`, buildsDir), `${JSON.stringify(meta)}\n`);
}

export function buildInfoIntegration(info: BuildInfo = createBuildInfo()): AstroIntegration {
  return {
    name: 'build-info',
    hooks: {
      'astro:build:start': () => startRenderSession(info),
      'astro:build:done': async ({ dir, pages, logger }) => {
        await writeBuildFiles(dir, { ...info, paths: pagePaths(pages) });
        logger.info(`build ${info.id}: wrote builds/latest.json and builds/meta/${info.id}.json`);
      },
    },
  };
}
