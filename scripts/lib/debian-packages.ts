/**
 * Debian packages the test and bench runs install for themselves on a fresh machine (Chromium,
 * Java, PostgreSQL), as root with apt-get; elsewhere the caller explains what to install.
 */
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';

/** apt/dpkg lock held by another apt run (unattended upgrades, a parallel install): wait, then retry. */
const LOCK_PATTERN = /Could not get lock|Unable to acquire the dpkg frontend lock|Unable to lock/i;
const LOCK_WAIT_MS = 180_000;
const LOCK_RETRY_MS = 5_000;

/** Runs a command with its output shown live; resolves to its exit code and what it printed. */
function run(command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function aptGet(args: string[]): Promise<void> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    console.log(`running apt-get ${args.join(' ')}`);
    const { code, output } = await run('apt-get', args);
    if (code === 0) return;
    if (!LOCK_PATTERN.test(output) || Date.now() + LOCK_RETRY_MS > deadline) {
      throw new Error(`apt-get ${args.join(' ')} failed with exit code ${code}.`);
    }
    console.log(`another apt/dpkg run holds the lock; retrying in ${LOCK_RETRY_MS / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
  }
}

export function canInstall(): boolean {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

let updated = false;

/** Installs one Debian package (the package lists are refreshed once per run). */
export async function aptInstall(name: string): Promise<void> {
  if (!updated) await aptGet(['update']);
  updated = true;
  await aptGet(['install', '-y', '--no-install-recommends', name]);
}
