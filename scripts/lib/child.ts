/** Runs a Node script of the project as a child process with the same Node (not the system one). */
import { spawn } from 'node:child_process';
import { onShutdown } from '../../runtime/shutdown.ts';
import { projectRoot } from '../../runtime/paths.ts';

export interface ChildRun {
  /** Resolves to the exit code (1 when a signal killed it). */
  readonly exited: Promise<number>;
}

/**
 * Starts `node <args>` in the project folder, output shown as is. A shutdown (Ctrl-C) stops it
 * with SIGTERM and waits for it, so nothing is left running.
 */
export function runNode(args: readonly string[], env: NodeJS.ProcessEnv): ChildRun {
  const child = spawn(process.execPath, args, { cwd: projectRoot, env, stdio: 'inherit' });
  const exited = new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
  const unregister = onShutdown(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited.catch(() => undefined);
    }
  });
  void exited.finally(unregister).catch(() => undefined);
  return { exited };
}
