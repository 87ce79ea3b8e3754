/** The machine a run measured on: figures from different machines do not compare. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from '../../scripts/lib/chromium.ts';
import { projectRoot } from '../../runtime/paths.ts';

export interface MachineInfo {
  readonly date: string;
  readonly cores: number;
  readonly cpuModel: string;
  readonly memoryBytes: number;
  readonly node: string;
  readonly kernel: string;
  readonly astro: string;
  readonly chromium: string | null;
  /** 1-, 5- and 15-minute load averages at the start: other work skews every time. */
  readonly loadAverage: readonly number[];
}

function packageVersion(name: string): string {
  const file = join(projectRoot, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function chromiumVersion(): string | null {
  try {
    // Debian's wrapper script complains on stderr about its environment; only stdout matters.
    return execFileSync(chromiumPath(), ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

export function machineInfo(): MachineInfo {
  return {
    date: new Date().toISOString(),
    cores: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryBytes: totalmem(),
    node: process.version,
    kernel: release(),
    astro: packageVersion('astro'),
    chromium: chromiumVersion(),
    loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
  };
}

export function describeMachine(machine: MachineInfo): string {
  return (
    `${machine.date}: ${machine.cores} cores (${machine.cpuModel}), ` +
    `${(machine.memoryBytes / 2 ** 30).toFixed(0)} GiB, Node ${machine.node}, Astro ${machine.astro}, ` +
    `${machine.chromium ?? 'no Chromium'}; load average ${machine.loadAverage.join(' ')}`
  );
}
