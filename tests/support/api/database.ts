/**
 * Databases for tests, on either engine, each a fresh copy of the seed (TEST_PRODUCTS products):
 * - embedded: an in-memory PGlite loaded from the template file the test run made;
 * - PostgreSQL: a new database copied from the template database, on the server the test run
 *   started (`TEST_DATABASE_URL`).
 * The templates come from vitest's global setup (`tests/setup/databases.ts`); other catalogue
 * sizes are made on demand. Every database made inside a test is closed (and on PostgreSQL
 * dropped) when the test ends, or when the file ends if made outside a test.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, onTestFinished } from 'vitest';
import { seedDatabase } from '../../../mocks/seed/seed-database.ts';
import { resetDatabase } from '../../../api/db/reset.ts';
import { migrate } from '../../../api/db/migrate.ts';
import { openDatabase } from '../../../api/db/database.ts';
import type { Database, Engine } from '../../../api/db/database.ts';
import { EMPTY_EMBEDDED_TEMPLATE_ENV, TEMPLATE_ENV, TEST_PRODUCTS } from './templates.ts';
import { demoSeeder } from '../../../mocks/seed/seed-database.ts';

export { TEST_PRODUCTS } from './templates.ts';

/** Both engines: the data layer's tests run on each. */
export const ENGINES: readonly Engine[] = ['embedded', 'postgres'];

const templates = new Map<string, Promise<Blob | string>>();

/** The PostgreSQL server the test run started; its absence is a setup fault, not a skip. */
export function testDatabaseUrl(): string {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) {
    throw new Error(
      'TEST_DATABASE_URL is not set: run the unit tests through vitest (its global setup starts PostgreSQL).',
    );
  }
  return url;
}

/** The server's admin URL with `database` as the database. */
function urlOf(database: string): string {
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A template of another catalogue size: the standard template reseeded when there is one (no
 * initdb, no migrations), else made from scratch.
 */
async function embeddedTemplate(products: number): Promise<Blob> {
  const standard = await sharedTemplate('embedded');
  const database = await openDatabase({
    engine: 'embedded',
    directory: 'memory',
    ...(standard ? { template: standard as Blob } : {}),
  });
  try {
    if (standard) {
      await resetDatabase(database.db, demoSeeder(products));
    } else {
      await migrate(database.db);
      await seedDatabase(database.db, products);
    }
    const dump = await database.dump();
    if (!dump) throw new Error('the embedded engine gave no dump');
    return dump;
  } finally {
    await database.close();
  }
}

/** A seeded template database on the server, made once per worker; answers its name. */
async function postgresTemplate(products: number): Promise<string> {
  const name = `tpl_${process.pid}_${products}_${randomBytes(3).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  const database = await openDatabase({ engine: 'postgres', url: urlOf(name), poolSize: 2 });
  try {
    await migrate(database.db);
    await seedDatabase(database.db, products);
  } finally {
    await database.close();
  }
  return name;
}

/** The global setup's template for the standard catalogue size, if there is one. */
async function sharedTemplate(engine: Engine): Promise<Blob | string | null> {
  const found = process.env[TEMPLATE_ENV[engine]];
  if (!found) return null;
  return engine === 'embedded' ? new Blob([readFileSync(found)]) : found;
}

function template(engine: Engine, products: number): Promise<Blob | string> {
  const key = `${engine}:${products}`;
  let made = templates.get(key);
  if (!made) {
    const own = () =>
      engine === 'embedded' ? embeddedTemplate(products) : postgresTemplate(products);
    made =
      products === TEST_PRODUCTS ? sharedTemplate(engine).then((shared) => shared ?? own()) : own();
    templates.set(key, made);
  }
  return made;
}

/** Databases made outside a test (in a beforeAll), closed when the test file ends. */
const openForFile: (() => Promise<void>)[] = [];
afterAll(async () => {
  // Last opened, first closed: whatever uses a database ends before the database does.
  for (const close of openForFile.splice(0).reverse()) await close();
});

function closeWhenDone(close: () => Promise<void>): void {
  try {
    onTestFinished(close);
  } catch {
    // Called outside a test (a beforeAll): kept until the file ends.
    openForFile.push(close);
  }
}

/**
 * A freshly seeded database on `engine`, closed when the current test (or file) ends.
 * On PostgreSQL the database is dropped afterwards.
 */
export async function testDatabase(
  engine: Engine = 'embedded',
  products = TEST_PRODUCTS,
): Promise<Database> {
  const made = await template(engine, products);
  if (engine === 'embedded') {
    const database = await openDatabase({
      engine: 'embedded',
      directory: 'memory',
      template: made as Blob,
    });
    closeWhenDone(() => database.close());
    return database;
  }
  const copy = await copyOfTemplate(products);
  const database = await openDatabase({ engine: 'postgres', url: copy.url });
  // Closed before it is dropped: a drop forced under an open pool would fail its idle clients.
  closeWhenDone(async () => {
    await database.close();
    await copy.drop();
  });
  return database;
}

/** A new PostgreSQL database copied from the seeded template, and how to drop it. */
async function copyOfTemplate(
  products: number,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const made = await template('postgres', products);
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`create database ${name} template ${made as string}`));
  return {
    url: urlOf(name),
    drop: () =>
      admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      ),
  };
}

/**
 * A new seeded PostgreSQL database's URL (a copy of the template), dropped when the test ends:
 * for tests that open it more than once, as several API processes would.
 */
export async function seededPostgresUrl(products = TEST_PRODUCTS): Promise<string> {
  const copy = await copyOfTemplate(products);
  closeWhenDone(copy.drop);
  return copy.url;
}

let emptyEmbedded: Blob | null = null;

/**
 * A new embedded database as initdb left it (no migration, no row), which the caller closes:
 * loaded from the global setup's file, several times faster than initdb.
 */
export async function unmigratedEmbeddedDatabase(): Promise<Database> {
  if (emptyEmbedded === null) {
    const file = process.env[EMPTY_EMBEDDED_TEMPLATE_ENV];
    if (!file) {
      throw new Error(
        `${EMPTY_EMBEDDED_TEMPLATE_ENV} is not set: run the unit tests through vitest (its global setup makes it).`,
      );
    }
    emptyEmbedded = new Blob([readFileSync(file)]);
  }
  return openDatabase({ engine: 'embedded', directory: 'memory', template: emptyEmbedded });
}

/** An empty (unmigrated, unseeded) PostgreSQL database's URL, dropped when the test ends. */
export async function emptyPostgresUrl(): Promise<string> {
  const name = `e_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  closeWhenDone(() =>
    admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(
      () => undefined,
    ),
  );
  return urlOf(name);
}

/**
 * Every row of every table as JSON text: what a copy of the database would reveal (tests check a
 * secret or a card number is nowhere in it).
 */
export async function everythingStored(database: Database): Promise<string> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(database.db);
  const parts: string[] = [];
  for (const { name } of rows) {
    const table = await sql<{
      row: unknown;
    }>`select row_to_json(t) as row from ${sql.table(name)} t`.execute(database.db);
    parts.push(JSON.stringify(table.rows));
  }
  return parts.join('\n');
}
