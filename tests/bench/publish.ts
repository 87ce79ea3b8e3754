/**
 * Part 5: publishing. At each size of 10,000 products and more: the publisher's first publish
 * (a full build: every page rendered), then three rounds of a webhook naming nothing new and of
 * one changed product (a price set through the mock's editor operation, whose webhook reaches
 * the publisher), each timed from the webhook's arrival to the new HTML being served, debounce
 * excluded (the debounce window is a setting, added on top), with the machine's load average
 * beside each; budgets take the median of the three. Then the full build's ratio to the floor
 * as the median of three runs.
 */
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { withGeneratedSecrets } from '../../config/generated-secrets.ts';
import { loadSettings } from '../../config/settings.ts';
import { staffToken } from '../support/api/staff.ts';
import { gql } from '../support/api/graphql-call.ts';
import { postPublishWebhook } from '../../api/modules/backoffice/publish-webhook.ts';
import type { PublishWebhookContent } from '../../contract/publish-webhook.ts';
import { cacheDir, incrementalCacheDir, publisherStateDir } from '../../runtime/paths.ts';
import type { PublishRecord } from '../../contract/publisher-status.ts';
import { startPublisher } from '../../publisher/start-publisher.ts';
import { buildFloor, buildShop } from './builds.ts';
import type { BenchSession } from './session.ts';
import { median } from './stats.ts';
import { formatTable, megabytes, seconds } from './table.ts';
import type { BudgetResult } from './types.ts';

export const PUBLISH_MIN_PRODUCTS = 10_000;
const CHANGED_PRODUCT = '3';
const FULL_BUILD_RUNS = 3;
/** Rounds of the no-change and one-change publishes. */
const PUBLISH_ROUNDS = 3;
const NO_CHANGE = 'webhook naming nothing new';
const ONE_CHANGE = 'one changed product (price)';

export interface PublishMeasure {
  readonly label: string;
  /** Webhook arrival to the new site being served. */
  readonly servedMs: number | null;
  readonly rendered: number;
  readonly reused: number;
  readonly result: PublishRecord['result'];
  readonly error: string | null;
  readonly loadAverage: number;
}

export interface FullBuildRun {
  readonly buildMs: number | null;
  readonly floorMs: number | null;
  readonly ratio: number | null;
  readonly peakRssBytes: number;
  readonly loadAverage: readonly [number, number];
}

export interface PublishRow {
  readonly products: number;
  readonly publishes: readonly PublishMeasure[];
  readonly fullBuilds: readonly FullBuildRun[];
  /** Median of the full builds' ratios (null when fewer than all three were measured). */
  readonly medianRatio: number | null;
  readonly debounceMs: number;
}

function servedMs(record: PublishRecord): number {
  return Date.parse(record.startedAt) + record.durationMs - Date.parse(record.receivedAt);
}

async function measurePublishes(
  session: BenchSession,
  products: number,
  log: (line: string) => void,
): Promise<PublishMeasure[]> {
  const outDir = join(cacheDir, `bench-publish-${products}`);
  const clean = () => {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(incrementalCacheDir(outDir), { recursive: true, force: true });
    rmSync(publisherStateDir(outDir), { recursive: true, force: true });
  };
  clean();
  const settings = loadSettings();
  // Debounce 0: the time measured is the publish itself; the window is stated beside it.
  const publisher = await startPublisher({
    settings: { ...settings, PUBLISH_DEBOUNCE_MS: 0 },
    port: 0,
    outDir,
    graphqlUrl: session.proxy.graphqlUrl,
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
      SITE_URL: session.server.url.replace(/\/$/, ''),
      PUBLIC_MOCK: 'false',
      PUBLIC_CAPTCHA_SITE_KEY: '',
    },
  });
  await session.useCatalogue(products, `${publisher.url}/hooks/publish`);
  const measures: PublishMeasure[] = [];
  const publish = async (label: string, trigger: () => Promise<void>) => {
    const finished = once(publisher.queue, 'finished') as Promise<[PublishRecord]>;
    await trigger();
    const [record] = await finished;
    const measure: PublishMeasure = {
      label,
      servedMs: record.result === 'published' ? servedMs(record) : null,
      rendered: record.rendered,
      reused: record.reused,
      result: record.result,
      error: record.error ?? null,
      loadAverage: loadavg()[0] ?? 0,
    };
    measures.push(measure);
    log(
      `  ${label}: ${measure.servedMs === null ? `FAILED (${measure.error})` : `${seconds(measure.servedMs)} s`}, ${measure.rendered} rendered, ${measure.reused} reused`,
    );
  };
  const webhook = async (content: PublishWebhookContent) => {
    const response = await postPublishWebhook(
      `${publisher.url}/hooks/publish`,
      withGeneratedSecrets(settings).PUBLISH_WEBHOOK_SECRET,
      content,
    );
    if (response.status !== 202) throw new Error(`the publisher answered ${response.status}`);
  };
  try {
    await publish('first publish (cold cache)', () => webhook({ all: true, reason: 'bench' }));
    for (let round = 1; round <= PUBLISH_ROUNDS; round++) {
      await publish(NO_CHANGE, () =>
        webhook({ products: [CHANGED_PRODUCT], reason: 'bench: no change' }),
      );
      const price = 12_345 + round;
      await publish(ONE_CHANGE, async () => {
        const api = session.proxy.graphqlUrl.replace(/\/graphql$/, '');
        const answer = await gql(
          api,
          `mutation { updateProduct(id: "${CHANGED_PRODUCT}", input: { price: ${price} }) { id } }`,
          { token: await staffToken(api) },
        );
        if (answer.errors.length > 0) {
          throw new Error(`updateProduct failed: ${JSON.stringify(answer.errors)}`);
        }
      });
      const page = readFileSync(join(outDir, 'produtos', CHANGED_PRODUCT, 'index.html'), 'utf8');
      const shown = `${price.toLocaleString('pt-BR')},00`;
      if (!page.includes(shown)) throw new Error(`the price ${shown} is not in the served page`);
    }
  } finally {
    await publisher.close();
    clean();
  }
  return measures;
}

