/**
 * Part 6: a static page while the API is saturated. Starts the shop's processes as `npm start`
 * does (its process table under the supervisor, a 50-product build) on ports of their own, then
 * measures `/produtos/1` RUNS times, each time alone and then while a second load generator
 * keeps the API busy with product-list queries, as the catalogue's filters send them. Medians
 * and spreads over the runs, each run with the 1-minute load average beside it: other work on
 * the machine moves every figure.
 */
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { loadSettings } from '../../config/settings.ts';
import { planLocalRun } from '../../scripts/lib/local-run.ts';
import { cacheDir, incrementalCacheDir, projectRoot } from '../../runtime/paths.ts';
import { freePort, LOCAL_HOST } from '../../runtime/ports.ts';
import { shopEnv, shopProcesses } from '../../scripts/lib/shop-processes.ts';
import { onShutdown } from '../../runtime/shutdown.ts';
import { startShop } from '../../scripts/lib/start-shop.ts';
import { createSupervisor } from '../../scripts/lib/supervisor/supervisor.ts';
import { ProductListPageDocument } from '../../src/lib/graphql/generated/graphql.ts';
import { COMMON_ENV, LOG_DIR } from './builds.ts';
import { generateLoad, type LoadResult } from './load-generator.ts';
import { SITE_PRODUCTS } from './session.ts';
import { median } from './stats.ts';
import { formatTable } from './table.ts';
import type { BudgetResult } from './types.ts';

export const PAGE_PATH = '/produtos/1';
export const SERVE_RUNS = 5;
const DURATION_S = 10;
/** autocannon's default; the page answers each connection as fast as it can. */
const PAGE_CONNECTIONS = 10;
const API_CONNECTIONS = 50;
/** The API load starts this long before the page's measurement and ends as long after it. */
const API_LEAD_S = 1;
const WARM_UP_S = 2;
export const SERVE_P99_LIMIT_MS = 25;
/** What a browser sends: the page is measured as visitors get it (compressed). */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip, deflate' };

export interface Measured extends LoadResult {
  /** 1-minute load average right after the measurement. */
  readonly loadAverage: number;
}

export interface ServeRun {
  readonly alone: Measured;
  /** The page while the API is saturated. */
  readonly underLoad: Measured;
  /** The API's own figures while it was saturated. */
  readonly api: LoadResult;
}

export interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

type Figure = 'p50Ms' | 'p99Ms' | 'requestsPerSecond';
type Condition = 'alone' | 'underLoad' | 'api';

export interface ServeUnderLoad {
  readonly path: string;
  readonly products: number;
  readonly durationS: number;
  readonly pageConnections: number;
  readonly apiConnections: number;
  readonly runs: readonly ServeRun[];
  readonly summary: Readonly<Record<Condition, Readonly<Record<Figure, Spread>>>>;
}

const FIGURES: readonly Figure[] = ['p50Ms', 'p99Ms', 'requestsPerSecond'];
const FIGURE_LABELS: Readonly<Record<Figure, string>> = {
  p50Ms: 'p50 ms',
  p99Ms: 'p99 ms',
  requestsPerSecond: 'req/s',
};
const CONDITIONS: readonly Condition[] = ['alone', 'underLoad', 'api'];

function spread(values: readonly number[]): Spread {
  return { median: median(values) ?? 0, min: Math.min(...values), max: Math.max(...values) };
}

export function summarize(runs: readonly ServeRun[]): ServeUnderLoad['summary'] {
  const of = (condition: Condition) =>
    Object.fromEntries(
      FIGURES.map((figure) => [figure, spread(runs.map((run) => run[condition][figure]))]),
    ) as Record<Figure, Spread>;
  return Object.fromEntries(CONDITIONS.map((condition) => [condition, of(condition)])) as Record<
    Condition,
    Record<Figure, Spread>
  >;
}

