/**
 * `npm run db:reset` changes nothing until it is confirmed: refused without a terminal and
 * without `--yes`, stopped by a terminal's "no", done after a "sim" or with `--yes`.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSettings } from '../config/settings.ts';
import { openDatabase } from '../api/db/database.ts';
import { seededPostgresUrl, TEST_PRODUCTS } from '../tests/support/api/database.ts';
import { dbReset } from './db-reset.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function run(
  args: string[],
  settings: ReturnType<typeof loadSettings>,
  answer: string | null,
) {
  const out: string[] = [];
  const err: string[] = [];
  const asked: string[] = [];
  const ask =
    answer === null
      ? null
      : async (question: string) => {
          asked.push(question);
          return answer;
        };
  const code = await dbReset(args, settings, ask, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out, err, asked };
}

/** How many staff members the database of `url` holds. */
async function staffCount(url: string): Promise<number> {
  const database = await openDatabase({ engine: 'postgres', url });
  try {
    const rows = await database.db.selectFrom('staff').select('id').execute();
    return rows.length;
  } finally {
    await database.close();
  }
}

async function removeStaff(url: string): Promise<void> {
  const database = await openDatabase({ engine: 'postgres', url });
  try {
    await database.db.deleteFrom('staff').execute();
  } finally {
    await database.close();
  }
}

describe('db:reset', () => {
  it('refuses without a terminal and without --yes, and creates nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'db-reset-'));
    folders.push(dataDir);
    const result = await run([], loadSettings({ DATA_DIR: dataDir, SEED: 'demo' }), null);
    expect(result.code).toBe(1);
    expect(result.err).toEqual([
      `db:reset: Empty the database at ${dataDir}/db (every customer, pedido and product in it) and fill it again with 50 produtos? This cannot be undone, and there is no terminal to confirm it: run npm run db:reset in a terminal, or pass --yes to confirm in advance.`,
    ]);
    expect(existsSync(join(dataDir, 'db'))).toBe(false);
  });

  it('asks at the terminal, and only a yes empties and seeds the database', async () => {
    const url = await seededPostgresUrl();
    const settings = loadSettings({
      DATABASE_URL: url,
      SEED: 'demo',
      MOCK_PRODUCTS: String(TEST_PRODUCTS),
    });
    await removeStaff(url);

    const refused = await run([], settings, 'n');
    expect(refused.asked).toEqual([
      `Empty the database at DATABASE_URL (every customer, pedido and product in it) and fill it again with ${TEST_PRODUCTS} produtos? This cannot be undone. Continue? [y/N] `,
    ]);
    expect(refused.code).toBe(1);
    expect(refused.err).toEqual(['db:reset: Nothing was changed (not confirmed).']);
    expect(await staffCount(url)).toBe(0);

    const agreed = await run([], settings, 'sim');
    expect(agreed.err).toEqual([]);
    expect(agreed.code).toBe(0);
    expect(await staffCount(url)).toBe(3);
  });

  it('goes ahead with --yes without asking, as scripts run it', async () => {
    const url = await seededPostgresUrl();
    await removeStaff(url);
    const settings = loadSettings({ DATABASE_URL: url, MOCK_PRODUCTS: String(TEST_PRODUCTS) });
    const result = await run(['--yes'], settings, null);
    expect(result.code).toBe(0);
    // With DATABASE_URL and no SEED, nothing of the demo comes back.
    expect(result.out.at(-1)).toMatch(
      /^db:reset: DATABASE_URL seeded again with as categorias da loja, sem produtos, clientes nem equipe in \d+\.\d s\.$/,
    );
    expect(await staffCount(url)).toBe(0);
  });
});
