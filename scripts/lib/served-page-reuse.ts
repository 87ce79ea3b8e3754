/**
 * Makes Astro's incremental build leave the pages it reuses where they are: in the folder
 * being served. Astro 7.3 keeps its own copy of every rendered file in its cache folder and,
 * for a page whose route code and `cacheKey` are unchanged, copies that copy into the new
 * output folder. At 10,000 products that is some 21,700 files copied (and as many stored) per
 * publish, most of its time. Here a reused page is only checked to be in the served folder,
 * no copy is stored, and the build's output folder ends up holding just the files rendered
 * now, which scripts/lib/merge-site.ts then moves into the served folder.
 *
 * A page missing from the served folder (deleted by hand, say) is rendered again. The patch
 * replaces three methods of Astro's incremental cache class, found by file path because the
 * package does not export it; when a new Astro no longer has them, this throws at once
 * instead of quietly copying every page again.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface IncrementalCacheMethods {
  restoreOutputFile(settings: unknown, outputFile: string, destination: URL): Promise<boolean>;
  writeOutputFile(settings: unknown, outputFile: string, body: unknown): Promise<void>;
  deleteOutputFile(settings: unknown, outputFile: string): Promise<void>;
}

const PATCHED_METHODS = ['restoreOutputFile', 'writeOutputFile', 'deleteOutputFile'] as const;

async function incrementalCachePrototype(): Promise<IncrementalCacheMethods> {
  const astroRoot = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
  const file = join(astroRoot, 'dist/core/build/incremental.js');
  const module = (await import(pathToFileURL(file).href)) as {
    IncrementalBuildCache?: { prototype: IncrementalCacheMethods };
  };
  const prototype = module.IncrementalBuildCache?.prototype;
  if (!prototype || PATCHED_METHODS.some((name) => typeof prototype[name] !== 'function')) {
    throw new Error(
      `This Astro version's incremental build (${file}) no longer has ${PATCHED_METHODS.join(', ')}; ` +
        'scripts/lib/served-page-reuse.ts must be brought up to date with it.',
    );
  }
  return prototype;
}

/** From now on in this process, a reused page is one found in `servedDir`. */
export async function reusePagesFromServedFolder(servedDir: string): Promise<void> {
  const prototype = await incrementalCachePrototype();
  prototype.restoreOutputFile = async (_settings, outputFile) =>
    existsSync(join(servedDir, decodeURI(outputFile)));
  prototype.writeOutputFile = async () => {};
  prototype.deleteOutputFile = async () => {};
}
