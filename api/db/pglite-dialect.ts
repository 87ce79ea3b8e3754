/**
 * Kysely over PGlite directly, for the browser demo, where node-postgres cannot run: one
 * connection, used by one query or transaction at a time, queued in order. Rows come back as
 * PGlite parses them, which for the types the schema uses (integers, text, booleans, jsonb,
 * timestamptz) is what node-postgres gives on the server.
 */
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import type { DatabaseConnection, Dialect, Driver, Kysely, QueryResult } from 'kysely';

class PGliteConnection implements DatabaseConnection {
  readonly #lite: PGlite;
  constructor(lite: PGlite) {
    this.#lite = lite;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // Without parameters, the simple protocol: it takes several statements (the migrations).
    const result =
      compiled.parameters.length === 0
        ? ((await this.#lite.exec(compiled.sql)).at(-1) ?? { rows: [], affectedRows: 0 })
        : await this.#lite.query<R>(compiled.sql, [...compiled.parameters]);
    return {
      rows: result.rows as R[],
      ...(result.affectedRows === undefined
        ? {}
        : { numAffectedRows: BigInt(result.affectedRows) }),
    };
  }

  // eslint-disable-next-line require-yield -- streaming is not used; Kysely requires the method
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on PGlite');
  }
}

class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;
  /** The tail of the queue of borrowers: each waits for the one before to release. */
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | null = null;

  constructor(lite: PGlite) {
    this.#connection = new PGliteConnection(lite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise((done) => (release = done));
    await previous;
    this.#release = release;
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = null;
    release?.();
  }

  async destroy(): Promise<void> {}
}

export class PGliteDialect implements Dialect {
  readonly #lite: PGlite;
  constructor(lite: PGlite) {
    this.#lite = lite;
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.#lite);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
