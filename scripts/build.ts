/**
 * `npm run build`: a static build that never leaves a half-written site behind.
 *
 * 1. Checks that PUBLIC_GRAPHQL_URL answers GraphQL (not needed with PUBLIC_MOCK=true, where the
 *    build answers API calls in-process).
 * 2. Builds with Astro into a staging folder under `.cache/`.
 * 3. Only when that completes, swaps it into the output folder (default `dist/`) by renames.
 * A failure at any step exits 1 and leaves the previous output folder as it was; when the API
 * failed during the build (down, slow, answering errors), the message names the operations
 * that failed (scripts/lib/api-trace.ts).
 *
 * Options: `--out-dir <folder>` (default `dist/`); `--incremental`: render only the pages whose
 * data or code changed since the last incremental build of that folder (Astro's incremental
 * build, cache in `.cache/incremental/<folder>`) and move just those into the folder, leaving
 * the other pages where they are served (scripts/lib/merge-site.ts); `--report <file>`: write
 * the pages rendered and reused as JSON (scripts/lib/incremental-state.ts).
 */
import { basename, join } from 'node:path';
import { existsSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { build } from 'astro';
import { checkGraphqlApi, ApiUnavailableError } from './lib/api-check.ts';
import { traceApiOperations } from './lib/api-trace.ts';
import type { ApiTrace } from './lib/api-trace.ts';
import { buildOptionsFromArgs } from './lib/cli.ts';
import { loadProjectSettings } from './lib/env.ts';
import {
  forgetPublishedBuild,
  incrementalStateIntegration,
  recordPublishedBuild,
  stateMatchesServedFolder,
} from './lib/incremental-state.ts';
import type { IncrementalOutcome } from './lib/incremental-state.ts';
import { mergeIntoServedFolder } from './lib/merge-site.ts';
import { cacheDir, incrementalCacheDir, projectRoot } from './lib/paths.ts';
import { reusePagesFromServedFolder } from './lib/served-page-reuse.ts';
import { replaceDirectory } from './lib/swap.ts';

const settings = loadProjectSettings();
const { outDir, incremental, reportFile } = buildOptionsFromArgs();
const staged = join(cacheDir, `${basename(outDir)}-next`);
const aside = join(cacheDir, `${basename(outDir)}-previous`);
const started = performance.now();
let trace: ApiTrace | undefined;

try {
  if (!settings.PUBLIC_MOCK) {
    await checkGraphqlApi(settings.PUBLIC_GRAPHQL_URL);
    trace = traceApiOperations(settings.PUBLIC_GRAPHQL_URL);
  }
  rmSync(staged, { recursive: true, force: true });
  if (incremental) await buildIncrementally();
  else {
    await build({ root: projectRoot, outDir: staged });
    replaceDirectory(staged, outDir, aside);
  }
} catch (error) {
  if (error instanceof ApiUnavailableError) {
    console.error(`\nBuild not started. ${error.message}\n`);
  } else {
    console.error('\nBuild failed:', error);
    const failed = (await trace?.failures()) ?? [];
    if (failed.length > 0) {
      const list = failed.map((line) => `  - ${line}`).join('\n');
      console.error(
        `\nThe GraphQL API at ${settings.PUBLIC_GRAPHQL_URL} failed during the build; ` +
          `these operations did not succeed:\n${list}\nNo page is built from a failed call, ` +
          'so nothing was published.',
      );
    }
    const leftover = existsSync(staged)
      ? ` The partial output stays in ${staged} for inspection.`
      : '';
    console.error(`\n${outDir} was left as it was.${leftover}\n`);
  }
  process.exit(1);
}

/**
 * Renders what changed into `staged` and publishes it into `outDir`: by a merge when pages were
 * reused from `outDir`, by swapping the whole folder when every page was rendered.
 */
async function buildIncrementally(): Promise<void> {
  const incrementalDir = incrementalCacheDir(outDir);
  const stateDir = join(incrementalDir, 'state');
  // Reused pages come from the served folder: a state recorded with another build is void.
  if (!stateMatchesServedFolder(stateDir, outDir)) {
    rmSync(incrementalDir, { recursive: true, force: true });
  }
  forgetPublishedBuild(stateDir);
  await reusePagesFromServedFolder(outDir);
  let outcome: IncrementalOutcome | undefined;
  await build({
    root: projectRoot,
    outDir: staged,
    cacheDir: join(incrementalDir, 'astro'),
    experimental: { incrementalBuild: true },
    integrations: [
      incrementalStateIntegration({
        stateDir,
        servedDir: outDir,
        onDone: (done) => (outcome = done),
      }),
    ],
  });
  if (!outcome) throw new Error('The incremental build ended without its bookkeeping.');
  const whole = outcome.report.reused === 0;
  if (whole) replaceDirectory(staged, outDir, aside, { keepPrevious: true });
  else mergeIntoServedFolder(staged, outDir, outcome.removedPages);
  const servedAt = Date.now();
  await recordPublishedBuild(stateDir, outDir);
  // What a publisher waits for: written before the old folder (a whole one) is deleted.
  if (reportFile) await writeFile(reportFile, JSON.stringify({ ...outcome.report, servedAt }));
  if (whole) rmSync(aside, { recursive: true, force: true });
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\nBuilt the site into ${outDir} in ${seconds} s.`);
// Astro can leave timers or workers behind; the build is done, so end here.
process.exit(0);
