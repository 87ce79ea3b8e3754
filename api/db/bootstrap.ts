/**
 * Opening the API's database for serving: migrated to the latest schema and seeded when empty.
 * - Embedded: `{dataDir}/db`. A database is created, migrated and seeded in a folder beside it
 *   and renamed into place only once complete, so a start interrupted halfway leaves no
 *   half-made database behind. `dataDir` is made readable by its owner only. One process at a
 *   time: a lock file names the process using it.
 * - PostgreSQL: the schema is migrated and, if empty, seeded; several API processes may start
 *   at once (the migration lock and a seeding lock keep them from doing it twice).
 */
import { chmodSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from './database.ts';
import type { Database, DatabaseTarget, Db } from './database.ts';
import { claimDataDir } from './data-dir-lock.ts';
import { migrate } from './migrate.ts';
import { resetDatabase } from './reset.ts';
import type { Seeder } from './seeder.ts';
import { silentLogger } from '../../runtime/log.ts';
import type { Logger } from '../../runtime/log.ts';

export interface ApiDatabaseOptions {
  /** DATA_DIR: where the embedded database lives. */
  readonly dataDir: string;
  /** DATABASE_URL: empty for the embedded engine. */
  readonly databaseUrl: string;
  /** What a new database is filled with. */
  readonly seeder: Seeder;
  readonly log?: Logger;
}

/** A constant every API process uses for the seeding lock (an advisory lock key). */
const SEED_LOCK = 727_001;

/** Seeds the database if it holds no catalogue yet; concurrent callers seed it once. */
async function seedIfEmpty(db: Db, seeder: Seeder): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const seeded = await trx.selectFrom('categories').select('id').limit(1).executeTakeFirst();
    if (seeded) return false;
    await seeder.seed(trx);
    return true;
  });
}

/**
 * Takes every permission but the owner's off `folder` and what it holds: PGlite unpacks its
 * files with the modes of its own archive, whatever the process's umask.
 */
function ownerOnly(folder: string): void {
  chmodSync(folder, 0o700);
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    chmodSync(path, entry.isDirectory() ? 0o700 : 0o600);
  }
}

/** Creates `{dataDir}/db` if missing: made complete in a scratch folder, then renamed. */
async function createEmbedded(directory: string, seeder: Seeder): Promise<boolean> {
  if (existsSync(directory)) return false;
  const scratch = `${directory}.creating`;
  rmSync(scratch, { recursive: true, force: true });
  const database = await openDatabase({ engine: 'embedded', directory: scratch });
  try {
    await migrate(database.db);
    await seeder.seed(database.db);
  } finally {
    await database.close();
  }
  renameSync(scratch, directory);
  return true;
}

/** Opens the API's database, creating, migrating and seeding it as needed. */
export async function openApiDatabase(options: ApiDatabaseOptions): Promise<Database> {
  const log = options.log ?? silentLogger;
  if (options.databaseUrl !== '') {
    const database = await openDatabase({ engine: 'postgres', url: options.databaseUrl, log });
    try {
      await migrate(database.db);
      if (await seedIfEmpty(database.db, options.seeder)) {
        log.info(`banco PostgreSQL semeado com ${options.seeder.description}.`);
      }
    } catch (error) {
      await database.close();
      throw error;
    }
    return database;
  }
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const release = claimDataDir(options.dataDir);
  try {
    const directory = join(options.dataDir, 'db');
    if (await createEmbedded(directory, options.seeder)) {
      log.info(`banco de dados criado em ${directory} com ${options.seeder.description}.`);
    }
    const database = await openDatabase({ engine: 'embedded', directory });
    ownerOnly(options.dataDir);
    await migrate(database.db);
    return {
      ...database,
      async close() {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * A database at `target`, migrated and holding exactly what `seeder` seeds (emptied first if it
 * held anything): what tests and the bench serve from.
 */
export async function openSeeded(target: DatabaseTarget, seeder: Seeder): Promise<Database> {
  const database = await openDatabase(target);
  try {
    await migrate(database.db);
    await resetDatabase(database.db, seeder);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
