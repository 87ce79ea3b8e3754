/**
 * A throwaway PostgreSQL server for the test and bench runs: Debian's PostgreSQL (installed with
 * apt-get when missing and running as root), a fresh cluster in a temporary folder, on a free
 * loopback port, trusting local connections, stopped and deleted afterwards. PostgreSQL refuses
 * to run as root, so as root the cluster belongs to the `postgres` user Debian's package creates.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aptInstall, canInstall } from '../../scripts/lib/debian-packages.ts';

export interface PostgresServer {
  /** A superuser URL to the `postgres` database. */
  readonly url: string;
  /** The server's major version, e.g. 15. */
  readonly version: string;
  stop(): Promise<void>;
}

/** The bin folder of the newest PostgreSQL Debian installed, or null. */
function debianBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

async function binDir(): Promise<string> {
  const found = debianBinDir();
  if (found) return found;
  if (!canInstall()) {
    throw new Error(
      'No PostgreSQL server found (/usr/lib/postgresql/*/bin/initdb): the data layer is tested on ' +
        'PostgreSQL too. Install it (on Debian, as root: apt-get install -y postgresql).',
    );
  }
  console.log("postgres: no PostgreSQL server found; installing Debian's postgresql.");
  await aptInstall('postgresql');
  const installed = debianBinDir();
  if (!installed) throw new Error('apt-get installed postgresql but initdb is still missing.');
  return installed;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program, as the `postgres` user when we are root; throws with its output. */
function runAsOwner(program: string, args: string[]): void {
  const [command, fullArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', program, ...args]]
    : [program, args];
  const run = spawnSync(command, fullArgs, { encoding: 'utf8', timeout: 120_000 });
  if (run.status !== 0) {
    throw new Error(
      `${program} ${args.join(' ')} failed (exit ${run.status ?? run.signal}):\n${run.stderr}${run.stdout}`,
    );
  }
}

/** Starts a fresh PostgreSQL cluster; `stop()` shuts it down and deletes its files. */
export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = await binDir();
  const folder = mkdtempSync(join(tmpdir(), 'loja-postgres-'));
  const data = join(folder, 'data');
  if (isRoot) {
    chmodSync(folder, 0o777);
    spawnSync('chown', ['postgres:postgres', folder]);
  }
  runAsOwner(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const port = await freePort();
  runAsOwner(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-w',
    '-l',
    join(folder, 'server.log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${folder} -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ]);
  const version = spawnSync(join(bin, 'postgres'), ['--version'], {
    encoding: 'utf8',
  }).stdout.trim();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    async stop() {
      try {
        runAsOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
