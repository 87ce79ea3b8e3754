/**
 * `npm run db:reset [-- --yes]`: empties the API's database and fills it again as SEED says (the
 * demo with MOCK_PRODUCTS products, or only the categories): the embedded one in DATA_DIR
 * (created if missing), or the PostgreSQL one DATABASE_URL names. It asks first at the terminal;
 * `--yes` confirms in advance (scripts, the end-to-end tests), and with neither it changes
 * nothing. The API must be stopped first when it uses the embedded database (it refuses to
 * share it).
 */
import { parseArgs } from 'node:util';
import { seedKind } from '../config/seed.ts';
import type { Settings } from '../config/settings.ts';
import { openApiDatabase } from '../api/db/bootstrap.ts';
import { resetDatabase } from '../api/db/reset.ts';
import { seederFor } from '../mocks/seed/seed-database.ts';
import { loadProjectSettings } from '../runtime/env.ts';
import { confirm, terminalAsk } from './lib/confirm.ts';
import type { Ask } from './lib/confirm.ts';
import { textLogger } from '../runtime/log.ts';

export interface DbResetOutput {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

/** Runs the command with `args`; answers its exit code. */
export async function dbReset(
  args: string[],
  settings: Settings,
  ask: Ask | null,
  { out, err }: DbResetOutput,
): Promise<number> {
  const seeder = seederFor(seedKind(settings), settings.MOCK_PRODUCTS);
  const where = settings.DATABASE_URL === '' ? `${settings.DATA_DIR}/db` : 'DATABASE_URL';
  try {
    const { values } = parseArgs({ args, options: { yes: { type: 'boolean', default: false } } });
    await confirm({
      command: 'npm run db:reset',
      yes: values.yes,
      ask,
      question: `Empty the database at ${where} (every customer, pedido and product in it) and fill it again with ${seeder.description}?`,
    });
    const started = performance.now();
    const database = await openApiDatabase({
      dataDir: settings.DATA_DIR,
      databaseUrl: settings.DATABASE_URL,
      seeder,
      log: textLogger(out),
    });
    try {
      await resetDatabase(database.db, seeder);
    } finally {
      await database.close();
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    out(`db:reset: ${where} seeded again with ${seeder.description} in ${seconds} s.`);
    return 0;
  } catch (error) {
    err(`db:reset: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (import.meta.main) {
  process.umask(0o077);
  process.exitCode = await dbReset(process.argv.slice(2), loadProjectSettings(), terminalAsk(), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}
