import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSettings } from '../../config/settings.ts';
import { planLocalRun } from './local-run.ts';
import { projectRoot } from '../../runtime/paths.ts';
import { freePort } from '../../runtime/ports.ts';
import { shopBanner, shopEnv, shopProcesses, type ShopProcess } from './shop-processes.ts';
import { createSupervisor } from './supervisor/supervisor.ts';
import { assertApiAccepts } from './start-shop.ts';
import { allow } from '../../tests/support/time-allowance.ts';

const OUT_DIR = '/srv/shop-dist';

function table(env: Record<string, string> = {}) {
  const settings = loadSettings(env);
  const plan = planLocalRun(env, settings);
  const runEnv = shopEnv(env, settings, plan);
  return {
    plan,
    env: runEnv,
    processes: shopProcesses({ settings, plan, outDir: OUT_DIR, env: runEnv }),
  };
}

const byName = (processes: readonly ShopProcess[], name: string) =>
  processes.find((process) => process.name === name);

describe('shopProcesses', () => {
  it('starts the mailbox and the API before the build, the site server, the publisher and the back office after it', () => {
    const { processes } = table();
    expect(processes.map(({ name, phase, args }) => ({ name, phase, args }))).toEqual([
      { name: 'site', phase: 'after-build', args: ['site-server/serve.ts', '--out-dir', OUT_DIR] },
      { name: 'mailbox', phase: 'before-build', args: ['mocks/mailbox/mailbox.ts'] },
      { name: 'api', phase: 'before-build', args: ['mocks/server.ts'] },
      {
        name: 'publisher',
        phase: 'after-build',
        args: ['publisher/main.ts', '--out-dir', OUT_DIR],
      },
      { name: 'backoffice', phase: 'after-build', args: ['backoffice/server/main.ts'] },
    ]);
    expect(byName(processes, 'backoffice')?.prepare).toEqual(['scripts/build-backoffice.ts']);
  });

  it('names the setting of every port it will listen on', () => {
    const { processes } = table({ PORT: '5311', MOCK_API_PORT: '5312' });
    expect(processes.flatMap((process) => process.ports)).toEqual([
      { port: 5311, setting: 'PORT' },
      { port: 4300, setting: 'MAILBOX_PORT' },
      { port: 2525, setting: 'MAILBOX_SMTP_PORT' },
      { port: 5312, setting: 'MOCK_API_PORT' },
      { port: 4001, setting: 'MOCK_PAYMENT_GATEWAY_PORT' },
      { port: 4100, setting: 'PUBLISHER_PORT' },
      { port: 4200, setting: 'BACKOFFICE_PORT' },
    ]);
  });

  it('waits for each server on its own address, the API as long as API_START_TIMEOUT_MS says', () => {
    const { processes } = table({ MOCK_API_PORT: '5312', API_START_TIMEOUT_MS: '90000' });
    expect(processes.map(({ readyUrl }) => readyUrl)).toEqual([
      'http://127.0.0.1:4321/',
      'http://127.0.0.1:4300/api/messages',
      'http://127.0.0.1:5312/health',
      'http://127.0.0.1:4100/status',
      'http://127.0.0.1:4200/entrar',
    ]);
    expect(byName(processes, 'api')?.readyTimeoutMs).toBe(90_000);
    expect(byName(processes, 'api')?.readyHint).toContain('API_START_TIMEOUT_MS');
  });

  it("points the API's webhook at this run's publisher unless PUBLISH_WEBHOOK_URL is set", () => {
    expect(table({ PUBLISHER_PORT: '5313' }).env.PUBLISH_WEBHOOK_URL).toBe(
      'http://127.0.0.1:5313/hooks/publish',
    );
    const chosen = 'https://publish.example.com.br/hooks/publish';
    expect(table({ PUBLISH_WEBHOOK_URL: chosen }).env.PUBLISH_WEBHOOK_URL).toBe(chosen);
  });

  it('gives every process the settings of the run and the URLs it decided on', () => {
    const { processes } = table({
      MOCK_API_PORT: '5312',
      BACKOFFICE_PORT: '5314',
      TEST_HOOKS: 'true',
    });
    for (const process of processes) {
      expect(process.env).toMatchObject({
        TEST_HOOKS: 'true',
        PUBLIC_GRAPHQL_URL: 'http://127.0.0.1:5312/graphql',
        SITE_URL: 'http://127.0.0.1:4321',
        BACKOFFICE_URL: 'http://127.0.0.1:5314',
        PUBLIC_PAYMENT_GATEWAY_URL: 'http://127.0.0.1:4001',
      });
    }
  });

  it('starts no API when PUBLIC_GRAPHQL_URL names another one, and the banner shows that one', () => {
    const { processes, plan } = table({
      PUBLIC_GRAPHQL_URL: 'https://api.example.com.br/graphql',
      PUBLIC_PAYMENT_GATEWAY_URL: 'https://gateway.example.com.br',
    });
    expect(processes.map((process) => process.name)).toEqual([
      'site',
      'mailbox',
      'publisher',
      'backoffice',
    ]);
    expect(shopBanner(processes, plan)).toEqual([
      '  Site: http://127.0.0.1:4321/',
      '  E-mails: http://127.0.0.1:4300',
      '  Publisher: http://127.0.0.1:4100/status  (JSON; webhook at /hooks/publish)',
      '  Back office: http://127.0.0.1:4200',
      '    editor: editor@exemplo.com.br / Editor#2026',
      '    support: atendimento@exemplo.com.br / Atende#2026',
      '    admin: gerente@exemplo.com.br / Gerente#2026',
      '  GraphQL API: https://api.example.com.br/graphql',
      '  Card gateway: https://gateway.example.com.br',
    ]);
  });

  it('starts no mailbox when SMTP_URL names a mail server', () => {
    const { processes } = table({ SMTP_URL: 'smtp://envio:segredo@smtp.example.com.br:587' });
    expect(processes.map((process) => process.name)).not.toContain('mailbox');
  });

  it('lists every URL, the demo and staff logins and where the data lives in the banner', () => {
    const { processes, plan } = table();
    expect(shopBanner(processes, plan)).toEqual([
      '  Site: http://127.0.0.1:4321/',
      '  E-mails: http://127.0.0.1:4300',
      '  GraphQL API: http://127.0.0.1:4000/graphql  (embedded mock)',
      '  Card gateway: http://127.0.0.1:4001  (embedded mock)',
      '  Demo login: cliente@exemplo.com.br / Senha@123',
      `  Data: ${resolve('.data', 'db')}  (embedded database)`,
      '  Publisher: http://127.0.0.1:4100/status  (JSON; webhook at /hooks/publish)',
      '  Back office: http://127.0.0.1:4200',
      '    editor: editor@exemplo.com.br / Editor#2026',
      '    support: atendimento@exemplo.com.br / Atende#2026',
      '    admin: gerente@exemplo.com.br / Gerente#2026',
    ]);
  });
});

