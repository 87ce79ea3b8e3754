/**
 * A small process supervisor: runs Node scripts as child processes, shows their output line by
 * line prefixed with their name, restarts a process that ends on its own (with the backoff of
 * `restart-policy.ts`), gives up on one that keeps failing at start, and stops them all on
 * request (SIGTERM, then SIGKILL after a timeout).
 *
 * Each child runs in a process group of its own (a Ctrl-C in the terminal reaches only the
 * supervisor, which alone decides how the children stop) with an IPC channel that
 * `parent-watch.ts`, preloaded into it, watches: if the supervisor dies without stopping them,
 * the children stop by themselves.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { consoleWriters, forwardLines, linePrefix, type LineWriter } from './prefixed-lines.ts';
import { NotReadyError, waitUntilAnswering } from './readiness.ts';
import {
  DEFAULT_RESTART_POLICY,
  afterUnexpectedExit,
  freshHistory,
  type RestartHistory,
  type RestartPolicy,
} from './restart-policy.ts';

export { NotReadyError };

/** One process the supervisor runs: a Node script of the project with its environment. */
export interface ProcessSpec {
  /** Short name: the prefix of its lines and the name in the supervisor's messages. */
  readonly name: string;
  /** The script (relative to the supervisor's working folder) and its arguments. */
  readonly args: readonly string[];
  /** Its whole environment (nothing else is inherited). */
  readonly env: NodeJS.ProcessEnv;
  /** Polled after the start until it answers 2xx; without it, spawned counts as ready. */
  readonly readyUrl?: string;
  readonly readyTimeoutMs?: number;
  /** Added to the message when the wait times out (e.g. the setting that allows longer). */
  readonly readyHint?: string;
}

export interface SupervisorOptions {
  /** The working folder of every child. */
  readonly cwd: string;
  readonly policy?: RestartPolicy;
  /** How long a child may take to exit after SIGTERM before it gets SIGKILL. */
  readonly stopTimeoutMs?: number;
  /** Where the children's lines and the supervisor's own messages go (default: the console). */
  readonly output?: { readonly stdout: LineWriter; readonly stderr: LineWriter };
  /**
   * Called once a process has been given up on (after the supervisor said so): the caller
   * stops everything and exits non-zero.
   */
  readonly onGiveUp: (name: string) => void;
}

export interface Supervisor {
  /**
   * Starts `spec` under supervision and resolves once it answers its `readyUrl`. Rejects with
   * NotReadyError when it does not answer in time, GaveUpError when it kept failing.
   */
  start(spec: ProcessSpec): Promise<void>;
  /** Runs `spec` once, to its end (never restarted, stopped by `stop()`); resolves to its exit code. */
  run(spec: ProcessSpec): Promise<number>;
  /** The current pid of a supervised or running process, if it is running. */
  pid(name: string): number | undefined;
  /** Stops every child (SIGTERM, SIGKILL after the timeout) and resolves once all have exited. */
  stop(): Promise<void>;
}

/** A process that kept failing at start; the supervisor has stopped trying. */
export class GaveUpError extends Error {
  override name = 'GaveUpError';
}

/** The supervisor is stopping: a start that was still waiting ends with this. */
export class StoppingError extends Error {
  override name = 'StoppingError';
}

const SUPERVISOR_PREFIX = linePrefix('supervisor');
const PARENT_WATCH = new URL('./parent-watch.ts', import.meta.url).href;
const DEFAULT_STOP_TIMEOUT_MS = 5_000;
const DEFAULT_READY_TIMEOUT_MS = 30_000;
/** A child's last lines are shown before the message about its exit, unless a descendant holds its output open. */
const OUTPUT_DRAIN_MS = 2_000;

interface Exit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

interface Running {
  readonly name: string;
  readonly child: ChildProcess;
  readonly exited: Promise<Exit>;
}

function describeExit({ code, signal }: Exit): string {
  return signal ? `was killed by ${signal}` : `exited with code ${code ?? 'unknown'}`;
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}

