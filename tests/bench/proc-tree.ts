/**
 * Peak memory of a process tree, read from /proc: a build is a Node process plus whatever it
 * starts (esbuild, workers in child processes), so the figure that matters is the sum of their
 * resident sets at the worst moment, not the largest single process (which is all that
 * `/usr/bin/time -v` reports). Shared pages count once per process, so the sum errs high.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessSample {
  readonly pid: number;
  readonly ppid: number;
  /** The command name the kernel keeps (at most 15 characters, e.g. `node`, `esbuild`). */
  readonly name: string;
  readonly rssBytes: number;
}

/**
 * Parses `/proc/{pid}/stat`. The command name (field 2) is in parentheses and may itself hold
 * spaces and parentheses, so the other fields are counted from the LAST `)`: state is field 3,
 * the parent pid field 4 and the resident set, in pages, field 24.
 */
export function parseProcStat(text: string, pageSize: number): ProcessSample | null {
  const close = text.lastIndexOf(')');
  if (close === -1) return null;
  const pid = Number.parseInt(text, 10);
  const name = text.slice(text.indexOf('(') + 1, close);
  const fields = text.slice(close + 2).split(' ');
  const ppid = Number(fields[1]);
  const rssPages = Number(fields[21]);
  if (!Number.isInteger(pid) || !Number.isInteger(ppid) || !Number.isInteger(rssPages)) return null;
  return { pid, ppid, name, rssBytes: rssPages * pageSize };
}

/** `root` and all its descendants (empty when `root` is gone). */
export function processTree(samples: readonly ProcessSample[], root: number): ProcessSample[] {
  const children = new Map<number, ProcessSample[]>();
  const byPid = new Map<number, ProcessSample>();
  for (const sample of samples) {
    byPid.set(sample.pid, sample);
    const siblings = children.get(sample.ppid) ?? [];
    siblings.push(sample);
    children.set(sample.ppid, siblings);
  }
  const start = byPid.get(root);
  const members: ProcessSample[] = [];
  const seen = new Set<number>();
  const queue = start ? [start] : [];
  for (let next = queue.pop(); next; next = queue.pop()) {
    if (seen.has(next.pid)) continue;
    seen.add(next.pid);
    members.push(next);
    queue.push(...(children.get(next.pid) ?? []));
  }
  return members;
}

export const sumRss = (members: readonly ProcessSample[]): number =>
  members.reduce((sum, member) => sum + member.rssBytes, 0);

function systemPageSize(): number {
  try {
    return Number(execFileSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).trim()) || 4096;
  } catch {
    return 4096;
  }
}

/** Every process visible in /proc right now (processes that end while being read are skipped). */
export function readProcesses(pageSize: number): ProcessSample[] {
  const samples: ProcessSample[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const sample = parseProcStat(readFileSync(`/proc/${entry}/stat`, 'utf8'), pageSize);
      if (sample) samples.push(sample);
    } catch {
      // Gone between readdir and read: nothing to count.
    }
  }
  return samples;
}

export interface Peak {
  /** The highest summed RSS seen, in bytes. */
  readonly bytes: number;
  /** The processes of the tree at that moment, largest first. */
  readonly processes: readonly { readonly name: string; readonly rssBytes: number }[];
}

export interface PeakSampler {
  /** Stops sampling. */
  stop(): Peak;
}

/** Samples the tree under `root` every `intervalMs` and keeps the moment of its maximum. */
export function samplePeakRss(root: number, intervalMs = 100): PeakSampler {
  const pageSize = systemPageSize();
  let peak: Peak = { bytes: 0, processes: [] };
  const sample = () => {
    const members = processTree(readProcesses(pageSize), root);
    const bytes = sumRss(members);
    if (bytes <= peak.bytes) return;
    const processes = members
      .map(({ name, rssBytes }) => ({ name, rssBytes }))
      .sort((a, b) => b.rssBytes - a.rssBytes);
    peak = { bytes, processes };
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
