/**
 * The proof that targeted publishing is safe: a catalogue is published once (a full build),
 * then edited through the mock API's editor operations (price, stock, name, a rename that moves
 * a product across list pages, a category change, unpublish, create, a change that only moves
 * `updated_at`, an approved review, a product's pages of reviews appearing past five approved
 * reviews and going when one is removed); each edit's webhook reaches the real publisher, which renders only the pages
 * the change feed's changes touch. The result must be the same files with the same bytes as a
 * full build of the same data, build ids and timestamps aside; a publish with nothing new
 * renders nothing. After the first publish, a price change, a publish with nothing new, an
 * unpublish and a creation, the site is deployed to an S3-compatible endpoint the test starts:
 * exactly the files that changed are put (assets before pages, `builds/latest.json` last) and
 * exactly the files gone are deleted, after every put.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withGeneratedSecrets } from '../config/generated-secrets.ts';
import { loadSettings } from '../config/settings.ts';
import { staffToken } from '../tests/support/api/staff.ts';
import { startMockServer } from '../mocks/server.ts';
import { openSeeded } from '../api/db/bootstrap.ts';
import type { MockServer } from '../mocks/server.ts';
import type { Database } from '../api/db/database.ts';
import { gql, login, rememberBackofficeKey } from '../tests/support/api/api.ts';
import { postPublishWebhook } from '../api/modules/backoffice/publish-webhook.ts';
import type { PublishWebhookContent } from '../contract/publish-webhook.ts';
import { cacheDir, incrementalCacheDir, projectRoot, publisherStateDir } from '../runtime/paths.ts';
import { bucketClient, deployToBucket, MANIFEST_KEY } from '../publisher/cdn/bucket-deploy.ts';
import { startS3Recorder } from '../tests/support/s3-recorder.ts';
import type { RecordedRequest, S3Recorder } from '../tests/support/s3-recorder.ts';
import { startPublisher } from '../publisher/start-publisher.ts';
import type { RunningPublisher } from '../publisher/start-publisher.ts';
import type { PublishRecord } from '../contract/publisher-status.ts';
import { demoSeeder } from '../mocks/seed/seed-database.ts';

const PRODUCTS = 30;
/** A full build, a dozen publishes and five deploys, on cores other work may be sharing. */
const BUILD_TIMEOUT_MS = 600_000;
const root = join(cacheDir, `publish-equivalence-${process.pid}`);
const served = join(root, 'served');
const full = join(root, 'full');
const env = {
  ...process.env,
  PUBLIC_MOCK: 'false',
  PUBLIC_CAPTCHA_SITE_KEY: '',
  SITE_URL: 'http://127.0.0.1:4392',
};

let mock: MockServer;
let database: Database;
let bucket: S3Recorder;
const BUCKET = 'loja-vitrine';
let publisher: RunningPublisher;

