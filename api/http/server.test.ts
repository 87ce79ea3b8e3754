import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortInUseError, startMockServer } from '../../mocks/server.ts';
import type { MockServer } from '../../mocks/server.ts';
import { DEMO_EMAIL } from '../../mocks/seed/customers.ts';
import { LOGIN, errorsOf, gql, login } from '../../tests/support/api/api.ts';
import { testDatabase } from '../../tests/support/api/database.ts';

const SERVER_SCRIPT = fileURLToPath(new URL('../../mocks/server.ts', import.meta.url));

describe('over HTTP', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer({
      port: 0,
      quiet: true,
      testHooks: true,
      database: await testDatabase(),
    });
  });
  afterAll(() => server.close());

  it('listens on loopback with /graphql', () => {
    expect(server.graphqlUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/graphql$/);
  });

  it('logs in and loads the customer with the token', async () => {
    const token = await login(server.url);
    const me = await gql(server.url, '{ getCustomerLoggedIn { email } }', { token });
    expect(me.data).toEqual({ getCustomerLoggedIn: { email: DEMO_EMAIL } });
  });

  it('answers Credenciais inválidas with status 401', async () => {
    const result = await gql(server.url, LOGIN, {
      variables: { email: DEMO_EMAIL, password: 'errada1' },
    });
    expect(result.status).toBe(401);
    expect(errorsOf(result)).toEqual([
      { code: 'INVALID_CREDENTIALS', message: 'Credenciais inválidas' },
    ]);
  });

  it('answers NOT_FOUND for an unknown product', async () => {
    const result = await gql(server.url, '{ getProduct(id: "51") { id } }');
    expect(errorsOf(result)).toEqual([
      { code: 'NOT_FOUND', message: 'Produto com ID não encontrado.' },
    ]);
  });

  it.each([undefined, 'lixo', 'x'.repeat(5 * 1024)])('refuses token %#', async (token) => {
    const result = await gql(server.url, '{ getCustomerLoggedIn { id } }', { token });
    expect(errorsOf(result)).toEqual([
      { code: 'UNAUTHENTICATED', message: 'Usuário não autenticado' },
    ]);
  });

  it('pages and filters the catalogue', async () => {
    const result = await gql<{ products: { total: number; items: { id: string }[] } }>(
      server.url,
      '{ products(filter: { minPrice: 140 }, sort: PRICE_DESC, page: 2, pageSize: 4) { total items { id } } }',
    );
    expect(result.data?.products).toEqual({
      total: 10,
      items: ['46', '45', '44', '43'].map((id) => ({ id })),
    });
  });

  it('refuses page size 0 with a message naming the range', async () => {
    const result = await gql(server.url, '{ products(pageSize: 0) { total } }');
    expect(result.errors[0]?.message).toBe('Tamanho de página inválido: use de 1 a 500 itens.');
  });

  it('serves a photo', async () => {
    const response = await fetch(`${server.url}/files/products/50/5.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('Foto 5 de 5');
  });

  it('restores the seed on POST /__mock/reset', async () => {
    const token = await login(server.url);
    await gql(server.url, 'mutation { addFavorite(productId: "30") { id } }', { token });
    expect((await fetch(`${server.url}/__mock/reset`, { method: 'POST' })).status).toBe(200);
    const result = await gql(server.url, '{ favoriteIds }', { token: await login(server.url) });
    expect(result.data).toEqual({ favoriteIds: ['3', '1', '8'] });
  });

  it('reports a port already in use', async () => {
    const port = Number(new URL(server.url).port);
    await expect(
      startMockServer({ port, quiet: true, database: await testDatabase() }),
    ).rejects.toBeInstanceOf(PortInUseError);
  });
});

describe('DATA_DIR', () => {
  let directory: string;
  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'mock-data-'));
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  // Three cold starts, each making or opening a database on disk: more than a usual test's time.
  it(
    'creates and seeds the database on first start, keeps it across restarts, owner-only',
    { timeout: 90_000 },
    async () => {
      const dataDir = join(directory, 'nested');
      const first = await startMockServer({ port: 0, quiet: true, dataDir, databaseUrl: '' });
      const token = await login(first.url);
      await gql(first.url, 'mutation { removeFavorite(productId: "1") { id } }', { token });
      await first.close();
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      // The database, and the payment stand-in's secrets generated on first start.
      expect(readdirSync(dataDir).sort()).toEqual(['db', 'secrets.json']);
      expect(statSync(join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);

      const second = await startMockServer({ port: 0, quiet: true, dataDir, databaseUrl: '' });
      const kept = await gql(second.url, '{ favoriteIds }', { token });
      expect(kept.data).toEqual({ favoriteIds: ['3', '8'] });
      await second.close();

      const elsewhere = join(directory, 'other');
      const fresh = await startMockServer({
        port: 0,
        quiet: true,
        dataDir: elsewhere,
        databaseUrl: '',
      });
      const seeded = await gql(fresh.url, '{ favoriteIds }', { token: await login(fresh.url) });
      expect(seeded.data).toEqual({ favoriteIds: ['3', '1', '8'] });
      await fresh.close();
    },
  );

  it(
    'refuses a second API process on the same DATA_DIR, naming the one using it',
    { timeout: 60_000 },
    async () => {
      const dataDir = join(directory, 'shared');
      const first = await startMockServer({ port: 0, quiet: true, dataDir, databaseUrl: '' });
      try {
        await expect(
          startMockServer({ port: 0, quiet: true, dataDir, databaseUrl: '' }),
        ).rejects.toThrow(`is in use by another API process (pid ${process.pid})`);
      } finally {
        await first.close();
      }
    },
  );
});

describe('command line', () => {
  function freePort(): Promise<number> {
    return new Promise((done) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => done(port));
      });
    });
  }

  async function run(port: number, onOutput: (output: string, stop: () => void) => void) {
    // The gateway beside it gets a free port too, never the shared default.
    const gatewayPort = await freePort();
    const child = spawn(process.execPath, [SERVER_SCRIPT], {
      env: {
        ...process.env,
        MOCK_API_PORT: String(port),
        MOCK_PAYMENT_GATEWAY_PORT: String(gatewayPort),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'mock-cli-')),
        DATABASE_URL: '',
      },
    });
    let output = '';
    let stopped = false;
    // One SIGTERM: output arriving after it (in another chunk) must not send a second one,
    // which would find the handler gone and kill the process outright.
    const stop = () => {
      if (!stopped) child.kill('SIGTERM');
      stopped = true;
    };
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      onOutput(output, stop);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    return new Promise<{ code: number | null; output: string }>((done) =>
      child.on('exit', (code) => done({ code, output })),
    );
  }

  // A real first start: the process makes its database (initdb, migrations, seed) in a new DATA_DIR.
  /** The messages of the JSON lines the process wrote (every line is one). */
  function messages(output: string): string[] {
    return output
      .trim()
      .split('\n')
      .map((line) => String((JSON.parse(line) as { msg: unknown }).msg));
  }

  it(
    'logs the URL and the demo login as JSON lines, no password, and stops cleanly on SIGTERM',
    { timeout: 60_000 },
    async () => {
      const port = await freePort();
      const result = await run(port, (output, stop) => {
        if (output.includes('Demo login')) stop();
      });
      const said = messages(result.output);
      expect(said).toContain(`GraphQL API: http://127.0.0.1:${port}/graphql`);
      expect(said).toContain('Demo login: cliente@exemplo.com.br (its password is in the README)');
      expect(result.output).not.toContain('Senha@123');
      expect(result.code).toBe(0);
    },
  );

  it('exits with code 1 and one line when the port is taken', { timeout: 60_000 }, async () => {
    const blocker = await startMockServer({ port: 0, quiet: true, database: await testDatabase() });
    const result = await run(Number(new URL(blocker.url).port), () => undefined);
    await blocker.close();
    expect(result.code).toBe(1);
    expect(messages(result.output)).toEqual([
      expect.stringMatching(
        /^API not started: port \d+ on 127\.0\.0\.1 \(MOCK_API_PORT\) is already in use/,
      ),
    ]);
    expect(JSON.parse(result.output)).toMatchObject({ level: 'error', name: 'api' });
  });
});