/** The product-list query the catalogue's filters send, as one request body. */
function productListBody(): string {
  return JSON.stringify({
    operationName: 'ProductListPage',
    query: ProductListPageDocument.toString(),
    variables: { page: 1, pageSize: 24, sort: 'NAME_ASC' },
  });
}

interface RunningShop {
  readonly pageUrl: string;
  readonly graphqlUrl: string;
  /** Throws when the supervisor gave a process up (the figures would mean nothing). */
  assertHealthy(): void;
  stop(): Promise<void>;
}

/** The shop's processes as `npm start` runs them, on free ports, their lines in a log file. */
async function startShopProcesses(log: (line: string) => void): Promise<RunningShop> {
  const port = async () => String(await freePort(LOCAL_HOST));
  const apiPort = await port();
  const base = {
    ...process.env,
    ...COMMON_ENV,
    PORT: await port(),
    MOCK_API_PORT: apiPort,
    MOCK_PAYMENT_GATEWAY_PORT: await port(),
    PUBLISHER_PORT: await port(),
    PUBLIC_GRAPHQL_URL: `http://${LOCAL_HOST}:${apiPort}/graphql`,
    PUBLIC_PAYMENT_GATEWAY_URL: '',
    SITE_URL: '',
    PUBLIC_MOCK: 'false',
    PUBLIC_CAPTCHA_SITE_KEY: '',
    PUBLIC_MAINTENANCE_NOTICE: 'true',
    PUBLISH_DISPATCH_URL: '',
    MOCK_PRODUCTS: String(SITE_PRODUCTS),
  };
  const settings = loadSettings(base);
  const plan = planLocalRun(base, settings);
  const env = shopEnv(base, settings, plan);
  const outDir = join(cacheDir, 'bench-serve-dist');
  const clean = () => {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(incrementalCacheDir(outDir), { recursive: true, force: true });
  };
  clean();
  const processes = shopProcesses({ settings, plan, outDir, env });

  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = join(LOG_DIR, 'serve-under-load.log');
  const logStream = createWriteStream(logFile);
  logStream.on('error', (error) =>
    log(`The processes' lines could not be written: ${error.message}`),
  );
  const write = (line: string) => logStream.write(`${line}\n`);
  let givenUp: string | null = null;
  const supervisor = createSupervisor({
    cwd: projectRoot,
    output: { stdout: write, stderr: write },
    onGiveUp: (name) => (givenUp = name),
  });
  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= supervisor.stop().then(() => {
      logStream.end();
      clean();
    });
    return stopped;
  };
  onShutdown(stop);
  log(`› starting the shop's processes as npm start does (their lines: ${logFile})…`);
  try {
    await startShop(supervisor, processes, { outDir, env });
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)} (log: ${logFile})`, {
      cause: error,
    });
  }
  return {
    pageUrl: `http://${LOCAL_HOST}:${settings.PORT}${PAGE_PATH}`,
    graphqlUrl: plan.graphqlUrl,
    assertHealthy() {
      if (givenUp !== null) throw new Error(`${givenUp} would not stay up (log: ${logFile})`);
    },
    stop,
  };
}

const oneMinuteLoad = () => Number((loadavg()[0] ?? 0).toFixed(2));

async function measurePage(shop: RunningShop): Promise<Measured> {
  const result = await generateLoad({
    url: shop.pageUrl,
    connections: PAGE_CONNECTIONS,
    durationS: DURATION_S,
    headers: BROWSER_HEADERS,
  });
  return { ...result, loadAverage: oneMinuteLoad() };
}

function loadApi(shop: RunningShop, durationS: number): Promise<LoadResult> {
  return generateLoad({
    url: shop.graphqlUrl,
    connections: API_CONNECTIONS,
    durationS,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: productListBody(),
  });
}

