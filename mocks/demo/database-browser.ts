/**
 * The browser demo's database (`PUBLIC_MOCK=true`): PGlite in the page, kept in IndexedDB when
 * there is one (in memory during the build), migrated and seeded on first use.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { seedDatabase } from '../seed/seed-database.ts';
import type { Database } from '../../api/db/database.ts';
import { migrate } from '../../api/db/migrate.ts';
import { PGliteDialect } from '../../api/db/pglite-dialect.ts';
import { PGLITE_EXTENSIONS } from '../../api/db/pglite-extensions.ts';
import type { Tables } from '../../api/db/tables.ts';

/** Opens (and on first use creates and seeds) the demo's database at `dataDir`. */
export async function openBrowserDatabase(dataDir: string, products: number): Promise<Database> {
  const lite = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
  const db = new Kysely<Tables>({ dialect: new PGliteDialect(lite) });
  await migrate(db);
  const seeded = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  if (!seeded) await seedDatabase(db, products);
  return {
    db,
    engine: 'embedded',
    dump: () => lite.dumpDataDir('none'),
    async close() {
      await db.destroy();
      await lite.close();
    },
  };
}
