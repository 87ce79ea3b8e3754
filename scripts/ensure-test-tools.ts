/**
 * Makes sure a Chromium is available for Playwright, then prints the path the tests will use.
 *
 * Playwright cannot download its own browser on these machines (no internet), so the tests run
 * Debian's chromium. A fresh machine has none: as root with apt-get, install it; otherwise explain.
 */
import { accessSync, constants, existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { DEBIAN_CHROMIUM, chromiumPath } from './lib/chromium.ts';

/** apt/dpkg lock held by another apt run (unattended upgrades, a parallel install): wait, then retry. */
const LOCK_PATTERN = /Could not get lock|Unable to acquire the dpkg frontend lock|Unable to lock/i;
const LOCK_WAIT_MS = 180_000;
const LOCK_RETRY_MS = 5_000;

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Runs the browser once so a broken install (missing libraries) fails here, not in every test. */
function browserVersion(file: string): string {
  const run = spawnSync(file, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  if (run.status !== 0) {
    throw new Error(
      `${file} is there but does not run (exit ${run.status ?? run.signal}):\n${run.stderr || run.stdout}`,
    );
  }
  return run.stdout.trim();
}

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
    console.log(`ensure-chromium: running apt-get ${args.join(' ')}`);
    const { code, output } = await run('apt-get', args);
    if (code === 0) return;
    if (!LOCK_PATTERN.test(output) || Date.now() + LOCK_RETRY_MS > deadline) {
      throw new Error(`apt-get ${args.join(' ')} failed with exit code ${code}.`);
    }
    console.log(
      `ensure-chromium: another apt/dpkg run holds the lock; retrying in ${LOCK_RETRY_MS / 1000} s.`,
    );
    await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
  }
}

async function ensureChromium(): Promise<string> {
  const path = chromiumPath();
  if (process.env.CHROMIUM_PATH?.trim()) {
    if (!isExecutable(path)) {
      throw new Error(
        `CHROMIUM_PATH is set to ${path}, which is not an executable file. ` +
          'Point it at a Chromium or Chrome binary, or unset it to use Debian’s chromium.',
      );
    }
    return path;
  }
  if (isExecutable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;

  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(
      `No Chromium found at ${DEBIAN_CHROMIUM}. Install Debian's chromium ` +
        '(as root: apt-get update && apt-get install -y --no-install-recommends chromium), ' +
        'or set CHROMIUM_PATH to the path of a Chromium or Chrome binary.',
    );
  }
  console.log(`ensure-chromium: ${DEBIAN_CHROMIUM} is missing; installing Debian's chromium.`);
  await aptGet(['update']);
  await aptGet(['install', '-y', '--no-install-recommends', 'chromium']);
  if (!isExecutable(DEBIAN_CHROMIUM)) {
    throw new Error(`apt-get installed chromium but ${DEBIAN_CHROMIUM} is still missing.`);
  }
  return DEBIAN_CHROMIUM;
}

try {
  const path = await ensureChromium();
  console.log(`ensure-chromium: using ${path} (${browserVersion(path)})`);
} catch (error) {
  console.error(`ensure-chromium: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
