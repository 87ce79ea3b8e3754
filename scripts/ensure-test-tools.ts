/**
 * Makes sure the end-to-end tests' outside tools are there, then prints what they will use:
 * - a Chromium for Playwright, which cannot download its own browser on these machines (no
 *   internet), so the tests run Debian's chromium;
 * - Java, which runs the Nu Html Checker (`vnu-jar`) over the built pages.
 * A fresh machine may have neither: as root with apt-get, install them; otherwise explain.
 */
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { DEBIAN_CHROMIUM, chromiumPath } from './lib/chromium.ts';
import { aptInstall, canInstall } from './lib/debian-packages.ts';

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
