/**
 * Part 8: product search. At each catalogue size (10,000, and 100,000 with `--full`), on both
 * engines (PGlite in DATA_DIR and PostgreSQL), on a database seeded as `npm start` seeds it:
 * - index size: the GIN index of `products.search_vector` and the `search_terms` table (the
 *   catalogue's words, for typos and half-typed words) with its indexes;
 * - rebuild: `reindex` of the GIN index, what rebuilding the index whole would cost each time
 *   (the shop never does: every write updates both in its own transaction);
 * - edit to searchable: EDITS times, an editor's change of a product's name to a new word
 *   (the store's update, its triggers included), then the search for that word finding it;
 * - queries: QUERY_RUNS runs of QUERY_S seconds of one client sending, one after the other, the
 *   header's suggestions (a half-typed word) and the results page (24 by relevance with the
 *   count and the filters) for a fixed list of searches (accents, plurals, a typo), through the
 *   API in a process of its own, with p50 and p95.
 * Medians with lowest–highest; the 1-minute load average after each measurement beside them.
 */
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { productStore } from '../../api/modules/catalogue/product-store.ts';
import { searchStore } from '../../api/modules/catalogue/search-store.ts';
import { openApiDatabase } from '../../api/db/bootstrap.ts';
import type { Db } from '../../api/db/database.ts';
import { startApiProcess } from '../support/api-process.ts';
import type { PostgresServer } from '../support/postgres-server.ts';
import { acrossEngines, prepare, runLoad, spread } from './database.ts';
import type { DatabaseEngine, Spread } from './database.ts';
import type { LatencyReport } from './latency-client.ts';
import { formatTable } from './table.ts';
import { demoSeeder } from '../../mocks/seed/seed-database.ts';

export const EDITS = 5;
export const QUERY_RUNS = 3;
const QUERY_S = 5;
const REINDEXES = 3;

export type SearchEngine = Exclude<DatabaseEngine, 'in-memory'>;
export const SEARCH_ENGINES: readonly SearchEngine[] = ['embedded', 'postgres'];

export interface SearchRow {
  readonly products: number;
  readonly engine: SearchEngine;
  readonly indexBytes: number;
  readonly termsBytes: number;
  readonly words: number;
  readonly reindexMs: Spread;
  readonly editMs: Spread;
  readonly p50Ms: Spread;
  readonly p95Ms: Spread;
  readonly failures: number;
  readonly loadAverages: readonly number[];
}

/** What shoppers type: accents left out, plurals, a typo, several words, half a word. */
const SEARCHES = [
  'teclado mecanico',
  'notebooks',
  'notbook',
  'monitores',
  'headset',
  'ssd sata',
  'zenite',
  'placa mae',
];
const HALF_TYPED = ['tecl', 'note', 'moni', 'head'];

const SUGGESTIONS = `query S($s: String!) { products(filter: { search: $s, searchAsYouType: true }, sort: RELEVANCE, pageSize: 6) { didYouMean items { id name price } } }`;
const RESULTS = `query R($s: String!) { products(filter: { search: $s }, sort: RELEVANCE, pageSize: 24) { total totalPages didYouMean items { id name price quantity photos category { id name slug } } facets { attributes { name values } } } }`;

function queryBodies(): string[] {
  return [
    ...HALF_TYPED.map((s) => JSON.stringify({ query: SUGGESTIONS, variables: { s } })),
    ...SEARCHES.map((s) => JSON.stringify({ query: RESULTS, variables: { s } })),
  ];
}

async function sizes(db: Db) {
  const { rows } = await sql<{ index: string; terms: string; words: string }>`
    select pg_relation_size('products_search') as index,
           pg_total_relation_size('search_terms') as terms,
           (select count(*) from search_terms) as words`.execute(db);
  const row = rows[0];
  return {
    indexBytes: Number(row?.index ?? 0),
    termsBytes: Number(row?.terms ?? 0),
    words: Number(row?.words ?? 0),
  };
}

async function reindex(db: Db): Promise<number> {
  const started = performance.now();
  await sql`reindex index products_search`.execute(db);
  return performance.now() - started;
}

/** A word no product holds (letters only: digits split words). */
function newWord(run: number): string {
  return `bancada${'abcdefghij'[run] ?? 'z'}zul`;
}

