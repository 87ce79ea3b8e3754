/**
 * A database made by an earlier release reaches the latest schema: the migrations are applied
 * from whichever one it stopped at, on both engines, and a second run changes nothing. One
 * migrated while some migrations had their former names migrates under the current ones.
 */
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Migration } from 'kysely/migration';
import { beforeAll, describe, expect, it } from 'vitest';
import { allow } from '../../tests/support/time-allowance.ts';
import {
  ENGINES,
  emptyPostgresUrl,
  unmigratedEmbeddedDatabase,
} from '../../tests/support/api/database.ts';
import { openDatabase } from './database.ts';
import type { Database, Engine } from './database.ts';
import { FORMER_MIGRATION_NAMES } from './former-migration-names.ts';
import { MIGRATIONS, migrate } from './migrate.ts';

async function emptyDatabase(engine: Engine): Promise<Database> {
  return engine === 'embedded'
    ? unmigratedEmbeddedDatabase()
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

/** The names Kysely recorded as applied, in the order they sort. */
async function recordedNames(database: Database): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select name from kysely_migration order by name
  `.execute(database.db);
  return rows.map((row) => row.name);
}

/** Applies the first `count` of `migrations`, as a release that had only those recorded them. */
async function migrateUnder(
  database: Database,
  migrations: Readonly<Record<string, Migration>>,
  count: number,
): Promise<void> {
  const released = Object.fromEntries(Object.entries(migrations).slice(0, count));
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => released },
  });
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
}

const NAMES = Object.keys(MIGRATIONS);

/** Current name -> the name an earlier release gave the migration. */
const FORMER_NAME_OF = new Map(
  Object.entries(FORMER_MIGRATION_NAMES).map(([former, current]) => [current, former]),
);
/** Every migration by the name an earlier release gave it. */
const FORMERLY: Readonly<Record<string, Migration>> = Object.fromEntries(
  Object.entries(MIGRATIONS).map(([name, migration]) => [
    FORMER_NAME_OF.get(name) ?? name,
    migration,
  ]),
);
/** How many migrations run up to the first renamed one. */
const THROUGH_FIRST_RENAMED = NAMES.findIndex((name) => FORMER_NAME_OF.has(name)) + 1;

describe('the migration names', () => {
  it('each have a number of their own', () => {
    expect(new Set(NAMES.map((name) => name.split('-')[0])).size).toBe(NAMES.length);
  });

  it('map each former name, no longer in use, to a current one', () => {
    for (const [former, current] of Object.entries(FORMER_MIGRATION_NAMES)) {
      expect(NAMES).toContain(current);
      expect(NAMES).not.toContain(former);
    }
  });
});

describe.each(ENGINES)('the migrations (%s)', (engine) => {
  /** The tables of a database made by the latest release: what every older one must reach. */
  let latestTables: string[] = [];
  beforeAll(async () => {
    const latest = await emptyDatabase(engine);
    try {
      await migrate(latest.db);
      latestTables = await tablesOf(latest);
    } finally {
      await latest.close();
    }
  });

  it('run in the order their names sort', () => {
    expect(NAMES).toEqual([...NAMES].sort());
  });

  it.each(NAMES.slice(0, -1).map((name, index) => [name, index] as const))(
    'bring a database that stopped at %s to the latest schema',
    async (_name, index) => {
      const older = await emptyDatabase(engine);
      try {
        await migrateUnder(older, MIGRATIONS, index + 1);
        await migrate(older.db);
        await migrate(older.db);
        expect(await tablesOf(older)).toEqual(latestTables);
      } finally {
        await older.close();
      }
    },
    allow(30_000),
  );

  it('move saved cards to the provider: the cards of before, spent stand-in tokens, are removed', async () => {
    const older = await emptyDatabase(engine);
    try {
      await migrateUnder(older, MIGRATIONS, NAMES.indexOf('0013-saved-cards-at-provider'));
      await sql`
        insert into customers (id, name, email, password_hash, created_at, updated_at)
        values (1, 'Maria Souza', 'maria@example.com', 'x', now(), now());
        insert into card_tokens (id, client, brand, last4, holder_name, exp_month, exp_year,
          created_at, expires_at, used_at, saved_at)
        values ('tok_old', 'local', 'VISA', '1111', 'MARIA SOUZA', 12, 2030, now(), now(), now(),
          now());
        insert into cards (customer_id, token, brand, last4, holder_name, exp_month, exp_year,
          created_at)
        values (1, 'tok_old', 'VISA', '1111', 'MARIA SOUZA', 12, 2030, now());
      `.execute(older.db);
      await migrate(older.db);
      const { rows: cards } = await sql`select * from cards`.execute(older.db);
      expect(cards).toEqual([]);
      const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
        select table_name, column_name from information_schema.columns
        where table_schema = 'public'
          and table_name in ('cards', 'customers', 'requests', 'card_tokens')
          and column_name in
          ('provider_card_id', 'token', 'payment_customer_id', 'card_customer_id', 'saved_at',
           'card_id')
        order by table_name, column_name
      `.execute(older.db);
      expect(columns.map((row) => `${row.table_name}.${row.column_name}`)).toEqual([
        'card_tokens.card_id',
        'cards.provider_card_id',
        'customers.payment_customer_id',
        'requests.card_customer_id',
      ]);
      const { rows: customers } = await sql<{ payment_customer_id: string | null }>`
        select payment_customer_id from customers
      `.execute(older.db);
      expect(customers).toEqual([{ payment_customer_id: null }]);
      expect(await tablesOf(older)).toEqual(latestTables);
    } finally {
      await older.close();
    }
  });

  it.each([THROUGH_FIRST_RENAMED, NAMES.length])(
    'bring a database that ran %i migrations under their former names to the latest, under the current names',
    async (count) => {
      const older = await emptyDatabase(engine);
      try {
        await migrateUnder(older, FORMERLY, count);
        await migrate(older.db);
        await migrate(older.db);
        expect(await recordedNames(older)).toEqual(NAMES);
        expect(await tablesOf(older)).toEqual(latestTables);
      } finally {
        await older.close();
      }
    },
    allow(30_000),
  );
});
