/**
 * Part 7: the API's database. At each catalogue size (10,000, and 100,000 with `--full`), on
 * each engine, the API running as `npm start` runs it (a process of its own):
 * - seed: making and seeding a new database with that many products (once: it is what a first
 *   start or `npm run db:reset` costs);
 * - build walk: what the site's build asks of the API, the whole catalogue in pages of 500,
 *   WALKS times (median, lowest, highest);
 * - load: LOAD_RUNS runs of a bounded load (CONNECTIONS clients for LOAD_S seconds, each sending
 *   the next request as soon as the last answered: a product list page with its facets, a
 *   product, the live price and stock of ten products, in turn), with p50, p95 and requests/s.
 * The engines: PGlite in DATA_DIR (the default), PostgreSQL (a throwaway server, Debian's), and,
 * for comparison, the API as it was before the database (IN_MEMORY_REF, run from a git worktree
 * of that commit under .cache/), whose records lived in memory. Every figure has the load
 * average beside it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openApiDatabase } from '../../api/db/bootstrap.ts';
import { startApiProcess } from '../support/api-process.ts';
import type { ApiProcess } from '../support/api-process.ts';
import { cacheDir, projectRoot } from '../../runtime/paths.ts';
import { startPostgresServer } from '../support/postgres-server.ts';
import type { PostgresServer } from '../support/postgres-server.ts';
import type { LatencyReport } from './latency-client.ts';
import { median } from './stats.ts';
import { formatTable } from './table.ts';
import { demoSeeder } from '../../mocks/seed/seed-database.ts';

/** The last commit whose API kept its records in memory. */
export const IN_MEMORY_REF = 'e15ce9b';
export const WALKS = 3;
export const LOAD_RUNS = 3;
const LOAD_S = 10;
const CONNECTIONS = 8;
const PAGE_SIZE = 500;

export type DatabaseEngine = 'in-memory' | 'embedded' | 'postgres';

export interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

export interface DatabaseRow {
  readonly products: number;
  readonly engine: DatabaseEngine;
  /** Making and seeding the database; null for the in-memory API, which had none. */
  readonly seedMs: number | null;
  readonly walkMs: Spread;
  readonly p50Ms: Spread;
  readonly p95Ms: Spread;
  readonly requestsPerSecond: Spread;
  readonly failures: number;
  /** The 1-minute load average after each measurement, in order. */
  readonly loadAverages: readonly number[];
}

const CARD = 'id name price quantity photos isFavorited category { id name slug }';
const WALK_BY_CURSOR = `query Walk($after: String) {
  products(pageSize: ${PAGE_SIZE}, after: $after) {
    endCursor items { ${CARD} description is_published deleted_at created_at attributes { id name values { id value } } }
  }
}`;
/** How the in-memory API's build walked the catalogue: by page number (it had no cursors). */
const WALK_BY_PAGE = `query Walk($page: Int!) {
  products(pageSize: ${PAGE_SIZE}, page: $page) {
    totalPages items { ${CARD} description is_published deleted_at created_at attributes { id name values { id value } } }
  }
}`;

export function spread(values: readonly number[]): Spread {
  return { median: median(values) ?? 0, min: Math.min(...values), max: Math.max(...values) };
}

