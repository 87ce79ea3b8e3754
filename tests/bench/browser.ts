/**
 * Debian's Chromium for the weight and Lighthouse parts, with the flags that keep it off the
 * (closed) internet. Playwright cannot download its own browser here.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { chromiumPath } from '../../scripts/lib/chromium.ts';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Root in a container has no user namespace for Chromium's sandbox.
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

/** The browser binary, or a message saying how to get one. */
export function requireChromium(): string {
  const path = chromiumPath();
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install Debian's (\`apt-get install -y chromium\`, or run ` +
        '`node scripts/ensure-test-tools.ts`) or set CHROMIUM_PATH.',
    );
  }
  return path;
}

export interface DebuggableChromium {
  /** The DevTools port Lighthouse connects to. */
  readonly port: number;
  close(): Promise<void>;
}

const START_TIMEOUT_MS = 30_000;

/**
 * Starts headless Chromium with a DevTools port the OS picks (never a fixed one), in a fresh
 * profile, and reads the port from the line Chromium prints.
 */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    requireChromium(),
    [
      '--headless',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      ...CHROMIUM_FLAGS,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('Chromium did not open its DevTools port within 30 s.')),
        START_TIMEOUT_MS,
      );
      const lines = createInterface({ input: child.stderr });
      lines.on('line', (line) => {
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(line);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`Chromium exited (code ${code}) at start.`)));
    });
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}
