/**
 * The production entry (`node api/main.ts`) as a service manager starts it: on a fresh
 * PostgreSQL database with SEED=none and a real payment provider's settings, it answers
 * `/health`, holds the shop's categories and nothing of the demo, serves no test hook, runs no
 * payment stand-in, and stops with code 0 on SIGTERM. Settings it never runs with are refused
 * before any database work.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSettings } from '../config/settings.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../mocks/seed/customers.ts';
import { LOGIN, errorsOf, gql } from '../tests/support/api/api.ts';
import { emptyPostgresUrl } from '../tests/support/api/database.ts';
import { NO_MAIL_SERVER } from '../tests/support/no-mail-server.ts';
import { allow } from '../tests/support/time-allowance.ts';
import { freePort } from '../runtime/ports.ts';
import { refusals, warnings } from './production-settings.ts';
import { dataLocation } from './entry.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

/** A real provider's settings (never called here: a new shop has no charge to ask about). */
const MERCADOPAGO = {
  PAYMENT_PROVIDER: 'mercadopago',
  MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-token-de-teste',
  MERCADOPAGO_PUBLIC_KEY: 'APP_USR-chave-publica',
  MERCADOPAGO_WEBHOOK_SECRET: 'segredo-do-webhook',
};

interface Started {
  readonly child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function startMain(env: Record<string, string>): Started {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-main-'));
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      SMTP_URL: NO_MAIL_SERVER,
      PUBLISH_WEBHOOK_URL: '',
      BACKOFFICE_GATEWAY_SECRET: 'chave-do-back-office',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { child, output: () => output, exited };
}

/** Whether something accepts connections on `port` of this machine. */
async function listening(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
}

async function tablesOf(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public'",
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

describe('node api/main.ts', () => {
  it(
    'starts on a fresh PostgreSQL with SEED=none: healthy, the categories only, no stand-in, no test hook',
    async () => {
      const databaseUrl = await emptyPostgresUrl();
      const apiPort = await freePort('127.0.0.1');
      const standInPort = await freePort('127.0.0.1');
      const api = startMain({
        ...MERCADOPAGO,
        DATABASE_URL: databaseUrl,
        SEED: 'none',
        MOCK_API_PORT: String(apiPort),
        MOCK_PAYMENT_GATEWAY_PORT: String(standInPort),
        TEST_HOOKS: 'true',
      });
      const origin = `http://127.0.0.1:${apiPort}`;
      await expect
        .poll(async () => (await fetch(`${origin}/health`).catch(() => null))?.status, {
          timeout: allow(60_000),
          interval: 250,
        })
        .toBe(200);

      expect(await listening(standInPort)).toBe(false);
      const reset = await fetch(`${origin}/__mock/reset`, { method: 'POST' });
      expect(reset.status).toBe(404);

      const shop = await gql<{ categories: { name: string }[]; products: { total: number } }>(
        origin,
        '{ categories { name } products { total } }',
      );
      expect(shop.errors).toEqual([]);
      expect(shop.data?.categories.map((category) => category.name)).toContain('Notebooks');
      expect(shop.data?.products.total).toBe(0);
      const demoLogin = await gql(origin, LOGIN, {
        variables: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      });
      expect(errorsOf(demoLogin)).toEqual([
        { code: 'INVALID_CREDENTIALS', message: 'Credenciais inválidas' },
      ]);

      expect(api.output()).toContain(`GraphQL API: ${origin}/graphql`);
      expect(api.output()).not.toContain('chave-do-back-office');
      api.child.kill('SIGTERM');
      expect(await api.exited).toBe(0);
    },
    allow(90_000),
  );

  it(
    "refuses the demo's seed before touching the database, saying what to run instead",
    async () => {
      const databaseUrl = await emptyPostgresUrl();
      const api = startMain({
        ...MERCADOPAGO,
        DATABASE_URL: databaseUrl,
        SEED: 'demo',
        MOCK_API_PORT: String(await freePort('127.0.0.1')),
      });
      expect(await api.exited).toBe(1);
      const said = api
        .output()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { level: string; msg: string });
      expect(said).toContainEqual(
        expect.objectContaining({
          level: 'error',
          msg: expect.stringMatching(/^API not started: SEED=demo .*`npm run mock`/),
        }),
      );
      expect(await tablesOf(databaseUrl)).toEqual([]);
    },
    allow(30_000),
  );
});

describe('what the production entry makes of the settings', () => {
  const production = loadSettings({
    ...MERCADOPAGO,
    DATABASE_URL: 'postgres://loja@127.0.0.1/loja',
    SMTP_URL: 'smtp://envio:segredo@smtp.example.com.br:587',
    PUBLIC_CAPTCHA_SITE_KEY: '0x4AAAAAAA',
    CAPTCHA_SECRET_KEY: '0x4AAAAAAA-secreto',
    TRUST_PROXY: '127.0.0.1',
  });

  it('starts a shop that is online with neither refusal nor warning', () => {
    expect(refusals(production)).toEqual([]);
    expect(warnings(production)).toEqual([]);
  });

  it("refuses the demo's seed and the payment stand-in's provider, naming the setting", () => {
    expect(refusals({ ...production, DATABASE_URL: '', SEED: '' })).toEqual([
      expect.stringMatching(/^SEED=demo \(the default with the embedded database\)/),
    ]);
    expect(refusals({ ...production, PAYMENT_PROVIDER: 'local' })).toEqual([
      expect.stringMatching(/^PAYMENT_PROVIDER=local .*PAYMENT_PROVIDER=mercadopago/),
    ]);
  });

  it('warns of what an online shop should not keep: no SMTP, test hooks, no captcha, no proxy', () => {
    expect(
      warnings({
        ...production,
        SMTP_URL: '',
        TEST_HOOKS: true,
        PUBLIC_CAPTCHA_SITE_KEY: '',
        TRUST_PROXY: '',
      }).map((warning) => warning.split(' ')[0]),
    ).toEqual(['SMTP_URL', 'TEST_HOOKS', 'PUBLIC_CAPTCHA_SITE_KEY', 'TRUST_PROXY']);
  });
});

describe('the banner', () => {
  it('says where the records live, without the password, on TCP or the local socket', () => {
    const at = (DATABASE_URL: string) => dataLocation({ DATABASE_URL, DATA_DIR: '.data' });
    expect(at('postgres://loja:segredo@db.interno:5432/loja')).toBe(
      'PostgreSQL db.interno:5432/loja',
    );
    expect(at('postgresql://vertice@/loja?host=/var/run/postgresql')).toBe(
      'PostgreSQL /var/run/postgresql/loja',
    );
    expect(at('postgresql:///loja')).toBe('PostgreSQL localhost/loja');
    expect(at('')).toMatch(/\.data\/db \(embedded PostgreSQL, PGlite\)$/);
  });
});