async function measureFullBuilds(
  session: BenchSession,
  products: number,
  log: (line: string) => void,
): Promise<FullBuildRun[]> {
  const runs: FullBuildRun[] = [];
  const outDir = join(cacheDir, `bench-full-${products}`);
  for (let i = 1; i <= FULL_BUILD_RUNS; i++) {
    await session.useCatalogue(products);
    const build = await buildShop(session, products, outDir);
    rmSync(outDir, { recursive: true, force: true });
    const floor = build.ok
      ? await buildFloor(build.output.pages, build.output.payloads, products)
      : null;
    const ratio = build.ok && floor?.ok ? build.wallMs / floor.wallMs : null;
    runs.push({
      buildMs: build.ok ? build.wallMs : null,
      floorMs: floor?.ok ? floor.wallMs : null,
      ratio,
      peakRssBytes: build.peakRssBytes,
      loadAverage: [build.loadAverage[0], floor?.loadAverage[1] ?? build.loadAverage[1]],
    });
    log(
      `  full build ${i}/${FULL_BUILD_RUNS}: ${ratio === null ? 'FAILED' : `${ratio.toFixed(2)}×`} (load ${build.loadAverage[0].toFixed(1)})`,
    );
  }
  return runs;
}

export async function runPublish(
  session: BenchSession,
  sizes: readonly number[],
  log: (line: string) => void,
): Promise<PublishRow[]> {
  const rows: PublishRow[] = [];
  const publishSizes = sizes.filter((size) => size >= PUBLISH_MIN_PRODUCTS);
  for (const products of publishSizes.length > 0 ? publishSizes : [PUBLISH_MIN_PRODUCTS]) {
    log(`› ${products.toLocaleString('en')} products: publishing…`);
    const publishes = await measurePublishes(session, products, log);
    const fullBuilds =
      products === PUBLISH_MIN_PRODUCTS ? await measureFullBuilds(session, products, log) : [];
    const ratios = fullBuilds.flatMap((run) => (run.ratio === null ? [] : [run.ratio]));
    rows.push({
      products,
      publishes,
      fullBuilds,
      medianRatio: ratios.length === FULL_BUILD_RUNS ? median(ratios) : null,
      debounceMs: loadSettings().PUBLISH_DEBOUNCE_MS,
    });
  }
  return rows;
}

