import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { isRunning } from '../pid-file.ts';
import { freePort } from '../../../runtime/ports.ts';
import type { RestartPolicy } from './restart-policy.ts';
import {
  GaveUpError,
  NotReadyError,
  createSupervisor,
  type ProcessSpec,
  type Supervisor,
  type SupervisorOptions,
} from './supervisor.ts';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const HTTP_CHILD = fixture('http-child.ts');
const FAST: RestartPolicy = {
  firstDelayMs: 50,
  maxDelayMs: 200,
  stableAfterMs: 60_000,
  maxQuickFailures: 4,
};

/** The supervisor's output, kept per stream, with a wait for a line to appear. */
function captureOutput() {
  const lines = { stdout: [] as string[], stderr: [] as string[] };
  const events = new EventEmitter();
  const writer = (stream: 'stdout' | 'stderr') => (line: string) => {
    lines[stream].push(line);
    events.emit('line', line);
  };
  const all = () => [...lines.stdout, ...lines.stderr];
  return {
    lines,
    all,
    output: { stdout: writer('stdout'), stderr: writer('stderr') },
    /** Resolves with the first line (already written or still to come) that matches. */
    waitForLine(pattern: RegExp): Promise<string> {
      const seen = all().find((line) => pattern.test(line));
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve) => {
        const listener = (line: string) => {
          if (!pattern.test(line)) return;
          events.off('line', listener);
          resolve(line);
        };
        events.on('line', listener);
      });
    },
  };
}

let supervisor: Supervisor | null = null;
let scratch: string | null = null;

afterEach(async () => {
  await supervisor?.stop();
  supervisor = null;
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = null;
});

function supervise(overrides: Partial<SupervisorOptions> = {}) {
  const capture = captureOutput();
  const givenUp: string[] = [];
  supervisor = createSupervisor({
    cwd: process.cwd(),
    policy: FAST,
    output: capture.output,
    onGiveUp: (name) => givenUp.push(name),
    ...overrides,
  });
  return { supervisor, capture, givenUp };
}

async function httpChild(
  name: string,
  env: Record<string, string> = {},
): Promise<ProcessSpec & { url: string }> {
  const port = await freePort('127.0.0.1');
  const url = `http://127.0.0.1:${port}/`;
  return {
    name,
    args: [HTTP_CHILD],
    env: { ...process.env, PORT: String(port), ...env },
    readyUrl: url,
    url,
  };
}

function startCountFile(): string {
  scratch = mkdtempSync(join(tmpdir(), 'supervisor-test-'));
  return join(scratch, 'starts');
}

/** The pid of a process that must be running now. */
function runningPid(supervisor: Supervisor, name: string): number {
  const pid = supervisor.pid(name);
  if (pid === undefined) throw new Error(`${name} is not running`);
  return pid;
}

async function answer(url: string): Promise<string> {
  return (await fetch(url)).text();
}