async function graphql<T>(url: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(`${url}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The build's walk of the whole catalogue; answers how many products it got. */
async function walk(api: ApiProcess, engine: DatabaseEngine): Promise<number> {
  let count = 0;
  if (engine === 'in-memory') {
    for (let page = 1, pages = 1; page <= pages; page++) {
      const data = await graphql<{ products: { totalPages: number; items: unknown[] } }>(
        api.url,
        WALK_BY_PAGE,
        { page },
      );
      pages = data.products.totalPages;
      count += data.products.items.length;
    }
    return count;
  }
  for (let after: string | null = null; ;) {
    const data: { products: { endCursor: string | null; items: unknown[] } } = await graphql(
      api.url,
      WALK_BY_CURSOR,
      { after },
    );
    count += data.products.items.length;
    if (data.products.items.length < PAGE_SIZE || !data.products.endCursor) return count;
    after = data.products.endCursor;
  }
}

/** The load's requests, drawn once with a fixed seed so every engine gets the same ones. */
function loadBodies(products: number): string[] {
  let state = 727;
  const draw = (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return 1 + (state % n);
  };
  const bodies: string[] = [];
  for (let i = 0; i < 300; i++) {
    bodies.push(
      JSON.stringify({
        query: `query List($c: ID, $p: Int) { products(filter: { categoryId: $c }, page: $p, pageSize: 24) { total totalPages items { ${CARD} } facets { attributes { name values } } } }`,
        variables: { c: String(draw(6)), p: draw(5) },
      }),
      JSON.stringify({
        query: `query Product($id: ID!) { getProduct(id: $id) { ${CARD} description attributes { id name values { id value } } } }`,
        variables: { id: String(draw(products)) },
      }),
      JSON.stringify({
        query: `query Live($ids: [ID!]) { products(filter: { ids: $ids }, pageSize: 10) { items { id price quantity } } }`,
        variables: { ids: Array.from({ length: 10 }, () => String(draw(products))) },
      }),
    );
  }
  return bodies;
}

export function runLoad(
  url: string,
  bodies: readonly string[],
  connections = CONNECTIONS,
  durationMs = LOAD_S * 1000,
): Promise<LatencyReport> {
  const child = spawn(process.execPath, [join(projectRoot, 'tests/bench/latency-client.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(
    JSON.stringify({
      url: `${url}/graphql`,
      bodies,
      connections,
      durationMs,
    }),
  );
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  return new Promise((resolve, reject) => {
    child.once('close', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as LatencyReport)
        : reject(new Error(`the load client failed (exit ${code})`)),
    );
  });
}

/** The in-memory API's copy: a git worktree of IN_MEMORY_REF sharing this project's packages. */
function inMemoryApiScript(): string {
  const folder = join(cacheDir, 'bench-in-memory-api');
  if (!existsSync(join(folder, 'mocks', 'server.ts'))) {
    rmSync(folder, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: projectRoot });
    const added = spawnSync('git', ['worktree', 'add', '--detach', folder, IN_MEMORY_REF], {
      cwd: projectRoot,
      encoding: 'utf8',
    });
    if (added.status !== 0) {
      throw new Error(`git worktree add ${IN_MEMORY_REF} failed: ${added.stderr.trim()}`);
    }
    symlinkSync(join(projectRoot, 'node_modules'), join(folder, 'node_modules'));
  }
  return join(folder, 'mocks', 'server.ts');
}

export interface Prepared {
  readonly env: Record<string, string>;
  readonly script?: string;
  readonly seedMs: number | null;
  cleanUp(): Promise<void>;
}

export async function prepare(
  engine: DatabaseEngine,
  products: number,
  postgres: () => Promise<PostgresServer>,
): Promise<Prepared> {
  const base = { MOCK_PRODUCTS: String(products) };
  if (engine === 'in-memory') {
    return { env: base, script: inMemoryApiScript(), seedMs: null, cleanUp: async () => undefined };
  }
  let databaseUrl = '';
  let dataDir = '';
  let dropDatabase: () => Promise<void> = async () => {};
  if (engine === 'postgres') {
    const server = await postgres();
    const name = `bench_${products}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(server.url);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  }
  const started = performance.now();
  const database = await openApiDatabase({ dataDir, databaseUrl, seeder: demoSeeder(products) });
  const seedMs = performance.now() - started;
  await database.close();
  return {
    env: { ...base, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    seedMs,
    async cleanUp() {
      await dropDatabase();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function measureOne(
  engine: DatabaseEngine,
  products: number,
  postgres: () => Promise<PostgresServer>,
  log: (line: string) => void,
): Promise<DatabaseRow> {
  const prepared = await prepare(engine, products, postgres);
  const api = await startApiProcess(prepared.env, prepared.script);
  const loadAverages: number[] = [];
  try {
    const walks: number[] = [];
    for (let i = 0; i < WALKS; i++) {
      const started = performance.now();
      const count = await walk(api, engine);
      walks.push(performance.now() - started);
      loadAverages.push(loadavg()[0] ?? 0);
      if (count !== products) throw new Error(`${engine}: the walk got ${count} of ${products}`);
    }
    const bodies = loadBodies(products);
    const loads: LatencyReport[] = [];
    for (let i = 0; i < LOAD_RUNS; i++) {
      loads.push(await runLoad(api.url, bodies));
      loadAverages.push(loadavg()[0] ?? 0);
    }
    const row: DatabaseRow = {
      products,
      engine,
      seedMs: prepared.seedMs,
      walkMs: spread(walks),
      p50Ms: spread(loads.map((l) => l.p50Ms)),
      p95Ms: spread(loads.map((l) => l.p95Ms)),
      requestsPerSecond: spread(loads.map((l) => l.requestsPerSecond)),
      failures: loads.reduce((sum, l) => sum + l.failures, 0),
      loadAverages,
    };
    log(
      `  ${products} ${engine}: walk ${(row.walkMs.median / 1000).toFixed(1)} s, p50 ${row.p50Ms.median} ms, p95 ${row.p95Ms.median} ms`,
    );
    return row;
  } finally {
    await api.kill('SIGTERM');
    await prepared.cleanUp();
  }
}

export const DATABASE_ENGINES: readonly DatabaseEngine[] = ['in-memory', 'embedded', 'postgres'];

/**
 * `measure` at every size on every engine, in that order, with one throwaway PostgreSQL server
 * started when first needed and stopped at the end.
 */
export async function acrossEngines<E extends DatabaseEngine, R>(
  part: string,
  sizes: readonly number[],
  engines: readonly E[],
  log: (line: string) => void,
  measure: (engine: E, products: number, postgres: () => Promise<PostgresServer>) => Promise<R>,
): Promise<R[]> {
  let server: Promise<PostgresServer> | undefined;
  const postgres = () => (server ??= startPostgresServer());
  const rows: R[] = [];
  try {
    for (const products of sizes) {
      for (const engine of engines) {
        log(`${part}: ${products} products, ${engine}…`);
        rows.push(await measure(engine, products, postgres));
      }
    }
  } finally {
    if (server) await (await server).stop();
  }
  return rows;
}

export function runDatabase(
  sizes: readonly number[],
  log: (line: string) => void,
): Promise<DatabaseRow[]> {
  return acrossEngines('database', sizes, DATABASE_ENGINES, log, (engine, products, postgres) =>
    measureOne(engine, products, postgres, log),
  );
}

const ENGINE_LABELS: Readonly<Record<DatabaseEngine, string>> = {
  'in-memory': `in memory (before the database, ${IN_MEMORY_REF})`,
  embedded: 'PGlite (DATA_DIR)',
  postgres: 'PostgreSQL',
};

const range = (s: Spread, unit = '') => `${s.median}${unit} (${s.min}–${s.max})`;

export function databaseTables(rows: readonly DatabaseRow[]): string {
  return formatTable(
    ['products', 'engine', 'seed', 'build walk', 'p50 ms', 'p95 ms', 'req/s', 'failures', 'load'],
    rows.map((row) => [
      row.products.toLocaleString('en-US'),
      ENGINE_LABELS[row.engine],
      row.seedMs === null ? '—' : `${(row.seedMs / 1000).toFixed(1)} s`,
      `${(row.walkMs.median / 1000).toFixed(1)} s (${(row.walkMs.min / 1000).toFixed(1)}–${(row.walkMs.max / 1000).toFixed(1)})`,
      range(row.p50Ms),
      range(row.p95Ms),
      range(row.requestsPerSecond),
      row.failures,
      `${Math.min(...row.loadAverages).toFixed(1)}–${Math.max(...row.loadAverages).toFixed(1)}`,
    ]),
  );
}
