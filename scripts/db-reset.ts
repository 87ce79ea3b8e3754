/**
 * `npm run db:reset`: empties the API's database and seeds it again with MOCK_PRODUCTS products:
 * the embedded one in DATA_DIR (created if missing), or the PostgreSQL one DATABASE_URL names.
 * The API must be stopped first when it uses the embedded database (it refuses to share it).
 */
import { loadSettings } from '../config/settings.ts';
import { openApiDatabase } from '../api/db/bootstrap.ts';
import { resetDatabase } from '../api/db/reset.ts';
import { demoSeeder } from '../mocks/seed/seed-database.ts';

const settings = loadSettings();
const started = performance.now();
try {
  process.umask(0o077);
  const database = await openApiDatabase({
    dataDir: settings.DATA_DIR,
    databaseUrl: settings.DATABASE_URL,
    seeder: demoSeeder(settings.MOCK_PRODUCTS),
    log: (line) => console.log(line),
  });
  try {
    await resetDatabase(database.db, demoSeeder(settings.MOCK_PRODUCTS));
  } finally {
    await database.close();
  }
  const where = settings.DATABASE_URL === '' ? `${settings.DATA_DIR}/db` : 'DATABASE_URL';
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `db:reset: ${where} seeded again with ${settings.MOCK_PRODUCTS} products in ${seconds} s.`,
  );
} catch (error) {
  console.error(`db:reset: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
