/**
 * Part 4: Lighthouse (the npm package) with its default configuration, i.e. a mobile device
 * with simulated throttling, against the production static server, in Debian's Chromium.
 * Everything the pages load is on loopback (site and API), so no request leaves the machine.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { onShutdown } from '../../runtime/shutdown.ts';
import { PUBLIC_PAGES } from './budgets.ts';
import { launchDebuggableChromium } from './browser.ts';
import { LOG_DIR } from './builds.ts';
import type { BenchSession } from './session.ts';
import { formatTable } from './table.ts';
import type { FailedAudit, LighthouseRow } from './types.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Runs per page; the one with the median performance score is reported. */
const RUNS = 3;
/** Audits that are informative only (no score) or not applicable are not failures. */
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings']);

/** The full Lighthouse result of a page, for a closer look (open it in the Lighthouse viewer). */
function reportFile(path: string): string {
  mkdirSync(LOG_DIR, { recursive: true });
  const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
  return join(LOG_DIR, `lighthouse-${name}.json`);
}

const score = (lhr: Result, id: string) => {
  const value = lhr.categories[id]?.score;
  return value == null ? null : Math.round(value * 100);
};
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? null;

/** Audits of the four categories that scored below 1, lowest first. */
export function failedAudits(lhr: Result): FailedAudit[] {
  const ids = new Set(
    CATEGORIES.flatMap(
      (category) => lhr.categories[category]?.auditRefs.map((ref) => ref.id) ?? [],
    ),
  );
  return [...ids]
    .map((id) => lhr.audits[id])
    .filter((audit) => audit !== undefined)
    .filter((audit) => SCORED_MODES.has(audit.scoreDisplayMode) && (audit.score ?? 1) < 1)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      displayValue: audit.displayValue ?? null,
    }));
}

function failedRow(path: string, error: string): LighthouseRow {
  return {
    path,
    ok: false,
    error,
    performance: null,
    performanceRuns: [],
    lcpRunsMs: [],
    accessibility: null,
    bestPractices: null,
    seo: null,
    lcpMs: null,
    cls: null,
    tbtMs: null,
    fcpMs: null,
    lcpElement: null,
    benchmarkIndex: null,
    failedAudits: [],
  };
}

function lcpElement(lhr: Result): string | null {
  const details = lhr.audits['lcp-breakdown-insight']?.details as
    { items?: { type?: string; selector?: string }[] } | undefined;
  return details?.items?.find((item) => item.type === 'node')?.selector ?? null;
}

function rowOf(
  path: string,
  lhr: Result,
  performanceRuns: number[],
  lcpRunsMs: number[],
): LighthouseRow {
  return {
    path,
    ok: true,
    error: null,
    performance: score(lhr, 'performance'),
    performanceRuns,
    lcpRunsMs,
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpElement: lcpElement(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    failedAudits: failedAudits(lhr),
  };
}

/** The run with the median score (the lower middle for an even count); undefined for none. */
export function medianRun<T>(runs: readonly T[], scoreOf: (run: T) => number): T | undefined {
  const sorted = [...runs].sort((a, b) => scoreOf(a) - scoreOf(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** One page, RUNS times: on a shared machine one run's CPU time (TBT above all) is noise. */
async function auditPage(port: number, url: string): Promise<Result[] | string> {
  const results: Result[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const lhr = result?.lhr;
    if (!lhr) return 'Lighthouse returned no result';
    if (lhr.runtimeError) return lhr.runtimeError.message;
    results.push(lhr);
  }
  return results;
}

export function runLighthouse(
  session: BenchSession,
  log: (line: string) => void,
): Promise<LighthouseRow[]> {
  return auditPages(session, PUBLIC_PAGES, log);
}

/** Each of `paths` on the session's static server, RUNS times; the median run's row each. */
export async function auditPages(
  session: BenchSession,
  paths: readonly string[],
  log: (line: string) => void,
): Promise<LighthouseRow[]> {
  const chromium = await launchDebuggableChromium();
  // Stopping the benchmark mid-audit must not leave the browser running.
  const unregister = onShutdown(() => chromium.close());
  try {
    const rows: LighthouseRow[] = [];
    for (const path of paths) {
      log(`› Lighthouse ${path} (${RUNS} runs)…`);
      const results = await auditPage(chromium.port, new URL(path, session.server.url).href);
      const median =
        typeof results === 'string'
          ? undefined
          : medianRun(results, (lhr) => lhr.categories.performance?.score ?? 0);
      if (typeof results === 'string' || !median) {
        rows.push(failedRow(path, typeof results === 'string' ? results : 'no run'));
        continue;
      }
      writeFileSync(reportFile(path), JSON.stringify(median));
      rows.push(
        rowOf(
          path,
          median,
          results.map((lhr) => score(lhr, 'performance') ?? 0),
          results.map((lhr) => metric(lhr, 'largest-contentful-paint') ?? 0),
        ),
      );
    }
    return rows;
  } finally {
    unregister();
    await chromium.close();
  }
}

export function lighthouseTables(rows: readonly LighthouseRow[]): string {
  const ms = (value: number | null) => (value === null ? null : Math.round(value));
  const table = formatTable(
    [
      'page',
      'perf',
      'perf runs',
      'a11y',
      'best pr.',
      'SEO',
      'FCP ms',
      'LCP ms',
      'CLS',
      'TBT ms',
      'CPU index',
    ],
    rows.map((row) => [
      row.ok ? row.path : `${row.path} (failed: ${row.error ?? ''})`,
      row.performance,
      row.performanceRuns.join(' '),
      row.accessibility,
      row.bestPractices,
      row.seo,
      ms(row.fcpMs),
      ms(row.lcpMs),
      row.cls === null ? null : row.cls.toFixed(3),
      ms(row.tbtMs),
      ms(row.benchmarkIndex),
    ]),
  );
  const audits = rows
    .filter((row) => row.failedAudits.length > 0)
    .map(
      (row) =>
        `  ${row.path}: ${row.failedAudits
          .map(
            (audit) =>
              `${audit.id} ${audit.score ?? ''}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
          )
          .join('; ')}`,
    );
  const lcp = rows
    .filter((row) => row.lcpElement)
    .map((row) => `  ${row.path}: ${row.lcpElement ?? ''}`);
  return `${table}\n\nMobile emulation, simulated throttling (Lighthouse defaults); the median of ${RUNS} runs by performance score. LCP element:\n${lcp.join('\n')}${
    audits.length
      ? `\nAudits below full score (insights scored 0 are hints, not score inputs):\n${audits.join('\n')}`
      : ''
  }`;
}