/** An editor renames product `id` to hold a new word; until a search for it finds the product. */
async function editToSearchable(db: Db, id: number, run: number): Promise<number> {
  const products = productStore(db);
  const search = searchStore(db);
  const word = newWord(run);
  const started = performance.now();
  await products.update(String(id), { name: `Produto ${word} ${id}` }, Date.now());
  const match = await search.match(word, false);
  const found = await products.count({ search: match });
  const elapsed = performance.now() - started;
  if (found !== 1) throw new Error(`search: "${word}" found ${found} products, not 1`);
  return elapsed;
}

async function measureOne(
  engine: SearchEngine,
  products: number,
  postgres: () => Promise<PostgresServer>,
  log: (line: string) => void,
): Promise<SearchRow> {
  const prepared = await prepare(engine, products, postgres);
  const loadAverages: number[] = [];
  try {
    const database = await openApiDatabase({
      dataDir: prepared.env.DATA_DIR ?? '',
      databaseUrl: prepared.env.DATABASE_URL ?? '',
      seeder: demoSeeder(products),
    });
    let measured: { indexBytes: number; termsBytes: number; words: number };
    const reindexes: number[] = [];
    const edits: number[] = [];
    try {
      measured = await sizes(database.db);
      for (let i = 0; i < REINDEXES; i++) {
        reindexes.push(await reindex(database.db));
        loadAverages.push(loadavg()[0] ?? 0);
      }
      for (let i = 0; i < EDITS; i++) {
        edits.push(await editToSearchable(database.db, 1 + ((i * 7919) % products), i));
        loadAverages.push(loadavg()[0] ?? 0);
      }
    } finally {
      await database.close();
    }
    const api = await startApiProcess(prepared.env);
    const loads: LatencyReport[] = [];
    try {
      const bodies = queryBodies();
      for (let i = 0; i < QUERY_RUNS; i++) {
        loads.push(await runLoad(api.url, bodies, 1, QUERY_S * 1000));
        loadAverages.push(loadavg()[0] ?? 0);
      }
    } finally {
      await api.kill('SIGTERM');
    }
    const row: SearchRow = {
      products,
      engine,
      ...measured,
      reindexMs: spread(reindexes.map(Math.round)),
      editMs: spread(edits.map((ms) => Math.round(ms * 10) / 10)),
      p50Ms: spread(loads.map((l) => l.p50Ms)),
      p95Ms: spread(loads.map((l) => l.p95Ms)),
      failures: loads.reduce((sum, l) => sum + l.failures, 0),
      loadAverages,
    };
    log(
      `  ${products} ${engine}: index ${(row.indexBytes / 1e6).toFixed(1)} MB, edit ${row.editMs.median} ms, p50 ${row.p50Ms.median} ms, p95 ${row.p95Ms.median} ms`,
    );
    return row;
  } finally {
    await prepared.cleanUp();
  }
}

export function runSearch(
  catalogueSizes: readonly number[],
  log: (line: string) => void,
): Promise<SearchRow[]> {
  return acrossEngines(
    'search',
    catalogueSizes,
    SEARCH_ENGINES,
    log,
    (engine, products, postgres) => measureOne(engine, products, postgres, log),
  );
}

const ENGINE_LABELS: Readonly<Record<SearchEngine, string>> = {
  embedded: 'PGlite (DATA_DIR)',
  postgres: 'PostgreSQL',
};

const range = (s: Spread) => `${s.median} (${s.min}–${s.max})`;
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

export function searchTables(rows: readonly SearchRow[]): string {
  return formatTable(
    [
      'products',
      'engine',
      'GIN index',
      'words table',
      'reindex ms',
      'edit → found ms',
      'p50 ms',
      'p95 ms',
      'failures',
      'load',
    ],
    rows.map((row) => [
      row.products.toLocaleString('en-US'),
      ENGINE_LABELS[row.engine],
      megabytes(row.indexBytes),
      `${megabytes(row.termsBytes)} (${row.words.toLocaleString('en-US')} words)`,
      range(row.reindexMs),
      range(row.editMs),
      range(row.p50Ms),
      range(row.p95Ms),
      row.failures,
      `${Math.min(...row.loadAverages).toFixed(1)}–${Math.max(...row.loadAverages).toFixed(1)}`,
    ]),
  );
}
