/**
 * `npm run build` against an API that fails MID-build: killed, answering errors, or
 * failing one product. The build must exit non-zero, name the failing operation, and leave the
 * previous output folder exactly as it was. The API is the embedded mock (50 products) behind a
 * small proxy that turns faulty on cue; each build writes to its own folder under `.cache/`.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { startMockServer } from '../mocks/server.ts';
import { testDatabase } from '../tests/support/api/database.ts';
import type { MockServer } from '../mocks/server.ts';
import { cacheDir, projectRoot } from '../runtime/paths.ts';
import { allow } from '../tests/support/time-allowance.ts';
import { CATALOGUE_PAGE_SIZE } from '../src/lib/paginate.ts';

/** What the proxy does with one GraphQL request: pass it on, answer it, or die. */
type Plan = (
  operation: string,
  index: number,
) => 'forward' | 'die' | ((res: ServerResponse) => void);

let mock: MockServer;
let proxy: Server;
let proxyUrl: string;
let plan: Plan = () => 'forward';
/** GraphQL operations that reached the proxy, in order (the build's pre-check has no name). */
let operations: string[] = [];

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function forward(body: string, res: ServerResponse): Promise<void> {
  const answer = await fetch(mock.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
  res.end(Buffer.from(await answer.arrayBuffer()));
}

/** The API dies: no more connections, the open ones dropped. */
function kill(): void {
  proxy.close();
  proxy.closeAllConnections();
}

beforeAll(async () => {
  mock = await startMockServer({ port: 0, quiet: true, database: await testDatabase() });
});
afterAll(() => mock.close());

// A new proxy for every build: a killed one stays dead.
beforeEach(async () => {
  operations = [];
  plan = () => 'forward';
  proxy = createServer(async (req, res) => {
    const body = await readBody(req);
    const { operationName } = JSON.parse(body) as { operationName?: string };
    if (!operationName) return forward(body, res);
    operations.push(operationName);
    const action = plan(operationName, operations.length - 1);
    if (action === 'forward') return forward(body, res);
    if (action === 'die') return kill();
    action(res);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/graphql`;
});
afterEach(kill);

const outDirs: string[] = [];
afterEach(() => {
  for (const dir of outDirs.splice(0)) {
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}-next`, { recursive: true, force: true });
  }
});

/** A previous site in a fresh output folder: every file's path and bytes. */
function previousSite(name: string): { dir: string; snapshot: () => Map<string, Buffer> } {
  const dir = join(cacheDir, `build-fault-test-${name}`);
  outDirs.push(dir);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'produtos', '1'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>Build anterior ${name}</title>\n`);
  writeFileSync(join(dir, 'produtos', '1', 'index.html'), '<!doctype html><h1>Produto 1</h1>\n');
  const snapshot = () =>
    new Map(
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const path = join(entry.parentPath, entry.name);
          return [relative(dir, path), readFileSync(path)] as const;
        }),
    );
  return { dir, snapshot };
}

/** Runs `scripts/build.ts --out-dir dir` against the proxy; its exit code and all it printed. */
function runBuild(dir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['scripts/build.ts', '--out-dir', dir], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PUBLIC_GRAPHQL_URL: proxyUrl,
      PUBLIC_MOCK: 'false',
      PUBLIC_CAPTCHA_SITE_KEY: '',
      SITE_URL: 'http://127.0.0.1:4391',
      MOCK_PRODUCTS: '50',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

/** The build's summary: the lines after "these operations did not succeed". */
function failedOperations(output: string): string {
  const start = output.indexOf('these operations did not succeed:');
  return start === -1 ? '' : output.slice(start);
}

it(
  'fails, names the operation and keeps the previous site when the API is killed mid-build',
  async () => {
    const site = previousSite('killed');
    const before = site.snapshot();
    // The first two calls get answers; the third one finds the API gone.
    plan = (_, index) => (index < 2 ? 'forward' : 'die');

    const { code, output } = await runBuild(site.dir);

    expect(code).not.toBe(0);
    const killedOn = operations[2];
    expect(killedOn).toBeDefined();
    expect(failedOperations(output)).toContain(`- ${killedOn}`);
    expect(output).toContain('was left as it was');
    expect(site.snapshot()).toEqual(before);
  },
  allow(60_000),
);

it(
  'fails, names the operation and its status when the API answers errors mid-build',
  async () => {
    const site = previousSite('errors');
    const before = site.snapshot();
    plan = (operation) =>
      operation === 'HomePage'
        ? (res) => {
            res.writeHead(502, { 'content-type': 'text/html' });
            res.end('<h1>502 Bad Gateway</h1>');
          }
        : 'forward';

    const { code, output } = await runBuild(site.dir);

    expect(code).not.toBe(0);
    expect(failedOperations(output)).toContain('- HomePage: HTTP 502 (2 requests)');
    expect(site.snapshot()).toEqual(before);
  },
  allow(60_000),
);

it(
  'aborts instead of publishing a catalogue without a product that failed to load',
  async () => {
    const site = previousSite('product');
    const before = site.snapshot();
    // A product whose data cannot be resolved: GraphQL nulls the list and reports the error.
    plan = (operation) =>
      operation === 'CatalogueProducts'
        ? (res) => {
            res.writeHead(200, { 'content-type': 'application/json' });
            res.end(
              JSON.stringify({
                data: null,
                errors: [
                  {
                    message: 'Não foi possível carregar o produto 17.',
                    path: ['products', 'items', 16, 'photos'],
                  },
                ],
              }),
            );
          }
        : 'forward';

    const { code, output } = await runBuild(site.dir);

    expect(code).not.toBe(0);
    expect(failedOperations(output)).toContain(
      `- CatalogueProducts {"after":null,"pageSize":${CATALOGUE_PAGE_SIZE},"first":true}: HTTP 200 with GraphQL errors: Não foi possível carregar o produto 17.`,
    );
    expect(existsSync(join(site.dir, 'produtos', '17'))).toBe(false);
    expect(site.snapshot()).toEqual(before);
  },
  allow(60_000),
);
