/**
 * `npm run build`: a static build that never leaves a half-written site behind.
 *
 * 1. Checks that PUBLIC_GRAPHQL_URL answers GraphQL (not needed with PUBLIC_MOCK=true, where the
 *    build answers API calls in-process).
 * 2. Builds with Astro into a staging folder under `.cache/`.
 * 3. Only when that completes, swaps it into the output folder (default `dist/`) by renames.
 * A failure at any step exits 1 and leaves the previous output folder as it was; when the API
 * failed during the build (down, slow, answering errors), the message names the operations
 * that failed (publisher/build/api-trace.ts).
 *
 * Options: `--out-dir <folder>` (default `dist/`); `--incremental`: publish into that folder
 * what changed since the last publish into it, as the API's change feed says, rendering only
 * the pages those changes touch and merging them into the served folder
 * (publisher/build/merge-site.ts), or nothing when nothing changed; a full build when the state
 * of the last publish is missing or void (publisher/targeted/, state in
 * `.cache/incremental/<folder>`); `--report <file>`: write the pages rendered and reused as
 * JSON (publisher/build/incremental-state.ts).
 */
import { basename, join } from 'node:path';
import type { AstroInlineConfig } from 'astro';
import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { checkGraphqlApi, ApiUnavailableError } from '../publisher/build/api-check.ts';
import { traceApiOperations } from '../publisher/build/api-trace.ts';
import type { ApiTrace } from '../publisher/build/api-trace.ts';
import { buildOptionsFromArgs } from '../runtime/cli.ts';
import { loadProjectSettings } from '../runtime/env.ts';
import {
  forgetPublishedBuild,
  incrementalStateIntegration,
  recordPublishedBuild,
  stateMatchesServedFolder,
} from '../publisher/build/incremental-state.ts';
import type { BuildReport, IncrementalOutcome } from '../publisher/build/incremental-state.ts';
import type { Catalogue } from '../src/features/catalogue/catalogue.ts';
import { mergeIntoServedFolder, supersededManifest } from '../publisher/build/merge-site.ts';
import { cacheDir, incrementalCacheDir, projectRoot } from '../runtime/paths.ts';
import { replaceDirectory } from '../publisher/build/swap.ts';
import {
  catalogueFeed,
  stampsOf,
  unpublishedChanges,
} from '../publisher/targeted/catalogue-feed.ts';
import type { CatalogueFeed } from '../publisher/targeted/catalogue-feed.ts';
import {
  codeFingerprint,
  readFeedPosition,
  readPublishedSite,
  writeFeedPosition,
  writePublishedSite,
} from '../publisher/targeted/publish-state.ts';
import type { FeedPosition } from '../publisher/targeted/publish-state.ts';
import { withSitePageList } from '../publisher/build/site-page-list.ts';
import {
  builtCatalogue,
  forgetHandoff,
  publishChanges,
  sitePageNames,
} from '../src/features/catalogue/build-handoff.ts';
import type { TargetedPublish } from '../src/features/catalogue/build-handoff.ts';
import { PAYLOAD_FILE } from '../src/features/catalogue/payload.ts';

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
    keepSupersededManifest();
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
 * Publishes into `outDir`: a targeted publish when the state of the last publish is known and
 * still valid (the change feed says what changed; only the pages it touched are rendered and
 * merged into the served folder; nothing at all when nothing changed), a full build otherwise
 * or when the targeted one cannot be worked out.
 */
async function buildIncrementally(): Promise<void> {
  const incrementalDir = incrementalCacheDir(outDir);
  const stateDir = join(incrementalDir, 'state');
  const feed = catalogueFeed(settings.PUBLIC_GRAPHQL_URL);
  const fingerprint = codeFingerprint(process.env);
  const position = stateMatchesServedFolder(stateDir, outDir)
    ? await readFeedPosition(stateDir)
    : undefined;
  if (position?.fingerprint === fingerprint) {
    const [answer, categories] = await Promise.all([
      feed.changesSince(position.checkpoint),
      feed.categories(),
    ]);
    if (answer.complete && answer.epoch === position.epoch) {
      const changes = unpublishedChanges(answer, position.stamps);
      const sameCategories = (served: Catalogue['categories'] | undefined) =>
        JSON.stringify(served) === JSON.stringify(categories);
      const next = (site: {
        categories: Catalogue['categories'];
        pages: number;
      }): FeedPosition => ({
        fingerprint,
        checkpoint: answer.checkpoint,
        epoch: answer.epoch,
        stamps: stampsOf(answer),
        ...site,
      });
      // Nothing new: answered from the small position file, without reading the catalogue.
      if (
        changes.length === 0 &&
        position.pages !== undefined &&
        sameCategories(position.categories) &&
        (await homeUnchanged(feed))
      ) {
        await writeFeedPosition(stateDir, next({ categories, pages: position.pages }));
        await writeReport({
          id: servedId(),
          pages: position.pages,
          rendered: 0,
          reused: position.pages,
          servedAt: Date.now(),
        });
        return;
      }
      const site = await readPublishedSite(stateDir);
      if (site && sameCategories(site.catalogue.categories)) {
        try {
          await buildTargeted(
            stateDir,
            {
              previous: site.catalogue,
              changes,
              categories,
              pageNames: site.pageNames,
            },
            (pages) => next({ categories, pages }),
          );
          return;
        } catch (error) {
          // Nothing was merged before the build completed, so the site is as it was.
          console.warn('\nThe targeted publish failed; building everything instead.', error);
          rmSync(staged, { recursive: true, force: true });
        }
      }
    }
  }
  await buildEverything(incrementalDir, stateDir, feed, fingerprint);
}