export function createSupervisor(options: SupervisorOptions): Supervisor {
  const policy = options.policy ?? DEFAULT_RESTART_POLICY;
  const stopTimeoutMs = options.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS;
  const output = options.output ?? consoleWriters;
  const say = (line: string) => output.stderr(`${SUPERVISOR_PREFIX}${line}`);
  const running = new Map<string, Running>();
  /** Names under supervision, running or waiting for their restart. */
  const supervised = new Set<string>();
  const restartTimers = new Set<NodeJS.Timeout>();
  /** Aborted when stopping; each supervised process also has its own, aborted on give-up. */
  const stopping = new AbortController();

  function launch(spec: ProcessSpec): Running {
    const child = spawn(process.execPath, ['--import', PARENT_WATCH, ...spec.args], {
      cwd: options.cwd,
      env: spec.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const prefix = linePrefix(spec.name);
    const forward = (stream: Readable | null, write: LineWriter) =>
      stream ? forwardLines(stream, prefix, write) : Promise.resolve();
    const drained = Promise.all([
      forward(child.stdout, output.stdout),
      forward(child.stderr, output.stderr),
    ]);
    const exited = new Promise<Exit>((resolve) => {
      child.once('error', (error) => {
        say(`${spec.name} could not be started: ${error.message}`);
        resolve({ code: null, signal: null });
      });
      child.once('exit', (code, signal) => {
        void Promise.race([drained, delay(OUTPUT_DRAIN_MS)]).then(() => resolve({ code, signal }));
      });
    });
    const entry = { name: spec.name, child, exited };
    running.set(spec.name, entry);
    void exited.then(() => {
      if (running.get(spec.name)?.child === child) running.delete(spec.name);
    });
    return entry;
  }

  /** Keeps `spec` running until stop(); aborts `givenUp` when it keeps failing. */
  function supervise(spec: ProcessSpec, givenUp: AbortController): void {
    let history: RestartHistory = freshHistory(policy);
    const startOnce = (restarted: boolean) => {
      const startedAt = Date.now();
      const { child, exited } = launch(spec);
      if (restarted && child.pid !== undefined)
        say(`${spec.name} started again (pid ${child.pid}).`);
      void exited.then((exit) => {
        if (stopping.signal.aborted) return;
        const decision = afterUnexpectedExit(policy, history, Date.now() - startedAt);
        if (!decision.restart) {
          say(
            `${spec.name} ${describeExit(exit)}: it ended ${decision.quickFailures} times in a ` +
              `row within ${seconds(policy.stableAfterMs)} of starting, so it is not started again.`,
          );
          supervised.delete(spec.name);
          givenUp.abort(
            new GaveUpError(`${spec.name} kept failing at start (see its lines above).`),
          );
          options.onGiveUp(spec.name);
          return;
        }
        history = decision.history;
        say(
          `${spec.name} (pid ${child.pid}) ${describeExit(exit)} unexpectedly; ` +
            `starting it again in ${seconds(decision.delayMs)}.`,
        );
        const timer = setTimeout(() => {
          restartTimers.delete(timer);
          if (!stopping.signal.aborted) startOnce(true);
        }, decision.delayMs);
        restartTimers.add(timer);
      });
    };
    startOnce(false);
  }

  async function stopChild({ name, child, exited }: Running): Promise<void> {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timeout = new AbortController();
    const late = delay(stopTimeoutMs, 'late', { signal: timeout.signal }).catch(() => 'stopped');
    if ((await Promise.race([exited, late])) === 'late') {
      say(`${name} (pid ${child.pid}) did not stop within ${seconds(stopTimeoutMs)}; killing it.`);
      killGroup(child, 'SIGKILL');
    }
    timeout.abort();
    await exited;
  }

  return {
    async start(spec) {
      if (supervised.has(spec.name)) throw new Error(`${spec.name} is already supervised.`);
      stopping.signal.throwIfAborted();
      supervised.add(spec.name);
      const givenUp = new AbortController();
      supervise(spec, givenUp);
      if (spec.readyUrl === undefined) return;
      const timeoutMs = spec.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS;
      try {
        await waitUntilAnswering(spec.readyUrl, {
          timeoutMs,
          signal: AbortSignal.any([givenUp.signal, stopping.signal]),
          what: spec.name,
        });
      } catch (error) {
        if (error instanceof NotReadyError && spec.readyHint) {
          throw new NotReadyError(`${error.message} ${spec.readyHint}`);
        }
        throw error;
      }
    },
    async run(spec) {
      stopping.signal.throwIfAborted();
      const { exited } = launch(spec);
      const exit = await exited;
      return exit.code ?? 1;
    },
    pid(name) {
      return running.get(name)?.child.pid;
    },
    async stop() {
      if (!stopping.signal.aborted) {
        stopping.abort(new StoppingError('Stopping.'));
      }
      for (const timer of restartTimers) clearTimeout(timer);
      restartTimers.clear();
      await Promise.all([...running.values()].map(stopChild));
    },
  };
}

/** Signals the child's whole process group (it leads one), so its own children go too. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}
