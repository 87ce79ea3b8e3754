/**
 * The API as `npm start` runs it: `node mocks/server.ts` in a process of its own, on free ports
 * (or the ones given), with the environment the caller gives (DATA_DIR, DATABASE_URL, bounds).
 * Tests kill it with SIGKILL to prove what survives a crash, or run two on one database; the
 * bench measures it from outside. `script` runs another copy of the API (the bench's earlier
 * version).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../runtime/ports.ts';
import { NO_MAIL_SERVER } from './no-mail-server.ts';
import { allow } from './time-allowance.ts';
import { rememberBackofficeKey } from './api/graphql-call.ts';

const SERVER_SCRIPT = fileURLToPath(new URL('../../mocks/server.ts', import.meta.url));
/**
 * A first start makes the database (initdb, migrations, seed): allow for a busy machine, where
 * it took 51 s under a load average of 14 on 2 cores.
 */
const START_TIMEOUT_MS = allow(60_000);

export interface ApiProcess {
  readonly url: string;
  readonly gatewayUrl: string;
  readonly pid: number;
  /** Everything the process printed so far. */
  output(): string;
  /** Ends the process with `signal` and waits for it to be gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Starts the API with `env` over the current environment; resolves once it listens. */
export async function startApiProcess(
  env: Record<string, string>,
  script = SERVER_SCRIPT,
): Promise<ApiProcess> {
  // Ports the caller gives are kept (a restart on the same address); else free ones.
  const apiPort = env['MOCK_API_PORT'] ?? String(await freePort('127.0.0.1'));
  const gatewayPort = env['MOCK_PAYMENT_GATEWAY_PORT'] ?? String(await freePort('127.0.0.1'));
  // The back office's key, known to the test so its staff work goes as the back office sends it.
  const backofficeKey = env['BACKOFFICE_GATEWAY_SECRET'] ?? randomBytes(32).toString('hex');
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      PUBLISH_WEBHOOK_URL: '',
      SMTP_URL: NO_MAIL_SERVER,
      // The demo's accounts and catalogue, which the tests log in with and order; on
      // PostgreSQL an API would otherwise start empty.
      SEED: 'demo',
      ...env,
      BACKOFFICE_GATEWAY_SECRET: backofficeKey,
      MOCK_API_PORT: apiPort,
      MOCK_PAYMENT_GATEWAY_PORT: gatewayPort,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited(child);
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the API did not start in time:\n${output}`));
    }, START_TIMEOUT_MS);
    const check = () => {
      if (/"msg":"Payment stand-in: /.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited with ${code} before listening:\n${output}`));
    });
  });
  rememberBackofficeKey(`http://127.0.0.1:${apiPort}`, backofficeKey);
  return {
    url: `http://127.0.0.1:${apiPort}`,
    gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
    pid: child.pid ?? 0,
    output: () => output,
    kill,
  };
}