describe('the API of a run with a real payment provider (PAYMENT_PROVIDER=mercadopago)', () => {
  const MERCADOPAGO = {
    PAYMENT_PROVIDER: 'mercadopago',
    MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-token',
    MERCADOPAGO_PUBLIC_KEY: 'APP_USR-public',
    MERCADOPAGO_WEBHOOK_SECRET: 'segredo',
  };

  it('is the production entry, alone on its port, with no payment stand-in', () => {
    const { processes, plan } = table({ ...MERCADOPAGO, SEED: 'none' });
    const api = byName(processes, 'api');
    expect(api?.args).toEqual(['api/main.ts']);
    expect(api?.ports).toEqual([{ port: 4000, setting: 'MOCK_API_PORT' }]);
    expect(shopBanner(processes, plan)).toContain(
      '  GraphQL API: http://127.0.0.1:4000/graphql  (production entry, mercadopago)',
    );
    expect(shopBanner(processes, plan)).toContain('  Card gateway: https://api.mercadopago.com');
    expect(() =>
      assertApiAccepts(processes, loadSettings({ ...MERCADOPAGO, SEED: 'none' })),
    ).not.toThrow();
  });

  it("is refused before anything starts when the settings ask for the demo's seed", () => {
    const { processes } = table(MERCADOPAGO);
    expect(() => assertApiAccepts(processes, loadSettings(MERCADOPAGO))).toThrow(
      /The API would not start: SEED=demo .*npm run mock/,
    );
  });

  it('stays the mock, stand-in included, with the local provider', () => {
    const { processes } = table({ SEED: 'demo' });
    expect(byName(processes, 'api')?.args).toEqual(['mocks/server.ts']);
    expect(() => assertApiAccepts(processes, loadSettings({ SEED: 'demo' }))).not.toThrow();
  });
});

