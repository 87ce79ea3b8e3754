/**
 * Vitest's global setup for the API's tests, which run on both database engines:
 * - starts a PostgreSQL server for the run (installing Debian's when missing; an explicit
 *   TEST_DATABASE_URL names a server of your own instead) and seeds a template database on it;
 * - makes an embedded (PGlite) template once, as a file, so each test's fresh database loads
 *   in a fraction of a second instead of running initdb, the migrations and the seed; and one
 *   as initdb left it, for the tests of the migrations themselves.
 * Workers find both through environment variables (see `tests/support/api/database.ts`).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startPostgresServer } from '../support/postgres-server.ts';
import { seedDatabase } from '../../mocks/seed/seed-database.ts';
import { openDatabase } from '../../api/db/database.ts';
import { migrate } from '../../api/db/migrate.ts';
import type { Database } from '../../api/db/database.ts';
import {
  EMPTY_EMBEDDED_TEMPLATE_ENV,
  TEMPLATE_ENV,
  TEST_PRODUCTS,
} from '../support/api/templates.ts';

/** Writes `database`'s files to `file`. */
async function dumpTo(database: Database, file: string): Promise<void> {
  const dump = await database.dump();
  if (!dump) throw new Error('the embedded engine gave no dump');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

/** Two embedded templates from one initdb: as initdb left it (`emptyFile`), and seeded. */
async function embeddedTemplates(emptyFile: string, seededFile: string): Promise<void> {
  const database = await openDatabase({ engine: 'embedded', directory: 'memory' });
  try {
    await dumpTo(database, emptyFile);
    await migrate(database.db);
    await seedDatabase(database.db, TEST_PRODUCTS);
    await dumpTo(database, seededFile);
  } finally {
    await database.close();
  }
}

async function postgresTemplate(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ engine: 'postgres', url: target.toString(), poolSize: 2 });
  try {
    await migrate(database.db);
    await seedDatabase(database.db, TEST_PRODUCTS);
  } finally {
    await database.close();
  }
}

export default async function setup(): Promise<() => Promise<void>> {
  const folder = resolve('.cache', `test-databases-${process.pid}`);
  mkdirSync(folder, { recursive: true });
  const templateFile = join(folder, 'embedded-template.tar');
  const emptyTemplateFile = join(folder, 'embedded-empty.tar');
  const ownServer = process.env['TEST_DATABASE_URL'] ? null : await startPostgresServer();
  const url = ownServer?.url ?? process.env['TEST_DATABASE_URL'] ?? '';
  const templateName = `template_${process.pid}`;
  await Promise.all([
    embeddedTemplates(emptyTemplateFile, templateFile),
    postgresTemplate(url, templateName),
  ]);
  process.env['TEST_DATABASE_URL'] = url;
  process.env[TEMPLATE_ENV.embedded] = templateFile;
  process.env[EMPTY_EMBEDDED_TEMPLATE_ENV] = emptyTemplateFile;
  process.env[TEMPLATE_ENV.postgres] = templateName;
  if (ownServer) console.log(`postgres: tests use ${ownServer.version} at ${url}`);
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    await ownServer?.stop();
  };
}
