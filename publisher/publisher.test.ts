import { once } from 'node:events';
import { readFile, writeFile } from 'node:fs/promises';
import { sign } from '@octokit/webhooks-methods';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_AGE_MS, MAX_CLOCK_SKEW_MS } from '../contract/webhook-delivery.ts';
import { ManualClock } from './manual-clock.ts';
import { HISTORY_SIZE, MAX_PRODUCTS_PER_BATCH, MAX_TRIGGER_REASONS } from './publish-queue.ts';
import type { PublishOutcome } from './publish-queue.ts';
import {
  envelope,
  scratchStateFile,
  startTestPublisher,
  TEST_SECRET,
} from '../tests/support/publisher.ts';
import type { TestPublisher, TestPublisherOptions } from '../tests/support/publisher.ts';
import { statusWithHost } from '../tests/support/foreign-host.ts';
import { sample } from '../tests/support/metrics-text.ts';
import {
  MAX_PAGES_PER_WEBHOOK,
  MAX_REASON_LENGTH,
  MAX_WEBHOOK_BYTES,
} from '../contract/publish-webhook.ts';

const DEBOUNCE_MS = 3_000;
const MAX_WAIT_MS = 30_000;
const REPLAYED = (delivery: string) =>
  `Aviso repetido: o "delivery" ${delivery} já foi recebido; nada foi publicado.`;
const BAD_SIGNATURE = 'Assinatura inválida: nada foi publicado.';

const cleanUps: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

async function publisher(options: TestPublisherOptions = {}): Promise<TestPublisher> {
  const h = await startTestPublisher({
    debounceMs: DEBOUNCE_MS,
    maxWaitMs: MAX_WAIT_MS,
    ...options,
  });
  cleanUps.push(() => h.close());
  return h;
}

/** Moves time far past every window and checks that nothing was or will be built. */
async function expectNothingBuilt(h: TestPublisher): Promise<void> {
  expect(h.clock.pending).toBe(0);
  h.clock.advance(MAX_WAIT_MS + DEBOUNCE_MS);
  expect(h.calls).toEqual([]);
  expect(await h.status()).toEqual({ state: 'idle', waiting: null, building: null, history: [] });
}

/** The clock's time when the next publish starts. */
async function nextStart(h: TestPublisher): Promise<number> {
  await once(h.queue, 'started');
  return h.clock.now();
}

function deliveryOf(body: string): string {
  return (JSON.parse(body) as { delivery: string }).delivery;
}

