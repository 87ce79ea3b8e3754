/**
 * A database made by an earlier release reaches the latest schema: the migrations are applied
 * from whichever one it stopped at, on both engines, and a second run changes nothing.
 */
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { ENGINES, emptyPostgresUrl } from '../../tests/support/api/database.ts';
import { openDatabase } from './database.ts';
import type { Database, Engine } from './database.ts';
import { MIGRATIONS, migrate } from './migrate.ts';

async function emptyDatabase(engine: Engine): Promise<Database> {
  return engine === 'embedded'
    ? openDatabase({ engine, directory: 'memory' })
    : openDatabase({ engine, url: await emptyPostgresUrl() });
}

/** The tables of the public schema, by name. */
async function tablesOf(database: Database): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_name not like 'kysely_%' order by table_name
  `.execute(database.db);
  return rows.map((row) => row.name);
}

const NAMES = Object.keys(MIGRATIONS);

describe.each(ENGINES)('the migrations (%s)', (engine) => {
  it('run in the order their names sort', () => {
    expect(NAMES).toEqual([...NAMES].sort());
  });

  it.each(NAMES.slice(0, -1).map((name, index) => [name, index] as const))(
    'bring a database that stopped at %s to the latest schema',
    async (_name, index) => {
      const latest = await emptyDatabase(engine);
      const older = await emptyDatabase(engine);
      try {
        await migrate(latest.db);
        const released = Object.fromEntries(Object.entries(MIGRATIONS).slice(0, index + 1));
        const partial = new Migrator({
          db: older.db,
          provider: { getMigrations: async () => released },
        });
        expect((await partial.migrateToLatest()).error).toBeUndefined();
        await migrate(older.db);
        await migrate(older.db);
        expect(await tablesOf(older)).toEqual(await tablesOf(latest));
      } finally {
        await Promise.all([latest.close(), older.close()]);
      }
    },
    60_000,
  );
});
