/**
 * The scheduled backup and its restore, as an operator would run them (deploy/backup/): a
 * customer and a pedido made through the API on PostgreSQL, `backup.sh` run three times (the
 * oldest dump rotated away), `restore.sh` into a new database, and an API served from the
 * restored database, where the customer logs in and finds the pedido. A restore into a database
 * that already holds tables is refused.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startMockServer } from '../../mocks/server.ts';
import type { MockServer } from '../../mocks/server.ts';
import { NEW_CUSTOMER_INPUT, gql, login } from '../support/api/api.ts';
import { emptyPostgresUrl, seededPostgresUrl } from '../support/api/database.ts';
import { orderInput, placeOrder } from '../support/api/orders.ts';
import { allow } from '../support/time-allowance.ts';

const BACKUP = fileURLToPath(new URL('../../deploy/backup/backup.sh', import.meta.url));
const RESTORE = fileURLToPath(new URL('../../deploy/backup/restore.sh', import.meta.url));

const REGISTER = `mutation Register($input: RegisterCustomerInput!) {
  registerCustomer(input: $input) { token }
}`;

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function scratch(): string {
  const folder = mkdtempSync(join(tmpdir(), 'backup-restore-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** The API (and its stand-in) on the PostgreSQL database `databaseUrl`, closed after the test. */
async function apiOn(databaseUrl: string): Promise<MockServer> {
  const server = await startMockServer({
    databaseUrl,
    dataDir: scratch(),
    port: 0,
    quiet: true,
    backofficeGatewaySecret: 'chave-do-back-office',
    publishWebhookUrl: '',
  });
  cleanups.push(() => server.close());
  return server;
}

function run(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync('bash', [script, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: allow(60_000),
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('deploy/backup', () => {
  it(
    'backs the database up nightly with rotation, and restores it whole into a new database',
    async () => {
      const source = await seededPostgresUrl();
      const api = await apiOn(source);
      const registered = await gql<{ registerCustomer: { token: string } }>(api.url, REGISTER, {
        variables: { input: NEW_CUSTOMER_INPUT },
      });
      expect(registered.errors).toEqual([]);
      const token = registered.data?.registerCustomer.token ?? '';
      const placed = await placeOrder(api.url, token, orderInput());
      expect(placed.errors).toEqual([]);
      const pedido = placed.data?.placeOrder.number ?? '';
      expect(pedido).toMatch(/^PED-/);
      await api.close();

      const backups = scratch();
      const env = { DATABASE_URL: source, BACKUP_DIR: backups, BACKUP_KEEP: '2' };
      for (let night = 0; night < 3; night++) {
        const backup = run(BACKUP, [], env);
        expect(backup.output).toMatch(/backup: wrote .*\.dump/);
        expect(backup.status).toBe(0);
      }
      const dumps = readdirSync(backups).sort();
      expect(dumps).toHaveLength(2);
      for (const dump of dumps) expect(dump).toMatch(/^loja-\d{8}T\d{6}\.\d{3}Z\.dump$/);

      const target = await emptyPostgresUrl();
      const restore = run(RESTORE, [join(backups, dumps[1] ?? ''), target], {});
      expect(restore.output).toContain('restored');
      expect(restore.status).toBe(0);

      const restored = await apiOn(target);
      const again = await login(
        restored.url,
        NEW_CUSTOMER_INPUT.email,
        NEW_CUSTOMER_INPUT.password,
      );
      const mine = await gql<{
        getCustomerLoggedIn: { name: string };
        requests: { number: string; total: number }[];
      }>(restored.url, '{ getCustomerLoggedIn { name } requests { number total } }', {
        token: again,
      });
      expect(mine.errors).toEqual([]);
      expect(mine.data?.getCustomerLoggedIn.name).toBe(NEW_CUSTOMER_INPUT.name);
      expect(mine.data?.requests).toEqual([
        { number: pedido, total: placed.data?.placeOrder.total },
      ]);
    },
    allow(120_000),
  );

  it('refuses to restore over a database that holds tables, changing nothing', async () => {
    const source = await seededPostgresUrl();
    const backups = scratch();
    expect(run(BACKUP, [], { DATABASE_URL: source, BACKUP_DIR: backups }).status).toBe(0);
    const [dump] = readdirSync(backups);
    const refused = run(RESTORE, [join(backups, dump ?? ''), source], {});
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(/already holds \d+ tables; restore into a new, empty one/);
  });
});
