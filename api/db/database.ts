/**
 * The API's database connection: one Kysely instance over node-postgres, whichever engine is
 * behind it.
 * - Embedded (the default): PGlite, PostgreSQL compiled to WebAssembly, running inside the API
 *   process. Its files live in `{dataDir}/db`; `memory` keeps it in memory (tests). PGlite
 *   speaks node-postgres' wire protocol (`@electric-sql/pglite/node-postgres`), so the same
 *   driver, type parsing and SQL serve both engines. One connection: transactions run one at a
 *   time, which is what a single process needs.
 * - PostgreSQL: a `DATABASE_URL`, a pool of connections, shared by as many API processes as run.
 */
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import type { Tables } from './tables.ts';
import { silentLogger } from '../../runtime/log.ts';
import type { Logger } from '../../runtime/log.ts';

export type Db = Kysely<Tables>;

export type Engine = 'embedded' | 'postgres';

export type DatabaseTarget =
  | { readonly engine: 'embedded'; readonly directory: string | 'memory'; readonly template?: Blob }
  | {
      readonly engine: 'postgres';
      readonly url: string;
      readonly poolSize?: number;
      /** Hears the pool's errors (an idle connection the server ended); none: nowhere. */
      readonly log?: Logger;
    };

export interface Database {
  readonly db: Db;
  readonly engine: Engine;
  /** The embedded engine's files as a tarball (a template for test databases); null on PostgreSQL. */
  dump(): Promise<Blob | null>;
  close(): Promise<void>;
}

const INT8 = 20;
const NUMERIC = 1700;

/**
 * Type parsing both engines share: 64-bit integers (counts, bigint ids) as numbers, which every
 * value here fits, and numerics as numbers too.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

function kysely(pool: pg.Pool): Db {
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}

/** `close` made safe to call more than once (the owner and a test's cleanup may both call it). */
function closingOnce(close: () => Promise<void>): () => Promise<void> {
  let closed: Promise<void> | undefined;
  return () => (closed ??= close());
}

async function openEmbedded(
  directory: string | 'memory',
  template: Blob | undefined,
): Promise<Database> {
  const lite = await PGlite.create(directory === 'memory' ? 'memory://' : directory, {
    extensions: PGLITE_EXTENSIONS,
    ...(template ? { loadDataDir: template } : {}),
  });
  const pool = new pg.Pool({ ...createPgConfig(lite), types });
  const db = kysely(pool);
  return {
    db,
    engine: 'embedded',
    dump: () => lite.dumpDataDir('none'),
    close: closingOnce(async () => {
      await db.destroy();
      // A clean close checkpoints the log, so the next start has nothing to replay.
      await lite.close();
    }),
  };
}

function openPostgres(url: string, poolSize = 10, log: Logger = silentLogger): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types });
  // An idle connection the server ends (a restart, an administrator) leaves the pool, which
  // opens a new one when asked; unheard, its error would end the API process.
  pool.on('error', (error) => {
    log.warn(`an idle database connection ended: ${error.message}`);
  });
  const db = kysely(pool);
  return {
    db,
    engine: 'postgres',
    dump: async () => null,
    close: closingOnce(() => db.destroy()),
  };
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.engine === 'embedded'
    ? openEmbedded(target.directory, target.template)
    : openPostgres(target.url, target.poolSize, target.log);
}
