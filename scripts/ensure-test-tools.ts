/**
 * Makes sure the end-to-end tests' outside tools are there, then prints what they will use:
 * - a Chromium for Playwright, which cannot download its own browser on these machines (no
 *   internet), so the tests run Debian's chromium;
 * - Java, which runs the Nu Html Checker (`vnu-jar`) over the built pages.
 * A fresh machine may have neither: as root with apt-get, install them; otherwise explain.
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
    console.log(`ensure-test-tools: running apt-get ${args.join(' ')}`);
    const { code, output } = await run('apt-get', args);
    if (code === 0) return;
    if (!LOCK_PATTERN.test(output) || Date.now() + LOCK_RETRY_MS > deadline) {
      throw new Error(`apt-get ${args.join(' ')} failed with exit code ${code}.`);
    }
    console.log(
      `ensure-test-tools: another apt/dpkg run holds the lock; retrying in ${LOCK_RETRY_MS / 1000} s.`,
    );
    await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
  }
}

function canInstall(): boolean {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

let updated = false;

/** Installs one Debian package (the package lists are refreshed once per run). */
async function aptInstall(name: string): Promise<void> {
  if (!updated) await aptGet(['update']);
  updated = true;
  await aptGet(['install', '-y', '--no-install-recommends', name]);
}

/** `java -version`'s first line, or null when no `java` runs. */
function javaVersion(): string | null {
  const run = spawnSync('java', ['-version'], { encoding: 'utf8', timeout: 30_000 });
  if (run.error || run.status !== 0) return null;
  return (run.stderr || run.stdout).split('\n', 1)[0]?.trim() ?? '';
}

/** Debian's Java runtime: OpenJDK 17 on bookworm, enough for the Nu Html Checker. */
const DEBIAN_JAVA = 'default-jre-headless';

async function ensureJava(): Promise<string> {
  const found = javaVersion();
  if (found !== null) return found;
  if (!canInstall()) {
    throw new Error(
      'No `java` on PATH: the HTML validity test runs the Nu Html Checker on Java 17 or newer. ' +
        `Install one (on Debian, as root: apt-get install -y --no-install-recommends ${DEBIAN_JAVA}).`,
    );
  }
  console.log(`ensure-test-tools: no java on PATH; installing Debian's ${DEBIAN_JAVA}.`);
  await aptInstall(DEBIAN_JAVA);
  const installed = javaVersion();
  if (installed === null) throw new Error(`apt-get installed ${DEBIAN_JAVA} but java still fails.`);
  return installed;
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

  if (!canInstall()) {
    throw new Error(
      `No Chromium found at ${DEBIAN_CHROMIUM}. Install Debian's chromium ` +
        '(as root: apt-get update && apt-get install -y --no-install-recommends chromium), ' +
        'or set CHROMIUM_PATH to the path of a Chromium or Chrome binary.',
    );
  }
  console.log(`ensure-test-tools: ${DEBIAN_CHROMIUM} is missing; installing Debian's chromium.`);
  await aptInstall('chromium');
  if (!isExecutable(DEBIAN_CHROMIUM)) {
    throw new Error(`apt-get installed chromium but ${DEBIAN_CHROMIUM} is still missing.`);
  }
  return DEBIAN_CHROMIUM;
}

try {
  const path = await ensureChromium();
  console.log(`ensure-test-tools: using ${path} (${browserVersion(path)})`);
  console.log(`ensure-test-tools: using java (${await ensureJava()})`);
} catch (error) {
  console.error(`ensure-test-tools: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