/** A whole new site keeps the manifest of the one it replaces, as a targeted publish does. */
function keepSupersededManifest(): void {
  const superseded = supersededManifest(outDir);
  if (superseded && !existsSync(join(staged, superseded))) {
    copyFileSync(join(outDir, superseded), join(staged, superseded));
  }
}

/** Astro's build, loaded only when pages are rendered: a publish with nothing new never needs it. */
async function build(config: AstroInlineConfig): Promise<void> {
  const astro = await import('astro');
  await astro.build(config);
}

function servedId(): string {
  return (JSON.parse(readFileSync(join(outDir, 'builds', 'latest.json'), 'utf8')) as { id: string })
    .id;
}

/** Whether the home page's data is what the served `/_payload.json` holds. */
async function homeUnchanged(feed: CatalogueFeed): Promise<boolean> {
  const served = join(outDir, PAYLOAD_FILE);
  return existsSync(served) && readFileSync(served, 'utf8') === (await feed.homePayload());
}

async function writeReport(report: BuildReport): Promise<void> {
  if (reportFile) await writeFile(reportFile, JSON.stringify(report));
}

/** Renders the pages `publish` touches and merges them into the served folder. */
async function buildTargeted(
  stateDir: string,
  publish: TargetedPublish,
  nextPosition: (pages: number) => FeedPosition,
): Promise<void> {
  forgetPublishedBuild(stateDir);
  publishChanges(publish);
  let outcome: IncrementalOutcome | undefined;
  await build({
    root: projectRoot,
    outDir: staged,
    integrations: [
      withSitePageList(
        incrementalStateIntegration({
          stateDir,
          servedDir: outDir,
          onDone: (done) => (outcome = done),
        }),
      ),
    ],
  });
  const catalogue = builtCatalogue();
  const pageNames = sitePageNames();
  if (!outcome || !catalogue || !pageNames) {
    throw new Error('The targeted build ended without its bookkeeping.');
  }
  mergeIntoServedFolder(staged, outDir, outcome.removedPages);
  const servedAt = Date.now();
  await writePublishedSite(stateDir, { catalogue, pageNames });
  await writeFeedPosition(stateDir, nextPosition(pageNames.length));
  await recordPublishedBuild(stateDir, outDir);
  await writeReport({ ...outcome.report, servedAt });
}

/**
 * Renders every page into `staged` and swaps it in whole, then keeps what the next targeted
 * publish starts from. The feed's checkpoint is read before the catalogue: a change made while
 * the build fetches is listed again next time.
 */
async function buildEverything(
  incrementalDir: string,
  stateDir: string,
  feed: CatalogueFeed,
  fingerprint: string,
): Promise<void> {
  forgetHandoff();
  rmSync(incrementalDir, { recursive: true, force: true });
  const answer = await feed.changesSince(null);
  let outcome: IncrementalOutcome | undefined;
  let pageNames: string[] | undefined;
  await build({
    root: projectRoot,
    outDir: staged,
    integrations: [
      incrementalStateIntegration({
        stateDir,
        servedDir: outDir,
        onDone: (done) => (outcome = done),
      }),
      {
        name: 'site-page-names',
        hooks: {
          'astro:build:done': ({ pages }) => void (pageNames = pages.map((page) => page.pathname)),
        },
      },
    ],
  });
  const catalogue = builtCatalogue();
  if (!outcome || !pageNames || !catalogue) {
    throw new Error('The build ended without its bookkeeping.');
  }
  keepSupersededManifest();
  replaceDirectory(staged, outDir, aside, { keepPrevious: true });
  const servedAt = Date.now();
  await writePublishedSite(stateDir, { catalogue, pageNames });
  await writeFeedPosition(stateDir, {
    fingerprint,
    checkpoint: answer.checkpoint,
    epoch: answer.epoch,
    stamps: stampsOf(answer),
    categories: catalogue.categories,
    pages: pageNames.length,
  });
  await recordPublishedBuild(stateDir, outDir);
  // What a publisher waits for: written before the old folder is deleted.
  await writeReport({ ...outcome.report, servedAt });
  rmSync(aside, { recursive: true, force: true });
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\nBuilt the site into ${outDir} in ${seconds} s.`);
// Astro can leave timers or workers behind; the build is done, so end here.
process.exit(0);