/** The entry named `name`, which the table must have. */
function entry(
  processes: readonly ShopProcess[],
  name: string,
): ShopProcess & { readyUrl: string } {
  const found = byName(processes, name);
  if (!found?.readyUrl) throw new Error(`no ${name} with a readiness URL in the table`);
  return { ...found, readyUrl: found.readyUrl };
}

describe('the banner of a shop without the demo (SEED=none)', () => {
  it('lists no demo login and says how the first admin gets in', () => {
    const { processes, plan } = table({ SEED: 'none' });
    const banner = shopBanner(processes, plan);
    expect(banner.join('\n')).not.toContain('@exemplo.com.br');
    expect(banner).toContain('    First admin: npm run admin:create -- EMAIL');
  });
});

describe('the API and the site server, supervised as `npm start` runs them', () => {
  const cleanups: (() => void | Promise<void>)[] = [];

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it(
    'answer on their ports with the run settings, and the API comes back after a kill -9',
    async () => {
      const site = mkdtempSync(join(tmpdir(), 'shop-processes-'));
      cleanups.push(() => rmSync(site, { recursive: true, force: true }));
      writeFileSync(join(site, 'index.html'), '<!doctype html><title>Loja</title><p>Olá</p>');
      const host = '127.0.0.1';
      const env = {
        ...process.env,
        PORT: String(await freePort(host)),
        MOCK_API_PORT: String(await freePort(host)),
        MOCK_PAYMENT_GATEWAY_PORT: String(await freePort(host)),
        PUBLISHER_PORT: String(await freePort(host)),
        MOCK_PRODUCTS: '5',
        TEST_HOOKS: 'true',
        // Its own database: the test resets it, and must never touch the developer's `.data`.
        DATA_DIR: join(site, 'data'),
      };
      const { processes } = table(env);
      const siteProcess = {
        ...entry(processes, 'site'),
        args: ['site-server/serve.ts', '--out-dir', site],
      };
      const api = entry(processes, 'api');
      const lines: string[] = [];
      let onRestart = () => {};
      const restarted = new Promise<void>((resolve) => (onRestart = resolve));
      const keep = (line: string) => {
        lines.push(line);
        if (line.startsWith('[supervisor] api started again')) onRestart();
      };
      const supervisor = createSupervisor({
        cwd: projectRoot,
        output: { stdout: keep, stderr: keep },
        onGiveUp: (name) => lines.push(`gave up on ${name}`),
      });
      cleanups.push(() => supervisor.stop());
      await supervisor.start(api);
      await supervisor.start(siteProcess);

      expect(await (await fetch(siteProcess.readyUrl)).text()).toContain('<p>Olá</p>');
      // The test hooks exist only when the API got TEST_HOOKS=true through its environment.
      const reset = () => fetch(new URL('/__mock/reset', api.readyUrl), { method: 'POST' });
      expect((await reset()).status).toBe(200);

      const first = supervisor.pid('api');
      if (first === undefined) throw new Error('the API is not running');
      process.kill(first, 'SIGKILL');
      await restarted;
      await expect
        .poll(async () => (await reset().catch(() => null))?.status, { timeout: allow(15_000) })
        .toBe(200);

      expect(supervisor.pid('api')).not.toBe(first);
      expect(lines).toContainEqual(
        `[supervisor] api (pid ${first}) was killed by SIGKILL unexpectedly; starting it again in 0.5 s.`,
      );
      expect(lines.some((line) => line.startsWith('[api] '))).toBe(true);
      expect((await fetch(siteProcess.readyUrl)).status).toBe(200);
    },
    allow(30_000),
  );
});