export async function runServeUnderLoad(log: (line: string) => void): Promise<ServeUnderLoad> {
  const shop = await startShopProcesses(log);
  try {
    log(`› warming up (${WARM_UP_S} s each)…`);
    await generateLoad({
      url: shop.pageUrl,
      connections: PAGE_CONNECTIONS,
      durationS: WARM_UP_S,
      headers: BROWSER_HEADERS,
    });
    await loadApi(shop, WARM_UP_S);
    const runs: ServeRun[] = [];
    for (let run = 1; run <= SERVE_RUNS; run += 1) {
      log(`› run ${run} of ${SERVE_RUNS}: ${PAGE_PATH} alone, then with the API saturated…`);
      const alone = await measurePage(shop);
      const api = loadApi(shop, DURATION_S + 2 * API_LEAD_S);
      await delay(API_LEAD_S * 1000);
      const underLoad = await measurePage(shop);
      runs.push({ alone, underLoad, api: await api });
      shop.assertHealthy();
    }
    return {
      path: PAGE_PATH,
      products: SITE_PRODUCTS,
      durationS: DURATION_S,
      pageConnections: PAGE_CONNECTIONS,
      apiConnections: API_CONNECTIONS,
      runs,
      summary: summarize(runs),
    };
  } finally {
    await shop.stop();
  }
}

const rate = (value: number) => Math.round(value);

export function serveTables(result: ServeUnderLoad): string {
  const perRun = formatTable(
    [
      'run',
      'alone p50 ms',
      'p99 ms',
      'req/s',
      'load',
      'API busy p50 ms',
      'p99 ms',
      'req/s',
      'load',
      'API req/s',
      'API p99 ms',
    ],
    result.runs.map((run, index) => [
      index + 1,
      run.alone.p50Ms,
      run.alone.p99Ms,
      rate(run.alone.requestsPerSecond),
      run.alone.loadAverage.toFixed(2),
      run.underLoad.p50Ms,
      run.underLoad.p99Ms,
      rate(run.underLoad.requestsPerSecond),
      run.underLoad.loadAverage.toFixed(2),
      rate(run.api.requestsPerSecond),
      run.api.p99Ms,
    ]),
  );
  const labels: Record<Condition, string> = {
    alone: `${result.path} alone`,
    underLoad: `${result.path}, API saturated`,
    api: 'API (product lists)',
  };
  const summary = formatTable(
    ['measured', 'figure', 'median', 'min', 'max'],
    CONDITIONS.flatMap((condition) =>
      FIGURES.map((figure) => {
        const { median: middle, min, max } = result.summary[condition][figure];
        return [labels[condition], FIGURE_LABELS[figure], rate(middle), rate(min), rate(max)];
      }),
    ),
  );
  const failures = result.runs.reduce(
    (sum, run) => sum + run.alone.failures + run.underLoad.failures + run.api.failures,
    0,
  );
  return (
    `${perRun}\n\n${summary}\n` +
    `${result.durationS} s per measurement; the page with ${result.pageConnections} connections ` +
    `(Accept-Encoding: br, gzip), the API with ${result.apiConnections} (ProductListPage, 24 per page). ` +
    `Load: 1-minute load average after each measurement.` +
    (failures > 0 ? `\nWARNING: ${failures} request(s) got no 2xx answer.` : '')
  );
}

export function serveBudgets(result: ServeUnderLoad | null): BudgetResult[] {
  const id = 'serve-p99-under-load';
  const budget = `${PAGE_PATH}: p99 < ${SERVE_P99_LIMIT_MS} ms while the API is saturated (median of ${SERVE_RUNS} runs)`;
  if (result === null) return [{ id, budget, measured: '—', status: 'not measured' }];
  const p99 = result.summary.underLoad.p99Ms;
  const failed = result.runs.some((run) => run.underLoad.failures > 0);
  return [
    {
      id,
      budget,
      measured:
        `${p99.median} ms (runs ${p99.min}–${p99.max} ms; alone ${result.summary.alone.p99Ms.median} ms)` +
        (failed ? '; some page requests failed' : ''),
      status: p99.median < SERVE_P99_LIMIT_MS && !failed ? 'pass' : 'fail',
    },
  ];
}