// Every test starts real processes: on a busy machine that takes seconds, not milliseconds.
describe('createSupervisor', { timeout: 30_000 }, () => {
  it('shows every line of a child prefixed with its name, stdout and stderr apart, blank lines left out', async () => {
    const { supervisor, capture } = supervise();
    const code = await supervisor.run({
      name: 'lines',
      args: [fixture('lines-child.ts')],
      env: process.env,
    });
    expect(code).toBe(7);
    expect(capture.lines.stdout).toEqual([
      '[lines] first line',
      '[lines] second line',
      '[lines] unfinished line',
    ]);
    expect(capture.lines.stderr).toEqual(['[lines] a warning']);
  });

  it('starts a process and resolves once it answers', async () => {
    const { supervisor } = supervise();
    const spec = await httpChild('web');
    await supervisor.start(spec);
    expect(await answer(spec.url)).toBe(String(supervisor.pid('web')));
  });

  it('restarts a process that fails at start, doubling the delay, until it answers', async () => {
    const { supervisor, capture, givenUp } = supervise();
    const spec = await httpChild('web', { START_COUNT_FILE: startCountFile(), CRASH_TIMES: '2' });
    await supervisor.start(spec);

    expect(capture.lines.stderr.filter((line) => line.startsWith('[supervisor]'))).toEqual([
      expect.stringMatching(
        /^\[supervisor\] web \(pid \d+\) exited with code 3 unexpectedly; starting it again in 0\.05 s\.$/,
      ),
      expect.stringMatching(/^\[supervisor\] web started again \(pid \d+\)\.$/),
      expect.stringMatching(/exited with code 3 unexpectedly; starting it again in 0\.1 s\.$/),
      expect.stringMatching(/^\[supervisor\] web started again \(pid \d+\)\.$/),
    ]);
    expect(capture.lines.stderr).toContain('[web] failing on purpose at start 2');
    expect(capture.lines.stdout).toContain(`[web] started pid ${supervisor.pid('web')}, start 3`);
    expect(givenUp).toEqual([]);
  });

  it('restarts a process killed from outside, and the new one answers', async () => {
    const { supervisor, capture } = supervise();
    const spec = await httpChild('web');
    await supervisor.start(spec);
    const first = runningPid(supervisor, 'web');

    process.kill(first, 'SIGKILL');
    await capture.waitForLine(/was killed by SIGKILL unexpectedly; starting it again in 0\.05 s/);
    const restarted = await capture.waitForLine(/web started again \(pid (\d+)\)/);
    const second = Number(/pid (\d+)/.exec(restarted)?.[1]);

    expect(second).not.toBe(first);
    await expect
      .poll(() => answer(spec.url).catch(() => 'not yet'), { timeout: 20_000 })
      .toBe(String(second));
  });

  it('gives up on a process that keeps failing at start, and says so', async () => {
    const { supervisor, capture, givenUp } = supervise();
    const spec = await httpChild('web', { CRASH_TIMES: '1000' });

    await expect(supervisor.start(spec)).rejects.toBeInstanceOf(GaveUpError);
    expect(givenUp).toEqual(['web']);
    expect(capture.lines.stdout.filter((line) => line.startsWith('[web] started'))).toHaveLength(
      FAST.maxQuickFailures,
    );
    expect(capture.lines.stderr.at(-1)).toBe(
      '[supervisor] web exited with code 3: it ended 4 times in a row within 60 s of starting, so it is not started again.',
    );
    expect(supervisor.pid('web')).toBeUndefined();
  });

  it('stops every child with SIGTERM and resolves once they have exited', async () => {
    const { supervisor, capture } = supervise();
    const specs = [await httpChild('one'), await httpChild('two')];
    await Promise.all(specs.map((spec) => supervisor.start(spec)));
    const pids = [runningPid(supervisor, 'one'), runningPid(supervisor, 'two')];

    await supervisor.stop();

    expect(pids.map(isRunning)).toEqual([false, false]);
    expect(capture.lines.stdout).toEqual(
      expect.arrayContaining([
        '[one] SIGTERM received, stopping',
        '[two] SIGTERM received, stopping',
      ]),
    );
    expect(capture.all().some((line) => line.includes('unexpectedly'))).toBe(false);
  });

  it('kills a child that ignores SIGTERM once the stop timeout has passed', async () => {
    const { supervisor, capture } = supervise({ stopTimeoutMs: 2_000 });
    const spec = await httpChild('stubborn', { IGNORE_SIGTERM: 'true' });
    await supervisor.start(spec);
    const pid = runningPid(supervisor, 'stubborn');

    await supervisor.stop();

    expect(isRunning(pid)).toBe(false);
    expect(capture.lines.stdout).toContain('[stubborn] SIGTERM received, ignored');
    expect(capture.lines.stderr).toContain(
      `[supervisor] stubborn (pid ${pid}) did not stop within 2 s; killing it.`,
    );
  });

  it('fails a start that does not answer in time, naming the URL and the hint', async () => {
    const { supervisor } = supervise();
    const spec = await httpChild('web');
    const silent = { ...spec, readyUrl: `${spec.url}missing`, readyTimeoutMs: 300 };
    const port = new URL(spec.url).port;

    const started = supervisor.start({ ...silent, readyHint: 'Raise WEB_TIMEOUT.' });

    await expect(started).rejects.toThrow(NotReadyError);
    await expect(started).rejects.toThrow(
      `web did not answer http://127.0.0.1:${port}/missing within 0.3 s. Raise WEB_TIMEOUT.`,
    );
  });
});
