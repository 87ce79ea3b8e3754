/**
 * HTTP load from autocannon, each run in a process of its own: a load generator sharing an event
 * loop with another (or with what it measures) would measure itself. The run is bounded in time
 * and stops by itself.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../../runtime/paths.ts';

const AUTOCANNON = join(projectRoot, 'node_modules/autocannon/autocannon.js');
const STDERR_KEPT = 2_000;

export interface LoadOptions {
  readonly url: string;
  readonly connections: number;
  readonly durationS: number;
  readonly method?: 'GET' | 'POST';
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}

export interface LoadResult {
  /** Latency percentiles, in whole milliseconds (autocannon's resolution). */
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** The mean of the per-second request counts. */
  readonly requestsPerSecond: number;
  /** Requests that got no 2xx answer: errors, timeouts, other statuses. */
  readonly failures: number;
}

/** The part of autocannon's `--json` report read here. */
interface AutocannonReport {
  readonly latency: { readonly p50: number; readonly p99: number };
  readonly requests: { readonly average: number };
  /** Connection errors, timeouts included. */
  readonly errors: number;
  readonly non2xx: number;
}

export function autocannonArgs(options: LoadOptions): string[] {
  return [
    '--json',
    '--connections',
    String(options.connections),
    '--duration',
    String(options.durationS),
    '--method',
    options.method ?? 'GET',
    ...Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
      '--headers',
      `${name}=${value}`,
    ]),
    ...(options.body === undefined ? [] : ['--body', options.body]),
    options.url,
  ];
}

export function generateLoad(options: LoadOptions): Promise<LoadResult> {
  const child = spawn(process.execPath, [AUTOCANNON, ...autocannonArgs(options)], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr
    .setEncoding('utf8')
    .on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-STDERR_KEPT)));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      const line = stdout.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !line.startsWith('{')) {
        reject(new Error(`autocannon against ${options.url} failed (exit ${code}): ${stderr}`));
        return;
      }
      const report = JSON.parse(line) as AutocannonReport;
      resolve({
        p50Ms: report.latency.p50,
        p99Ms: report.latency.p99,
        requestsPerSecond: Math.round(report.requests.average),
        failures: report.errors + report.non2xx,
      });
    });
  });
}