describe('POST /hooks/publish: the door', () => {
  it('answers 401 to an unsigned or wrongly signed webhook, remembers nothing and builds nothing', async () => {
    const h = await publisher();
    const body = JSON.stringify({ products: ['3'], ...envelope(h.clock.now()) });
    expect(await h.post(body, null)).toMatchObject({
      status: 401,
      json: { error: 'Assinatura ausente: envie o cabeçalho X-Signature-256.' },
    });
    expect(await h.post(body, await sign('another-secret', body))).toMatchObject({
      status: 401,
      json: { error: BAD_SIGNATURE },
    });
    const tampered = body.replace('"3"', '"4"');
    expect((await h.post(tampered, await sign(TEST_SECRET, body))).status).toBe(401);
    expect(h.seen.size).toBe(0);
    await expectNothingBuilt(h);
  });

  it('answers 413 to a body over the limit without reading it all', async () => {
    const h = await publisher();
    const body = JSON.stringify({ products: ['1'], reason: 'x'.repeat(MAX_WEBHOOK_BYTES) });
    expect(await h.post(body, 'sha256=00')).toMatchObject({
      status: 413,
      json: { error: 'Corpo grande demais: o limite é 64 KB.' },
    });
    await expectNothingBuilt(h);
  });

  it('answers 400 to a signed body that is not JSON or not a publish request', async () => {
    const h = await publisher();
    const fresh = () => envelope(h.clock.now());
    expect(await h.post('products=3')).toMatchObject({
      status: 400,
      json: { error: 'O corpo não é JSON válido.' },
    });
    expect((await h.post(JSON.stringify({ products: [], ...fresh() }))).json).toEqual({
      error: 'Informe "products" (lista de ids), "pages" (caminhos) ou "all": true.',
    });
    expect((await h.post(JSON.stringify({ products: ['3', '../x'], ...fresh() }))).json).toEqual({
      error: 'Id de produto inválido: "../x".',
    });
    expect((await h.post(JSON.stringify({ pages: ['sem-barra'], ...fresh() }))).json).toEqual({
      error: `"pages" deve ser uma lista de 1 a ${MAX_PAGES_PER_WEBHOOK} caminhos do site, como "/".`,
    });
    await expectNothingBuilt(h);
  });

  it(`answers 400 to a reason over ${MAX_REASON_LENGTH} characters, naming the limit`, async () => {
    const h = await publisher();
    const reason = 'r'.repeat(MAX_REASON_LENGTH + 1);
    expect(
      await h.post(JSON.stringify({ products: ['3'], reason, ...envelope(h.clock.now()) })),
    ).toMatchObject({
      status: 400,
      json: { error: `"reason" deve ser um texto de até ${MAX_REASON_LENGTH} caracteres.` },
    });
    expect((await h.send({ products: ['3'], reason: reason.slice(1) })).status).toBe(202);
  });

  it('answers 401 to a signed body without a timestamp or a delivery id, and builds nothing', async () => {
    const h = await publisher();
    const { timestamp, delivery } = envelope(h.clock.now());
    const noTimestamp = await h.post(JSON.stringify({ products: ['3'], delivery }));
    expect(noTimestamp.status).toBe(401);
    expect(noTimestamp.json.error).toMatch(/^"timestamp" ausente ou inválido: .*ISO 8601, UTC/);
    const noDelivery = await h.post(JSON.stringify({ products: ['3'], timestamp }));
    expect(noDelivery.status).toBe(401);
    expect(noDelivery.json.error).toMatch(/^"delivery" ausente ou inválido: /);
    // Today's body shape, signed correctly, is no longer enough.
    expect((await h.post(JSON.stringify({ products: ['3'], reason: 'antigo' }))).status).toBe(401);
    expect(h.seen.size).toBe(0);
    await expectNothingBuilt(h);
  });

  it('answers 401 to a malformed timestamp or delivery id and remembers none of it', async () => {
    const h = await publisher();
    const now = h.clock.now();
    const local = new Date(now - 3 * 3_600_000).toISOString().replace('Z', '-03:00');
    for (const timestamp of [local, String(now), '2026-02-30T12:00:00Z', 'ontem']) {
      const body = JSON.stringify({ all: true, timestamp, delivery: crypto.randomUUID() });
      expect((await h.post(body)).status, timestamp).toBe(401);
    }
    for (const delivery of ['curto', 'x'.repeat(101), 'com espaço 12345', 42, ['a-b-c-d-e-f']]) {
      const body = JSON.stringify({ all: true, timestamp: new Date(now).toISOString(), delivery });
      expect((await h.post(body)).status, JSON.stringify(delivery)).toBe(401);
    }
    expect(h.seen.size).toBe(0);
    await expectNothingBuilt(h);
  });

  it(`refuses a timestamp older than ${MAX_AGE_MS / 60_000} minutes or more than ${MAX_CLOCK_SKEW_MS / 1000} s ahead`, async () => {
    const h = await publisher();
    const at = (offset: number) =>
      JSON.stringify({ products: ['3'], ...envelope(h.clock.now() + offset) });
    const stale = await h.post(at(-MAX_AGE_MS));
    expect(stale).toMatchObject({
      status: 401,
      json: { error: 'Aviso vencido: "timestamp" tem 5 minutos ou mais; nada foi publicado.' },
    });
    const future = await h.post(at(MAX_CLOCK_SKEW_MS + 1));
    expect(future).toMatchObject({
      status: 401,
      json: {
        error:
          'Aviso do futuro: "timestamp" está mais de 60 segundos à frente do relógio do publicador; nada foi publicado.',
      },
    });
    expect(h.seen.size).toBe(0);
    await expectNothingBuilt(h);
  });

  it('accepts a timestamp right at either edge of the window', async () => {
    const h = await publisher();
    const at = (offset: number) =>
      JSON.stringify({ products: ['3'], ...envelope(h.clock.now() + offset) });
    expect((await h.post(at(-MAX_AGE_MS + 1))).status).toBe(202);
    expect((await h.post(at(MAX_CLOCK_SKEW_MS))).status).toBe(202);
  });
});

