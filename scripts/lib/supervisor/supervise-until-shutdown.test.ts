/**
 * The supervision of a whole script, as `npm start` runs it: a parent process (the fixture
 * `supervising-parent.ts`) with two supervised servers, ended by a signal or by a child that
 * will not start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { isRunning } from '../pid-file.ts';
import { freePort } from '../../../runtime/ports.ts';

const PARENT = fileURLToPath(new URL('./fixtures/supervising-parent.ts', import.meta.url));

interface RunningParent {
  readonly process: ChildProcess;
  readonly output: string[];
  readonly exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves with the children's pids once all answer; rejects if the parent ends first. */
  readonly ready: Promise<Record<string, number>>;
}

const started: RunningParent[] = [];

afterEach(() => {
  for (const parent of started.splice(0)) parent.process.kill('SIGKILL');
});

async function startParent(env: Record<string, string> = {}): Promise<RunningParent> {
  const ports = [await freePort('127.0.0.1'), await freePort('127.0.0.1')];
  const child = spawn(process.execPath, [PARENT], {
    env: { ...process.env, FIXTURE_PORTS: ports.join(','), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exit = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  const ready = new Promise<Record<string, number>>((resolve, reject) => {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        output.push(line);
        if (line.startsWith('ready ')) resolve(JSON.parse(line.slice('ready '.length)));
      });
    }
    void exit.then(() => reject(new Error(`the parent ended first:\n${output.join('\n')}`)));
  });
  const parent = { process: child, output, exit, ready };
  started.push(parent);
  return parent;
}

// Every test starts real processes: on a busy machine that takes seconds, not milliseconds.
describe('a supervising script', { timeout: 30_000 }, () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'ends every child on %s and exits 0, leaving no process behind',
    async (signal) => {
      const parent = await startParent();
      const pids = Object.values(await parent.ready);
      expect(pids).toHaveLength(2);
      expect(pids.every(isRunning)).toBe(true);

      parent.process.kill(signal);

      expect(await parent.exit).toEqual({ code: 0, signal: null });
      expect(pids.filter(isRunning)).toEqual([]);
      expect(parent.output).toEqual(
        expect.arrayContaining([
          '[a] SIGTERM received, stopping',
          '[b] SIGTERM received, stopping',
        ]),
      );
    },
  );

  it('killed with SIGKILL, leaves children that notice and exit by themselves', async () => {
    const parent = await startParent();
    const pids = Object.values(await parent.ready);

    parent.process.kill('SIGKILL');
    await parent.exit;

    // The children are not this test's own: their end can only be watched from outside.
    await expect.poll(() => pids.filter(isRunning), { timeout: 20_000 }).toEqual([]);
  });

  it('gives up on a child that keeps failing at start, says so and exits 1', async () => {
    const parent = await startParent({ FIXTURE_CRASH_TIMES: '1000' });

    await expect(parent.ready).rejects.toThrow('the parent ended first');

    expect((await parent.exit).code).toBe(1);
    const messages = parent.output.filter(
      (line) => !line.startsWith('[a]') && !line.startsWith('[b]'),
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^\[supervisor\] [ab] exited with code 3: it ended 3 times in a row within 60 s of starting, so it is not started again\.$/,
        ),
        expect.stringMatching(/^fixture: [ab] would not stay up; stopping everything\.$/),
      ]),
    );
  });
});