function cleanUp(): void {
  for (const dir of [
    root,
    incrementalCacheDir(served),
    incrementalCacheDir(full),
    publisherStateDir(served),
  ]) {
    rmSync(dir, { recursive: true, force: true });
  }
  for (const name of ['served', 'full']) {
    rmSync(join(cacheDir, `${name}-next`), { recursive: true, force: true });
    rmSync(join(cacheDir, `${name}-previous`), { recursive: true, force: true });
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

beforeAll(async () => {
  cleanUp();
  const port = await freePort();
  database = await openSeeded({ engine: 'embedded', directory: 'memory' }, demoSeeder(PRODUCTS));
  bucket = await startS3Recorder(BUCKET);
  // The mock announces every editor change to the publisher, which builds against the mock.
  mock = await startMockServer({
    port: 0,
    quiet: true,
    products: PRODUCTS,
    database,
    publishWebhookUrl: `http://127.0.0.1:${port}/hooks/publish`,
  });
  rememberBackofficeKey(mock.url, mock.backofficeGatewaySecret);
  publisher = await startPublisher({
    settings: { ...loadSettings(), PUBLISH_DEBOUNCE_MS: 300 },
    port,
    outDir: served,
    graphqlUrl: mock.graphqlUrl,
    env,
  });
});

afterAll(async () => {
  await bucket.close();
  await publisher.close();
  await mock.close();
  cleanUp();
});

/** Every file of a site, path → content, with the build's id and time masked. */
function snapshot(dir: string): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    // Older builds' manifests stay published beside the pages they rendered: compared apart.
    .filter((path) => !path.startsWith('builds/meta/'))
    .sort();
  return new Map(
    files.map((path) => [
      path,
      readFileSync(join(dir, path), 'utf8')
        .replace(/<meta name="build-id" content="[^"]*"/g, '<meta name="build-id" content="ID"')
        .replace(/^\{"id":"[^"]*","timestamp":\d+\}$/m, '{"id":"ID","timestamp":0}'),
    ]),
  );
}

function latestManifest(dir: string): { paths: string[] } {
  const { id } = JSON.parse(readFileSync(join(dir, 'builds/latest.json'), 'utf8')) as {
    id: string;
  };
  return JSON.parse(readFileSync(join(dir, 'builds/meta', `${id}.json`), 'utf8')) as {
    paths: string[];
  };
}

function fullBuild(): Promise<number | null> {
  const child = spawn(process.execPath, ['scripts/build.ts', '--out-dir', full], {
    cwd: projectRoot,
    env: { ...env, PUBLIC_GRAPHQL_URL: mock.graphqlUrl },
    stdio: 'ignore',
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
}

/** Runs the editor's change and waits for the publish its webhook starts. */
async function publishAfter(
  change: () => Promise<unknown>,
  expectFailure = false,
): Promise<PublishRecord> {
  const finished = once(publisher.queue, 'finished') as Promise<[PublishRecord]>;
  await change();
  const [record] = await finished;
  if (!expectFailure) expect(record.error).toBeUndefined();
  return record;
}

async function editor(query: string, variables: Record<string, unknown>): Promise<void> {
  const result = await gql(mock.url, query, { variables, token: await staffToken(mock.url) });
  expect(result.errors).toEqual([]);
}

const UPDATE = `mutation Update($id: ID!, $input: UpdateProductInput!) {
  updateProduct(id: $id, input: $input) { id }
}`;
const CREATE = `mutation Create($input: CreateProductInput!) { createProduct(input: $input) { id } }`;

const CONTENT = 'name price quantity categoryId description published photos { url alt }';
const DRAFTED = `query ($id: ID!) { backofficeProduct(id: $id) { revision live { ${CONTENT} } } }`;
const SAVE_DRAFT = `mutation ($id: ID!, $revision: Int!, $input: ProductContentInput!) {
  saveProductDraft(id: $id, revision: $revision, input: $input) { revision } }`;
const PUBLISH_DRAFT = `mutation ($id: ID!, $revision: Int!) {
  publishProductDraft(id: $id, revision: $revision) { id } }`;

/** An editor moves product `id` to category `categoryId` through a draft, and publishes it. */
async function moveToCategory(id: string, categoryId: string): Promise<void> {
  const token = await staffToken(mock.url);
  const loaded = await gql<{ backofficeProduct: { revision: number; live: object } }>(
    mock.url,
    DRAFTED,
    { variables: { id }, token },
  );
  const product = loaded.data?.backofficeProduct;
  if (!product) throw new Error(`backofficeProduct ${id}: ${JSON.stringify(loaded.errors)}`);
  const saved = await gql<{ saveProductDraft: { revision: number } }>(mock.url, SAVE_DRAFT, {
    variables: { id, revision: product.revision, input: { ...product.live, categoryId } },
    token,
  });
  const revision = saved.data?.saveProductDraft.revision;
  if (revision === undefined) throw new Error(`saveProductDraft: ${JSON.stringify(saved.errors)}`);
  await editor(PUBLISH_DRAFT, { id, revision });
}

/** Files of the served folder a bucket holds (the static host's rule files left out). */
function servedFiles(): Map<string, Buffer> {
  return new Map(
    readdirSync(served, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(served, join(entry.parentPath, entry.name)))
      .filter((key) => key !== '_headers' && key !== '_redirects')
      .map((key) => [key, readFileSync(join(served, key))]),
  );
}

/**
 * Deploys the served folder to the bucket and checks what was sent against what changed: the
 * files whose bytes the bucket does not hold are put, in order, the objects the site no longer
 * has deleted after them, the manifest written last; the bucket then holds the site.
 */
async function deploy(): Promise<{ puts: RecordedRequest[]; deletes: string[] }> {
  const site = servedFiles();
  const held = new Map([...bucket.objects].filter(([key]) => key !== MANIFEST_KEY));
  const changed = [...site].filter(([key, bytes]) => !held.get(key)?.body.equals(bytes));
  const gone = [...held.keys()].filter((key) => !site.has(key));
  const from = bucket.requests.length;
  const client = bucketClient({
    endpoint: bucket.endpoint,
    region: 'us-east-1',
    // The recording endpoint checks no signature; the client signs with something.
    credentials: { accessKeyId: 'recorder', secretAccessKey: 'recorder' },
  });
  await deployToBucket({ client, bucket: BUCKET }, served);
  const sent = bucket.requests.slice(from);
  expect(sent.at(-1)).toMatchObject({ method: 'PUT', key: MANIFEST_KEY });
  const writes = sent.filter((request) => request.key !== MANIFEST_KEY && request.method !== 'GET');
  const puts = writes.filter((request) => request.method === 'PUT');
  const deletes = writes.filter((request) => request.method === 'DELETE').map((r) => r.key);
  expect(puts.map((put) => put.key).sort()).toEqual(changed.map(([key]) => key).sort());
  expect(deletes.sort()).toEqual(gone.sort());
  expect(writes.slice(0, puts.length)).toEqual(puts);
  // Assets and data, then pages, then what announces them.
  const announces = (key: string) => key === 'builds/latest.json' || /^sitemap-.*\.xml$/.test(key);
  const kinds = puts.map((put) => (announces(put.key) ? 2 : put.key.endsWith('.html') ? 1 : 0));
  expect(kinds).toEqual([...kinds].sort());
  if (puts.some((put) => put.key === 'builds/latest.json')) {
    expect(puts.at(-1)?.key).toBe('builds/latest.json');
  }
  for (const put of puts.filter((p) => p.key.endsWith('.html'))) {
    expect(put).toMatchObject({
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'no-cache',
    });
  }
  expect(
    new Map(
      [...bucket.objects]
        .filter(([key]) => key !== MANIFEST_KEY)
        .map(([key, object]) => [key, object.body]),
    ),
  ).toEqual(site);
  return { puts, deletes };
}

const productHtml = (id: string) => join(served, 'produtos', id, 'index.html');
const reviewsHtml = (id: string, page: number) =>
  join(served, 'produtos', id, 'avaliacoes', String(page), 'index.html');

/** Moves product `id`'s `updated_at`, as approving or removing one of its reviews does. */
async function touch(id: number): Promise<void> {
  await database.db
    .updateTable('products')
    .set({ updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/**
 * `count` approved reviews of product `id` by customers made for them, written straight into
 * the database (through the API each would need its own customer's delivered pedido), with
 * the product's `updated_at` moved as an approval moves it.
 */
async function approvedReviews(id: number, count: number): Promise<void> {
  const now = Date.now();
  const customers = await database.db
    .insertInto('customers')
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Cliente Avaliador ${i + 1}`,
        email: `avaliador-${id}-${i + 1}@exemplo.com.br`,
        password_hash: 'sem acesso',
        created_at: new Date(now),
        updated_at: new Date(now),
      })),
    )
    .returning('id')
    .execute();
  await database.db
    .insertInto('reviews')
    .values(
      customers.map((customer, i) => ({
        product_id: id,
        customer_id: customer.id,
        request_id: 1,
        rating: 4 + (i % 2),
        title: `Avaliação ${i + 1} do produto ${id}`,
        body: 'Chegou no prazo e funciona bem.',
        status: 'APPROVED' as const,
        created_at: new Date(now - (count - i) * 60_000),
        decided_at: new Date(now),
        decided_by_name: 'Equipe da loja',
      })),
    )
    .execute();
  await touch(id);
}
const listHtml = (path: string) => join(served, path, 'index.html');

it(
  'publishes each kind of change by rendering what it touches, exactly like a full build, and deploys only what changed',
  async () => {
    // Product 12's reviews fill a page of their own from the first publish on.
    await approvedReviews(12, 6);
    const first = await publishAfter(() => editor(UPDATE, { id: '2', input: { quantity: 9 } }));
    expect(first).toMatchObject({ result: 'published', reused: 0 });
    const pages = first.rendered;
    const initial = await deploy();
    expect(initial.deletes).toEqual([]);
    expect(initial.puts.find((put) => put.key.startsWith('_astro/'))).toMatchObject({
      cacheControl: 'public, max-age=31536000, immutable',
    });

    const price = await publishAfter(() => editor(UPDATE, { id: '5', input: { price: 4321.9 } }));
    expect(price).toMatchObject({ result: 'published', products: ['5'] });
    expect(price.rendered + price.reused).toBe(pages);
    expect(price.reused).toBeGreaterThan(pages / 2);
    expect(readFileSync(productHtml('5'), 'utf8')).toContain('4.321,90');
    const priceDeploy = await deploy();
    expect(priceDeploy.puts.map((put) => put.key)).toContain('produtos/5/index.html');
    expect(priceDeploy.puts.length).toBeLessThan(initial.puts.length / 2);

    // The same product named again, with nothing new since: nothing is rendered nor sent.
    const again = await publishAfter(() => signedWebhook({ products: ['5'] }));
    expect(again).toMatchObject({ result: 'published', rendered: 0, reused: pages });
    expect(await deploy()).toEqual({ puts: [], deletes: [] });

    const stock = await publishAfter(() => editor(UPDATE, { id: '6', input: { quantity: 0 } }));
    expect(stock).toMatchObject({ result: 'published', products: ['6'] });
    expect(stock.reused).toBeGreaterThan(pages / 2);

    const name = await publishAfter(() =>
      editor(UPDATE, { id: '7', input: { name: 'Monitor Renomeado Ômega' } }),
    );
    expect(name).toMatchObject({ result: 'published', products: ['7'] });
    expect(readFileSync(productHtml('7'), 'utf8')).toContain('Monitor Renomeado Ômega');

    // First in name order now: every product before it on the list pages moves one place on.
    const moved = await publishAfter(() =>
      editor(UPDATE, { id: '29', input: { name: 'Aaa Adaptador Primeiro' } }),
    );
    expect(moved).toMatchObject({ result: 'published', products: ['29'] });
    expect(moved.reused).toBeGreaterThan(0);
    expect(readFileSync(listHtml('produtos'), 'utf8')).toContain('Aaa Adaptador Primeiro');

    const recategorised = await publishAfter(() => moveToCategory('10', '1'));
    expect(recategorised).toMatchObject({ result: 'published', products: ['10'] });
    expect(recategorised.reused).toBeGreaterThan(0);

    // A change that moves only `updated_at` (a review approved, say) is published the same way.
    await touch(11);
    const touched = await publishAfter(() => signedWebhook({ products: ['11'] }));
    expect(touched).toMatchObject({ result: 'published', reused: pages - touched.rendered });
    expect(touched.rendered).toBeGreaterThan(0);

    const hidden = await publishAfter(() =>
      editor(UPDATE, { id: '8', input: { is_published: false } }),
    );
    expect(hidden).toMatchObject({ result: 'published', products: ['8'] });
    expect(existsSync(productHtml('8'))).toBe(false);
    expect(readFileSync(join(served, 'sitemap-0.xml'), 'utf8')).not.toContain('/produtos/8<');
    expect(latestManifest(served).paths).not.toContain('/produtos/8/');
    expect(hidden.rendered + hidden.reused).toBe(pages - 1);
    const hiddenDeploy = await deploy();
    expect(hiddenDeploy.deletes).toEqual(
      expect.arrayContaining(['produtos/8/index.html', 'produtos/8/_payload.json']),
    );

    const created = await publishAfter(() =>
      editor(CREATE, {
        input: {
          name: 'Roteador Novo Sigma',
          description: 'Wi-Fi 7.',
          price: 999,
          quantity: 4,
          categoryId: '4',
        },
      }),
    );
    const newId = String(PRODUCTS + 1);
    expect(created).toMatchObject({ result: 'published', products: [newId] });
    expect(readFileSync(productHtml(newId), 'utf8')).toContain('Roteador Novo Sigma');
    expect(readFileSync(join(served, 'sitemap-0.xml'), 'utf8')).toContain(`/produtos/${newId}<`);
    const createdDeploy = await deploy();
    expect(createdDeploy.puts.map((put) => put.key)).toEqual(
      expect.arrayContaining([`produtos/${newId}/index.html`, `produtos/${newId}/_payload.json`]),
    );

    // An approved review changes its product's page model (rating, JSON-LD): that page only.
    const written = await gql<{ reviewProduct: { id: string } }>(
      mock.url,
      `mutation($input: ReviewInput!) { reviewProduct(input: $input) { id } }`,
      {
        token: await login(mock.url),
        variables: {
          input: {
            requestId: '1',
            productId: '1',
            rating: 5,
            title: 'Avaliação publicada',
            body: 'Entra na página do produto.',
          },
        },
      },
    );
    const approved = await publishAfter(() =>
      editor(`mutation($id: ID!) { approveReview(id: $id) { id } }`, {
        id: written.data?.reviewProduct.id,
      }),
    );
    expect(approved).toMatchObject({ result: 'published', products: ['1'] });
    expect(approved.reused).toBeGreaterThan(pages / 2);
    expect(readFileSync(productHtml('1'), 'utf8')).toContain('Avaliação publicada');
    expect(readFileSync(productHtml('1'), 'utf8')).toContain('"aggregateRating"');

    // More approved reviews than the product page shows: its pages of reviews appear.
    expect(existsSync(reviewsHtml('12', 1))).toBe(true);
    expect(existsSync(reviewsHtml('13', 1))).toBe(false);
    await approvedReviews(13, 6);
    const reviewed = await publishAfter(() => signedWebhook({ products: ['13'] }));
    expect(reviewed).toMatchObject({ result: 'published', products: ['13'] });
    expect(reviewed.reused).toBeGreaterThan(pages / 2);
    expect(readFileSync(reviewsHtml('13', 1), 'utf8')).toContain('Avaliação 1 do produto 13');
    expect(readFileSync(productHtml('13'), 'utf8')).toContain('Ver todas as 6 avaliações');

    // A review removed, five left: they all fit on the product page, whose pages of reviews go.
    await database.db
      .deleteFrom('reviews')
      .where('product_id', '=', 12)
      .where('title', '=', 'Avaliação 1 do produto 12')
      .execute();
    await touch(12);
    const removed = await publishAfter(() => signedWebhook({ products: ['12'] }));
    expect(removed).toMatchObject({ result: 'published', products: ['12'] });
    expect(removed.reused).toBeGreaterThan(pages / 2);
    expect(existsSync(reviewsHtml('12', 1))).toBe(false);
    expect(readFileSync(productHtml('12'), 'utf8')).not.toContain('Ver todas as');

    // Every page a reused HTML names must still have its build's manifest published.
    const ids = new Set(
      [...snapshot(served).keys()].flatMap((path) =>
        path.endsWith('.html')
          ? [
              /<meta name="build-id" content="([^"]+)"/.exec(
                readFileSync(join(served, path), 'utf8'),
              )?.[1],
            ]
          : [],
      ),
    );
    for (const id of ids)
      expect(existsSync(join(served, 'builds/meta', `${id ?? ''}.json`))).toBe(true);

    expect(await fullBuild()).toBe(0);
    const incremental = snapshot(served);
    const rebuilt = snapshot(full);
    expect([...incremental.keys()]).toEqual([...rebuilt.keys()]);
    for (const [path, content] of rebuilt) expect(incremental.get(path), path).toBe(content);
    expect(latestManifest(served).paths).toEqual(latestManifest(full).paths);
  },
  BUILD_TIMEOUT_MS,
);

/** A webhook signed and sent as the mock API sends them; the publisher must accept it. */
async function signedWebhook(content: PublishWebhookContent): Promise<void> {
  const response = await postPublishWebhook(
    `${publisher.url}/hooks/publish`,
    withGeneratedSecrets(loadSettings()).PUBLISH_WEBHOOK_SECRET,
    content,
  );
  expect(response.status).toBe(202);
}

it(
  'fails a publish naming an unknown product or an API that is down, and keeps the site as it was',
  async () => {
    const before = snapshot(served);

    const unknown = await publishAfter(() => signedWebhook({ products: ['999'] }), true);
    expect(unknown).toMatchObject({ result: 'failed', rendered: 0, reused: 0 });
    expect(unknown.error).toContain('Produto(s) desconhecido(s): 999.');

    await mock.close();
    const down = await publishAfter(
      () => signedWebhook({ products: ['3'], reason: 'teste' }),
      true,
    );
    expect(down).toMatchObject({ result: 'failed', trigger: 'teste' });
    expect(down.error).toMatch(
      /^A geração do site falhou; o site publicado não mudou\. Build not started\./,
    );
    expect(down.error).toContain(mock.graphqlUrl);

    expect(snapshot(served)).toEqual(before);
  },
  BUILD_TIMEOUT_MS,
);