export function publishTables(rows: readonly PublishRow[]): string {
  const publishes = formatTable(
    ['products', 'publish', 'arrival → served s', 'rendered', 'reused', 'load avg'],
    rows.flatMap((row) =>
      row.publishes.map((publish) => [
        row.products,
        publish.label,
        publish.servedMs === null ? `FAILED: ${publish.error ?? ''}` : seconds(publish.servedMs),
        publish.rendered,
        publish.reused,
        publish.loadAverage.toFixed(1),
      ]),
    ),
  );
  const full = formatTable(
    ['products', 'run', 'build s', 'floor s', 'ratio', 'peak MB', 'load avg'],
    rows.flatMap((row) =>
      row.fullBuilds.map((run, i) => [
        row.products,
        i + 1,
        seconds(run.buildMs),
        seconds(run.floorMs),
        run.ratio === null ? null : `${run.ratio.toFixed(2)}×`,
        megabytes(run.peakRssBytes),
        `${run.loadAverage[0].toFixed(1)}→${run.loadAverage[1].toFixed(1)}`,
      ]),
    ),
  );
  const medians = rows
    .filter((row) => row.fullBuilds.length > 0)
    .map(
      (row) =>
        `  ${row.products.toLocaleString('en')}: median ratio ${row.medianRatio === null ? 'not measured' : `${row.medianRatio.toFixed(2)}×`}`,
    )
    .join('\n');
  const debounce = rows[0]?.debounceMs ?? 0;
  return `${publishes}\n(debounce excluded: a publish starts PUBLISH_DEBOUNCE_MS = ${debounce} ms after the last webhook of a burst)\n\nFull builds against the floor:\n${full}\n${medians}`;
}

/** The publishing budgets; a figure this run did not measure is reported as such. */
export function publishBudgets(rows: readonly PublishRow[] | null): BudgetResult[] {
  const at = (products: number) => rows?.find((row) => row.products === products);
  const timed = (
    id: string,
    budget: string,
    products: number,
    label: string,
    limitMs: number,
  ): BudgetResult => {
    const runs = at(products)?.publishes.filter((p) => p.label === label) ?? [];
    if (runs.length === 0) return { id, budget, measured: '—', status: 'not measured' };
    const failed = runs.find((run) => run.servedMs === null);
    if (failed) return { id, budget, measured: `failed: ${failed.error ?? ''}`, status: 'fail' };
    const times = runs.map((run) => run.servedMs ?? 0);
    const middle = median(times) ?? 0;
    const spread = `${seconds(Math.min(...times))}–${seconds(Math.max(...times))} s`;
    const counts = `${runs[0]?.rendered ?? 0} rendered, ${runs[0]?.reused ?? 0} reused`;
    const loads = runs.map((run) => run.loadAverage.toFixed(1)).join(', ');
    return {
      id,
      budget,
      measured: `median ${seconds(middle)} s of ${runs.length} (${spread}; ${counts}; loads ${loads})`,
      status: middle <= limitMs ? 'pass' : 'fail',
    };
  };
  const full = at(PUBLISH_MIN_PRODUCTS);
  const ratio = full?.medianRatio ?? null;
  const peak =
    full && full.fullBuilds.length > 0
      ? Math.max(...full.fullBuilds.map((run) => run.peakRssBytes))
      : null;
  return [
    timed(
      'publish-one-10k',
      'one changed product served ≤ 10 s at 10,000',
      10_000,
      ONE_CHANGE,
      10_000,
    ),
    timed(
      'publish-one-100k',
      'one changed product served ≤ 10 s at 100,000',
      100_000,
      ONE_CHANGE,
      10_000,
    ),
    timed(
      'publish-none-10k',
      'webhook naming nothing new ≤ 3 s at 10,000',
      10_000,
      NO_CHANGE,
      3_000,
    ),
    timed(
      'publish-none-100k',
      'webhook naming nothing new ≤ 3 s at 100,000',
      100_000,
      NO_CHANGE,
      3_000,
    ),
    ratio === null
      ? {
          id: 'full-ratio-median',
          budget: 'full build ≤ 2.0× floor (median of 3) at 10,000',
          measured: '—',
          status: 'not measured',
        }
      : {
          id: 'full-ratio-median',
          budget: 'full build ≤ 2.0× floor (median of 3) at 10,000',
          measured: `${ratio.toFixed(2)}× (loads ${full?.fullBuilds.map((run) => run.loadAverage[0].toFixed(1)).join(', ') ?? ''})`,
          status: ratio <= 2 ? 'pass' : 'fail',
        },
    peak === null
      ? {
          id: 'full-peak-10k',
          budget: 'full build peak memory < 1.5 GB at 10,000',
          measured: '—',
          status: 'not measured',
        }
      : {
          id: 'full-peak-10k',
          budget: 'full build peak memory < 1.5 GB at 10,000',
          measured: `${megabytes(peak)} MB`,
          status: peak < 1.5e9 ? 'pass' : 'fail',
        },
  ];
}
