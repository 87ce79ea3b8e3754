/**
 * `npm run db:reset`: empties the API's database and fills it again as SEED says (the demo with
 * MOCK_PRODUCTS products, or only the categories):
 * the embedded one in DATA_DIR (created if missing), or the PostgreSQL one DATABASE_URL names.
 * The API must be stopped first when it uses the embedded database (it refuses to share it).
 */
import { loadSettings } from '../config/settings.ts';
import { openApiDatabase } from '../api/db/bootstrap.ts';
import { resetDatabase } from '../api/db/reset.ts';
import { seedKind } from '../config/seed.ts';
import { seederFor } from '../mocks/seed/seed-database.ts';

const settings = loadSettings();
const seeder = seederFor(seedKind(settings), settings.MOCK_PRODUCTS);
const started = performance.now();
try {
  process.umask(0o077);
  const database = await openApiDatabase({
    dataDir: settings.DATA_DIR,
    databaseUrl: settings.DATABASE_URL,
    seeder,
    log: (line) => console.log(line),
  });
  try {
    await resetDatabase(database.db, seeder);
  } finally {
    await database.close();
  }
  const where = settings.DATABASE_URL === '' ? `${settings.DATA_DIR}/db` : 'DATABASE_URL';
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`db:reset: ${where} seeded again with ${seeder.description} in ${seconds} s.`);
} catch (error) {
  console.error(`db:reset: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
