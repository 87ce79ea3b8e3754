/**
 * Runs a command as a child process and measures it: wall time, peak memory of its process
 * tree, and its console output with the time each line arrived (kept in a log file, since a
 * 10,000-product build prints some 20,000 lines).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import type { TimedLine } from './build-log.ts';
import { onShutdown } from '../../runtime/shutdown.ts';
import { samplePeakRss } from './proc-tree.ts';
import type { Peak } from './proc-tree.ts';

export interface MeasuredRun {
  readonly exitCode: number;
  readonly wallMs: number;
  readonly peak: Peak;
  readonly lines: readonly TimedLine[];
}

export interface MeasuredRunOptions {
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  readonly logFile: string;
}

export async function runMeasured(
  command: string,
  args: readonly string[],
  { cwd, env, logFile }: MeasuredRunOptions,
): Promise<MeasuredRun> {
  const started = performance.now();
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const spawned = new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  const lines: TimedLine[] = [];
  const streamsDone = [child.stdout, child.stderr].map((stream) => {
    const reader = createInterface({ input: stream, crlfDelay: Infinity });
    reader.on('line', (text) => lines.push({ atMs: performance.now() - started, text }));
    return new Promise<void>((resolve) => reader.once('close', resolve));
  });
  await spawned;
  // Stopping the benchmark stops the build it is measuring.
  const unregister = onShutdown(() => {
    if (child.exitCode === null) child.kill('SIGTERM');
  });
  const sampler = samplePeakRss(child.pid ?? -1);
  const exitCode = await new Promise<number>((resolve) => {
    child.once('exit', (code) => resolve(code ?? 1));
  });
  const wallMs = performance.now() - started;
  const peak = sampler.stop();
  unregister();
  await Promise.all(streamsDone);

  mkdirSync(dirname(logFile), { recursive: true });
  const log = lines.map(({ atMs, text }) => `[${(atMs / 1000).toFixed(3)} s] ${text}`);
  writeFileSync(logFile, `$ ${[command, ...args].join(' ')}\n${log.join('\n')}\n`);
  return { exitCode, wallMs, peak, lines };
}
