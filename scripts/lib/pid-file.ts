/**
 * One running instance per site port: `npm start` / `npm run dev` record their pid, and the next
 * start on the same port stops a recorded process that is still ours instead of failing on a
 * busy port. "Ours" means its command line runs one of this project's scripts (checked through
 * /proc, so a recycled pid that now belongs to another program is never touched).
 */
import { readFileSync, readlinkSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const STOP_WAIT_MS = 10_000;
const POLL_MS = 100;

/** True while `pid` is a live process (a zombie counts as gone: it holds no ports). */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Whether process `pid` is running one of `scripts` (absolute paths) with its own cwd applied. */
export function runsScript(pid: number, scripts: readonly string[]): boolean {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const cwd = readlinkSync(`/proc/${pid}/cwd`);
    return args.slice(1).some((arg) => scripts.includes(resolve(cwd, arg)));
  } catch {
    return false;
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isRunning(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  return true;
}

/**
 * Stops the process recorded in `file` if it still runs one of `scripts` (SIGTERM, then SIGKILL
 * after 10 s). Resolves to the pid it stopped, or null when there was nothing of ours to stop.
 */
export async function stopRecordedProcess(
  file: string,
  scripts: readonly string[],
): Promise<number | null> {
  const pid = readPid(file);
  if (pid === null || pid === process.pid || !isRunning(pid) || !runsScript(pid, scripts)) {
    return null;
  }
  process.kill(pid, 'SIGTERM');
  if (!(await waitForExit(pid, STOP_WAIT_MS))) {
    process.kill(pid, 'SIGKILL');
    await waitForExit(pid, 2_000);
  }
  return pid;
}

export function writePidFile(file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${process.pid}\n`);
}

/** Removes the pid file only while it still names this process (a newer start may own it now). */
export function removePidFile(file: string): void {
  if (readPid(file) === process.pid) rmSync(file, { force: true });
}
