/**
 * The two builds the scale part compares, each a child process of the project's Node (the
 * one running the benchmark): the shop's own `scripts/build.ts` against the counting proxy,
 * and the bare floor project with `astro build`, at the page and JSON counts the shop wrote.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { cacheDir, projectRoot } from '../../runtime/paths.ts';
import { buildPhases, routeGroups } from './build-log.ts';
import { runMeasured } from './measured-run.ts';
import { countOutput } from './output-count.ts';
import { SITE_PRODUCTS } from './session.ts';
import type { BenchSession } from './session.ts';
import type { ApiCounts, BuildRun, OutputCount } from './types.ts';

const ASTRO_BIN = join(projectRoot, 'node_modules/astro/bin/astro.mjs');
const CPU_HOOK = join(projectRoot, 'tests/bench/cpu-hook.ts');
export const FLOOR_ROOT = join(projectRoot, 'tests/bench/floor');
export const LOG_DIR = join(cacheDir, 'bench-logs');
const EMPTY_OUTPUT: OutputCount = { pages: 0, payloads: 0, files: 0, bytes: 0 };
const ROUTE_GROUPS_KEPT = 8;
const ERROR_LINES_KEPT = 15;
const PEAK_PROCESSES_KEPT = 5;

/** Same for both builds: Astro's telemetry would only try (and fail) to reach the internet. */
export const COMMON_ENV = { ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' };

/** The CPU time the hook wrote, or null when the process died before its exit handlers ran. */
function readCpuMs(file: string): number | null {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { cpuMs: number }).cpuMs;
  } catch {
    return null;
  } finally {
    rmSync(file, { force: true });
  }
}

async function measuredBuild(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  outDir: string,
  logFile: string,
): Promise<BuildRun> {
  const cpuFile = `${logFile}.cpu.json`;
  rmSync(cpuFile, { force: true });
  const loadBefore = loadavg()[0] ?? 0;
  const run = await runMeasured(process.execPath, ['--import', CPU_HOOK, ...args], {
    cwd: projectRoot,
    env: { ...env, BENCH_CPU_FILE: cpuFile },
    logFile,
  });
  const ok = run.exitCode === 0 && existsSync(outDir);
  const error = ok
    ? null
    : run.lines
        .slice(-ERROR_LINES_KEPT)
        .map((line) => line.text)
        .join('\n');
  return {
    ok,
    error,
    wallMs: Math.round(run.wallMs),
    cpuMs: readCpuMs(cpuFile),
    peakRssBytes: run.peak.bytes,
    peakProcesses: run.peak.processes.slice(0, PEAK_PROCESSES_KEPT),
    output: ok ? countOutput(outDir) : EMPTY_OUTPUT,
    phases: buildPhases(run.lines, run.wallMs),
    routeGroups: routeGroups(run.lines).slice(0, ROUTE_GROUPS_KEPT),
    logFile,
    loadAverage: [loadBefore, loadavg()[0] ?? 0],
  };
}

/**
 * `node scripts/build.ts --out-dir <outDir>` against the session's proxy, with every setting
 * the pages depend on pinned (a developer's `.env` must not change what is measured).
 */
export async function buildShop(
  session: BenchSession,
  products: number,
  outDir: string,
): Promise<BuildRun & { api: ApiCounts }> {
  session.proxy.takeCounts();
  const env = {
    ...process.env,
    ...COMMON_ENV,
    PUBLIC_GRAPHQL_URL: session.proxy.graphqlUrl,
    SITE_URL: session.server.url.replace(/\/$/, ''),
    PUBLIC_MOCK: 'false',
    PUBLIC_CAPTCHA_SITE_KEY: '',
    PUBLIC_MAINTENANCE_NOTICE: 'true',
    MOCK_PRODUCTS: String(products),
  };
  const run = await measuredBuild(
    ['scripts/build.ts', '--out-dir', outDir],
    env,
    outDir,
    join(LOG_DIR, `build-${products}.log`),
  );
  return { ...run, api: session.proxy.takeCounts() };
}

/** The floor at `pages` trivial pages and `json` JSON files, into a scratch folder it removes. */
export async function buildFloor(pages: number, json: number, label: number): Promise<BuildRun> {
  const outDir = join(cacheDir, `bench-floor-${label}`);
  rmSync(outDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    ...COMMON_ENV,
    BENCH_FLOOR_PAGES: String(pages),
    BENCH_FLOOR_JSON: String(json),
  };
  try {
    return await measuredBuild(
      [ASTRO_BIN, 'build', '--root', FLOOR_ROOT, '--outDir', outDir],
      env,
      outDir,
      join(LOG_DIR, `floor-${label}.log`),
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    // Astro generates types into the floor's `.astro/`: leave no generated files in the tree.
    rmSync(join(FLOOR_ROOT, '.astro'), { recursive: true, force: true });
  }
}

/**
 * Makes the session's site ready for the browser parts: the 50-product build of this run (the
 * scale part's, or one made now), with a fresh 50-product mock API behind the proxy.
 */
export async function prepareSite(
  session: BenchSession,
  log: (line: string) => void,
): Promise<void> {
  await session.useCatalogue(SITE_PRODUCTS);
  if (session.siteBuilt) return;
  log(`› building the ${SITE_PRODUCTS}-product site for the browser parts…`);
  const build = await buildShop(session, SITE_PRODUCTS, session.siteDir);
  if (!build.ok) {
    throw new Error(
      `The ${SITE_PRODUCTS}-product build failed (log: ${build.logFile}):\n${build.error ?? ''}`,
    );
  }
  session.siteBuilt = true;
  // The build used the API: start the site's visitors from the seed state again.
  await session.useCatalogue(SITE_PRODUCTS);
}
