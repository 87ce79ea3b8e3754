import { describe, expect, it } from 'vitest';
import { parseProcStat, processTree, sumRss } from './proc-tree.ts';
import type { ProcessSample } from './proc-tree.ts';

/** A /proc/{pid}/stat line: fields 3 onwards, with ppid (4) and rss in pages (24) where given. */
function stat(pid: number, comm: string, ppid: number, rssPages: number): string {
  const rest = Array.from({ length: 50 }, () => '0');
  rest[0] = 'S';
  rest[1] = String(ppid);
  rest[21] = String(rssPages);
  return `${pid} (${comm}) ${rest.join(' ')}\n`;
}

describe('parseProcStat', () => {
  it('reads pid, parent and resident set in bytes', () => {
    expect(parseProcStat(stat(120, 'node', 1, 25), 4096)).toEqual({
      pid: 120,
      ppid: 1,
      name: 'node',
      rssBytes: 25 * 4096,
    });
  });

  it('counts fields after the last parenthesis, whatever the command name holds', () => {
    expect(parseProcStat(stat(7, 'evil) 9 9 (name', 3, 2), 4096)).toEqual({
      pid: 7,
      ppid: 3,
      name: 'evil) 9 9 (name',
      rssBytes: 8192,
    });
  });

  it('rejects text that is not a stat line', () => {
    expect(parseProcStat('garbage', 4096)).toBeNull();
  });
});

describe('processTree / sumRss', () => {
  const samples: ProcessSample[] = [
    { pid: 1, ppid: 0, name: 'p', rssBytes: 1_000 },
    { pid: 10, ppid: 1, name: 'p', rssBytes: 100 }, // the benchmark
    { pid: 20, ppid: 10, name: 'p', rssBytes: 300 }, // the build
    { pid: 21, ppid: 20, name: 'p', rssBytes: 50 }, // esbuild
    { pid: 22, ppid: 21, name: 'p', rssBytes: 7 }, // a grandchild
    { pid: 30, ppid: 10, name: 'p', rssBytes: 900 }, // the benchmark's other child
  ];

  it('sums the root and all its descendants, nothing else', () => {
    expect(sumRss(processTree(samples, 20))).toBe(357);
    expect(
      processTree(samples, 20)
        .map((member) => member.pid)
        .sort(),
    ).toEqual([20, 21, 22]);
  });

  it('is 0 when the root is gone', () => {
    expect(sumRss(processTree(samples, 99))).toBe(0);
  });

  it('counts each process once even if the parent links loop', () => {
    const looped: ProcessSample[] = [
      { pid: 5, ppid: 6, name: 'p', rssBytes: 1 },
      { pid: 6, ppid: 5, name: 'p', rssBytes: 2 },
    ];
    expect(sumRss(processTree(looped, 5))).toBe(3);
  });
});
