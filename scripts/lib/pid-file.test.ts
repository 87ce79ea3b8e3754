import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRunning, removePidFile, stopRecordedProcess, writePidFile } from './pid-file.ts';

let dir: string;
let script: string;
let child: ChildProcess | undefined;

/** Starts a long-running Node process that runs `script`, as a stale `npm start` would. */
async function startScript(): Promise<number> {
  child = spawn(process.execPath, [script], { cwd: dir, stdio: 'ignore' });
  await new Promise((resolve) => child?.once('spawn', resolve));
  return child.pid ?? 0;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pid-test-'));
  script = join(dir, 'start.js');
  writeFileSync(script, 'setInterval(() => {}, 1000);');
});
afterEach(() => {
  child?.kill('SIGKILL');
  child = undefined;
  rmSync(dir, { recursive: true, force: true });
});

describe('stopRecordedProcess', () => {
  it('stops a recorded process that runs one of our scripts', async () => {
    const pid = await startScript();
    writeFileSync(join(dir, 'server.pid'), `${pid}\n`);
    await expect(stopRecordedProcess(join(dir, 'server.pid'), [script])).resolves.toBe(pid);
    expect(isRunning(pid)).toBe(false);
  });

  it('leaves alone a recorded process that runs something else', async () => {
    const pid = await startScript();
    writeFileSync(join(dir, 'server.pid'), `${pid}\n`);
    const other = join(dir, 'other.js');
    await expect(stopRecordedProcess(join(dir, 'server.pid'), [other])).resolves.toBeNull();
    expect(isRunning(pid)).toBe(true);
  });

  it('ignores a missing pid file, garbage, and a process that is gone', async () => {
    const file = join(dir, 'server.pid');
    await expect(stopRecordedProcess(file, [script])).resolves.toBeNull();
    writeFileSync(file, 'not a pid');
    await expect(stopRecordedProcess(file, [script])).resolves.toBeNull();
    writeFileSync(file, '999999999');
    await expect(stopRecordedProcess(file, [script])).resolves.toBeNull();
  });
});

describe('writePidFile / removePidFile', () => {
  it('records this process and removes only its own record', () => {
    const file = join(dir, 'nested', 'server.pid');
    writePidFile(file);
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    removePidFile(file);
    expect(existsSync(file)).toBe(false);

    writeFileSync(file, '12345\n');
    removePidFile(file);
    expect(readFileSync(file, 'utf8').trim()).toBe('12345');
  });
});