describe('the Host header', () => {
  it("is refused for a name other than this machine's, before the signature is even read", async () => {
    const h = await publisher();
    const body = JSON.stringify({ products: ['3'], ...envelope(h.clock.now()) });
    const signed = {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Signature-256': await sign(TEST_SECRET, body),
      },
      body,
    };
    const port = new URL(h.url).port;
    expect(await statusWithHost(h.url, '/hooks/publish', `rebinding.example:${port}`, signed)).toBe(
      421,
    );
    expect(await statusWithHost(h.url, '/status', `rebinding.example:${port}`)).toBe(421);
    expect(h.seen.size).toBe(0);
    await expectNothingBuilt(h);
    expect(await statusWithHost(h.url, '/status', `localhost:${port}`)).toBe(200);
  });
});

describe('POST /hooks/publish: replays', () => {
  it('refuses the same signed body sent again, and publishes it once', async () => {
    const h = await publisher();
    const first = await h.send({ products: ['3'], reason: 'preço' });
    expect(first.status).toBe(202);
    const again = await h.post(first.body, first.signature);
    expect(again).toMatchObject({ status: 401, json: { error: REPLAYED(deliveryOf(first.body)) } });
    h.clock.advance(DEBOUNCE_MS);
    await h.queue.settled();
    expect(h.calls).toHaveLength(1);
    // Still refused later in the window, once the publish is long done.
    h.clock.advance(MAX_AGE_MS - DEBOUNCE_MS - 1);
    expect((await h.post(first.body, first.signature)).json).toEqual({
      error: REPLAYED(deliveryOf(first.body)),
    });
    // After the window, the freshness check refuses it and the delivery is forgotten.
    h.clock.advance(1);
    expect((await h.post(first.body, first.signature)).json.error).toMatch(/^Aviso vencido/);
    expect(h.seen.size).toBe(0);
    expect(h.calls).toHaveLength(1);
  });

  it('never lets a replay with a bad signature touch the seen deliveries', async () => {
    const h = await publisher();
    const body = JSON.stringify({ products: ['3'], ...envelope(h.clock.now()) });
    // Forged first: the real delivery must still get through afterwards.
    expect((await h.post(body, await sign('forger', body))).json.error).toBe(BAD_SIGNATURE);
    expect(h.seen.size).toBe(0);
    expect((await h.post(body)).status).toBe(202);
    expect(h.seen.size).toBe(1);
    // A replay with a bad signature is refused for its signature, and changes nothing.
    expect((await h.post(body, await sign('forger', body))).json.error).toBe(BAD_SIGNATURE);
    expect((await h.post(body, 'sha256=' + '0'.repeat(64))).json.error).toBe(BAD_SIGNATURE);
    expect(h.seen.size).toBe(1);
  });

  it('accepts a body sent many times at once exactly once', async () => {
    const h = await publisher();
    const body = JSON.stringify({ products: ['6'], ...envelope(h.clock.now()) });
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.post(body)));
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(19);
    h.clock.advance(DEBOUNCE_MS);
    expect(h.calls).toHaveLength(1);
    expect(h.calls[0]?.deliveryCount).toBe(1);
  });

  // A thousand HTTP round trips: room for a machine busy with other work.
  it('refuses a replayed body 1,000 times and builds once', { timeout: 60_000 }, async () => {
    const h = await publisher();
    const first = await h.send({ products: ['3'] });
    const statuses = new Map<number, number>();
    for (let round = 0; round < 20; round++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => h.post(first.body, first.signature)),
      );
      for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      h.clock.advance(100);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 401: 1_000 });
    h.clock.advance(DEBOUNCE_MS);
    await h.queue.settled();
    expect(h.calls).toHaveLength(1);
    expect(h.seen.size).toBe(1);
    expect((await h.status()).history.map((record) => record.trigger)).toEqual(['webhook']);
  });

  it('refuses a replay right after a restart, from the deliveries kept on disk', async () => {
    const state = await scratchStateFile();
    cleanUps.push(state.remove);
    const clock = new ManualClock();
    const before = await startTestPublisher({ clock, stateFile: state.file });
    const sent = await before.send({ products: ['3'] });
    expect(sent.status).toBe(202);
    await before.close();

    clock.advance(10_000);
    const after = await publisher({ clock, stateFile: state.file });
    expect(after.seen.size).toBe(1);
    expect(await after.post(sent.body, sent.signature)).toMatchObject({
      status: 401,
      json: { error: REPLAYED(deliveryOf(sent.body)) },
    });
    await expectNothingBuilt(after);
  });

  it('keeps deliveries for the window only: memory and file stay bounded under a steady stream', async () => {
    const h = await publisher();
    const everyMs = 10_000;
    const inWindow = MAX_AGE_MS / everyMs;
    let largest = 0;
    for (let sent = 0; sent < 120; sent++) {
      expect((await h.send({ products: [String(1 + (sent % 50))] })).status).toBe(202);
      const saved = JSON.parse(await readFile(h.stateFile, 'utf8')) as { deliveries: unknown[] };
      largest = Math.max(largest, h.seen.size, saved.deliveries.length);
      h.clock.advance(everyMs);
    }
    expect(largest).toBe(inWindow);
    h.clock.advance(MAX_AGE_MS);
    expect(h.seen.size).toBe(0);
  });

  it('answers 429 with Retry-After when the window holds too many deliveries', async () => {
    const h = await publisher({ seenLimit: 3 });
    for (const id of ['1', '2', '3']) expect((await h.send({ products: [id] })).status).toBe(202);
    h.clock.advance(60_000);
    const refused = await h.send({ products: ['4'] });
    expect(refused).toMatchObject({
      status: 429,
      json: { error: 'Avisos demais nos últimos 5 minutos; tente de novo em instantes.' },
    });
    expect(refused.headers.get('retry-after')).toBe(String((MAX_AGE_MS - 60_000) / 1000));
    expect(h.seen.size).toBe(3);
    h.clock.advance(MAX_AGE_MS - 60_000);
    expect((await h.send({ products: ['4'] })).status).toBe(202);
  });

  it('does not start over a list of deliveries it cannot read', async () => {
    const state = await scratchStateFile();
    cleanUps.push(state.remove);
    await writeFile(state.file, '{"version":1,"deliveries":[["id');
    await expect(startTestPublisher({ stateFile: state.file })).rejects.toThrow(
      /^the list of webhook deliveries already received \(.*deliveries\.json\) cannot be read/,
    );
  });
});

