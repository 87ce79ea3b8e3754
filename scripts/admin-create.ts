/**
 * `npm run admin:create -- EMAIL`: makes an admin invitation for EMAIL in the API's database (the
 * embedded one in DATA_DIR, created if missing, or DATABASE_URL's) and prints its one-time link
 * to the back office's invitation page, where the invitee chooses a password. The way in on a
 * database with no staff (SEED=none). The embedded database must not be in use by a running API
 * (it refuses to share it). Exits 1 with a message for a malformed e-mail, an e-mail that
 * already belongs to an active staff member, or a database it cannot open.
 */
import { seedKind } from '../config/seed.ts';
import type { Settings } from '../config/settings.ts';
import { openApiDatabase } from '../api/db/bootstrap.ts';
import { createDataAccess } from '../api/core/data-access.ts';
import { createAdminInvitation } from '../api/modules/staff/admin-invitation.ts';
import { INVITATION_MS } from '../api/modules/staff/staff-store.ts';
import { checkEmail } from '../contract/validation.ts';
import { seederFor } from '../mocks/seed/seed-database.ts';
import { loadProjectSettings } from '../runtime/env.ts';
import { planLocalRun } from './lib/local-run.ts';
import { textLogger } from '../runtime/log.ts';

const USAGE = 'Uso: npm run admin:create -- EMAIL';
const INVITATION_DAYS = INVITATION_MS / (24 * 60 * 60 * 1000);

export interface AdminCreateOutput {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

/** Runs the command with `args` (after `--`); answers its exit code. */
export async function adminCreate(
  args: readonly string[],
  settings: Settings,
  backofficeUrl: string,
  { out, err }: AdminCreateOutput,
): Promise<number> {
  const [email, ...rest] = args;
  if (email === undefined || rest.length > 0) {
    err(`admin:create: informe um único e-mail. ${USAGE}`);
    return 1;
  }
  // A malformed address is refused before any database is opened (or created).
  const checked = checkEmail(email);
  if (!checked.ok) {
    err(`admin:create: ${checked.message} ${USAGE}`);
    return 1;
  }
  try {
    const database = await openApiDatabase({
      dataDir: settings.DATA_DIR,
      databaseUrl: settings.DATABASE_URL,
      seeder: seederFor(seedKind(settings), settings.MOCK_PRODUCTS),
      log: textLogger(out),
    });
    try {
      const invitation = await createAdminInvitation(
        createDataAccess(database.db),
        checked.value,
        backofficeUrl,
        Date.now(),
      );
      out(`Convite de administrador criado para ${invitation.email}.`);
      out(
        `Abra o link abaixo para escolher a senha (vale por ${INVITATION_DAYS} dias e só pode ser usado uma vez):`,
      );
      out(invitation.link);
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    // A refusal, or a database that cannot be opened (in use, unreachable): its own words.
    err(`admin:create: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (import.meta.main) {
  process.umask(0o077);
  const settings = loadProjectSettings();
  const { backofficeUrl } = planLocalRun(process.env, settings);
  process.exitCode = await adminCreate(process.argv.slice(2), settings, backofficeUrl, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}