describe('scheduling', () => {
  it('answers 202 with the publish id, and publishes a burst together once', async () => {
    const h = await publisher();
    const first = await h.send({ products: ['12', '3'], reason: 'preço' });
    h.clock.advance(DEBOUNCE_MS - 1);
    const second = await h.send({ products: ['3', '40'] });
    expect(first.status).toBe(202);
    expect(first.json.id).toMatch(/^p-/);
    expect(second.json.id).toBe(first.json.id);
    h.clock.advance(DEBOUNCE_MS - 1);
    expect(h.calls).toEqual([]);
    expect((await h.status()).state).toBe('waiting');
    h.clock.advance(1);
    await h.queue.settled();
    expect(h.calls).toEqual([
      {
        id: first.json.id,
        products: ['12', '3', '40'],
        all: false,
        deliveries: [deliveryOf(first.body), deliveryOf(second.body)],
        deliveryCount: 2,
      },
    ]);
    const { state, history } = await h.status();
    expect(state).toBe('idle');
    expect(history).toEqual([
      {
        id: first.json.id,
        trigger: 'preço',
        products: ['3', '12', '40'],
        pages: [],
        receivedAt: new Date(h.clock.now() - 2 * DEBOUNCE_MS + 1).toISOString(),
        startedAt: new Date(h.clock.now()).toISOString(),
        durationMs: 0,
        rendered: 3,
        reused: 7,
        result: 'published',
      },
    ]);
  });

  it(`starts a publish at most ${MAX_WAIT_MS / 1000} s after its first webhook, however many follow`, async () => {
    const h = await publisher();
    const first = h.clock.now();
    const started = nextStart(h);
    let sent = 0;
    while (h.calls.length === 0) {
      expect((await h.send({ products: [String(++sent)] })).status).toBe(202);
      h.clock.advance(1_000);
    }
    expect(await started).toBe(first + MAX_WAIT_MS);
    expect(sent).toBe(MAX_WAIT_MS / 1_000);
    expect(h.calls[0]?.deliveryCount).toBe(sent);
    // What keeps arriving makes the next batch, with its own limit.
    expect((await h.send({ products: ['99'] })).json.id).not.toBe(h.calls[0]?.id);
  });

  it('cannot be postponed by a replay flood: the publish starts one debounce window after the real webhook', async () => {
    const h = await publisher();
    const first = h.clock.now();
    const started = nextStart(h);
    const original = await h.send({ products: ['3'] });
    const refused: number[] = [];
    for (let tick = 0; tick < 240; tick++) {
      h.clock.advance(250);
      refused.push((await h.post(original.body, original.signature)).status);
    }
    expect(await started).toBe(first + DEBOUNCE_MS);
    expect(refused).toEqual(Array.from({ length: 240 }, () => 401));
    await h.queue.settled();
    expect(h.calls).toHaveLength(1);
  });

  it('never runs two builds at once: what arrives during a build is the next publish', async () => {
    let release: () => void = () => undefined;
    const h = await publisher({
      outcome: async (call) => {
        if (call === 1) await new Promise<void>((done) => (release = done));
        return { rendered: call, reused: 0 };
      },
    });
    const first = await h.send({ products: ['1'] });
    h.clock.advance(DEBOUNCE_MS);
    expect((await h.status()).state).toBe('building');
    const second = await h.send({ products: ['2'] });
    const third = await h.send({ all: true, reason: 'tudo' });
    expect(second.json.id).not.toBe(first.json.id);
    expect(third.json.id).toBe(second.json.id);
    h.clock.advance(MAX_WAIT_MS);
    expect(h.calls).toHaveLength(1);
    release();
    await h.queue.settled();
    expect(h.calls.map(({ products, all }) => ({ products, all }))).toEqual([
      { products: ['1'], all: false },
      { products: [], all: true },
    ]);
    expect(h.maxConcurrent()).toBe(1);
    const { history } = await h.status();
    expect(history.map((record) => [record.id, record.products])).toEqual([
      [second.json.id, 'all'],
      [first.json.id, ['1']],
    ]);
  });

  it(`bounds the trigger: the first ${MAX_TRIGGER_REASONS} reasons, then how many more`, async () => {
    const h = await publisher();
    const reasons = Array.from({ length: 50 }, (_, i) =>
      `alteração ${i + 1} `.padEnd(MAX_REASON_LENGTH, '.'),
    );
    for (const reason of reasons) {
      expect((await h.send({ products: ['3'], reason })).status).toBe(202);
    }
    h.clock.advance(DEBOUNCE_MS);
    await h.queue.settled();
    const [record] = (await h.status()).history;
    expect(record?.trigger).toBe(`${reasons.slice(0, MAX_TRIGGER_REASONS).join('; ')} e mais 45`);
    expect(record?.trigger.length).toBeLessThanOrEqual(
      MAX_TRIGGER_REASONS * (MAX_REASON_LENGTH + 2) + ' e mais 45'.length,
    );
  });

  it(`publishes the whole catalogue once a batch names more than ${MAX_PRODUCTS_PER_BATCH} products`, async () => {
    const h = await publisher();
    const ids = (from: number) =>
      Array.from({ length: MAX_PRODUCTS_PER_BATCH }, (_, i) => String(from + i));
    expect((await h.send({ products: ids(1) })).status).toBe(202);
    expect((await h.send({ products: ids(1 + MAX_PRODUCTS_PER_BATCH) })).status).toBe(202);
    h.clock.advance(DEBOUNCE_MS);
    await h.queue.settled();
    expect(h.calls.map(({ products, all }) => ({ products, all }))).toEqual([
      { products: [], all: true },
    ]);
    expect((await h.status()).history[0]?.products).toBe('all');
  });
});

describe('history and status', () => {
  it('records a failed publish with its cause, and sends people to the back office', async () => {
    const h = await publisher({
      outcome: async () => {
        throw new Error('A API em http://api.test/graphql não respondeu (<recusada>).');
      },
    });
    await h.send({ products: ['5'], reason: 'updateProduct 5' });
    h.clock.advance(DEBOUNCE_MS);
    await h.queue.settled();
    const { history } = await h.status();
    expect(history[0]).toMatchObject({
      result: 'failed',
      rendered: 0,
      reused: 0,
      error: 'A API em http://api.test/graphql não respondeu (<recusada>).',
    });
    expect(history[0]?.trigger).toBe('updateProduct 5');
    const page = await fetch(`${h.url}/`, { redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('http://backoffice.test/publicacoes');
  });

  it('shows the publish waiting and then the one being built, with its pages', async () => {
    let finish: (outcome: PublishOutcome) => void = () => undefined;
    const h = await publisher({
      outcome: () => new Promise<PublishOutcome>((done) => (finish = done)),
    });
    await h.send({ pages: ['/'], reason: 'Publicar página inicial — Elisa' });
    const waiting = (await (await fetch(`${h.url}/status`)).json()) as Record<string, unknown>;
    expect(waiting).toMatchObject({
      state: 'waiting',
      waiting: { trigger: 'Publicar página inicial — Elisa', products: [], pages: ['/'] },
      building: null,
    });
    const started = once(h.queue, 'started');
    h.clock.advance(DEBOUNCE_MS);
    await started;
    const building = (await (await fetch(`${h.url}/status`)).json()) as Record<string, unknown>;
    expect(building).toMatchObject({
      state: 'building',
      waiting: null,
      building: { pages: ['/'], startedAt: expect.any(String) },
    });
    finish({ rendered: 13, reused: 58 });
    await h.queue.settled();
    expect((await h.status()).history[0]).toMatchObject({ result: 'published', pages: ['/'] });
  });

  it('shows a published batch with what it left out', async () => {
    const h = await publisher({
      outcome: async (): Promise<PublishOutcome> => ({
        rendered: 4,
        reused: 60,
        warning:
          'Produto(s) desconhecido(s): 999. Não estão no site publicado nem na API; ficaram de fora.',
      }),
    });
    await h.send({ products: ['5', '999'] });
    h.clock.advance(DEBOUNCE_MS);
    await h.queue.settled();
    const { history } = await h.status();
    expect(history[0]).toMatchObject({
      result: 'published',
      products: ['5', '999'],
      warning:
        'Produto(s) desconhecido(s): 999. Não estão no site publicado nem na API; ficaram de fora.',
    });
  });

  it(`keeps only the last ${HISTORY_SIZE} publishes, newest first`, async () => {
    const h = await publisher();
    for (let i = 1; i <= HISTORY_SIZE + 2; i++) {
      await h.send({ products: [String(i)] });
      h.clock.advance(DEBOUNCE_MS);
      await h.queue.settled();
    }
    const { history } = await h.status();
    expect(history).toHaveLength(HISTORY_SIZE);
    expect(history[0]?.products).toEqual([String(HISTORY_SIZE + 2)]);
    expect(history.at(-1)?.products).toEqual(['3']);
  });

  it('answers 405 to other methods and 404 to other paths', async () => {
    const h = await publisher();
    expect((await fetch(`${h.url}/hooks/publish`)).status).toBe(405);
    expect((await fetch(`${h.url}/nada`)).status).toBe(404);
  });
});

describe('GET /metrics', () => {
  it('counts the webhooks answered and the publishes, with the queue, for this machine only', async () => {
    const h = await publisher();
    expect((await h.send({ products: ['3'] })).status).toBe(202);
    const waiting = await (await fetch(`${h.url}/metrics`)).text();
    expect(sample(waiting, 'publisher_queue_publishes', { state: 'waiting' })).toBe(1);
    const finished = once(h.queue, 'finished');
    h.clock.advance(DEBOUNCE_MS);
    await finished;

    const response = await fetch(`${h.url}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const hook = { route: '/hooks/publish', method: 'POST', status: '202' };
    expect(sample(text, 'publisher_http_requests_total', hook)).toBe(1);
    expect(sample(text, 'publisher_publishes_total', { result: 'published' })).toBe(1);
    expect(sample(text, 'publisher_publishes_total', { result: 'failed' })).toBe(0);
    expect(sample(text, 'publisher_publish_duration_seconds_count', { result: 'published' })).toBe(
      1,
    );
    expect(sample(text, 'publisher_queue_publishes', { state: 'waiting' })).toBe(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f]{16}$/);

    const proxied = await fetch(`${h.url}/metrics`, { headers: { 'X-Real-IP': '203.0.113.9' } });
    expect(proxied.status).toBe(403);
  });
});
