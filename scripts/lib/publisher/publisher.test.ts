import { sign } from '@octokit/webhooks-methods';
import { afterEach, describe, expect, it } from 'vitest';
import { HISTORY_SIZE, PublishQueue } from './publish-queue.ts';
import type { PublishOutcome, PublishRunner, PublishRecord } from './publish-queue.ts';
import { startPublisherServer } from './server.ts';
import type { PublisherServer } from './server.ts';
import { MAX_WEBHOOK_BYTES } from './webhook-request.ts';

const SECRET = 'publisher-test-secret';

interface Harness {
  server: PublisherServer;
  queue: PublishQueue;
  calls: { products: readonly string[]; all: boolean }[];
  /** Most builds running at the same time. */
  maxConcurrent: () => number;
}

let running: Harness | undefined;

afterEach(async () => {
  await running?.server.close();
  await running?.queue.close();
  running = undefined;
});

async function harness(
  outcome: (call: number) => Promise<PublishOutcome> = async () => ({ rendered: 3, reused: 7 }),
  debounceMs = 40,
): Promise<Harness> {
  const calls: Harness['calls'] = [];
  let active = 0;
  let most = 0;
  const run: PublishRunner = async (batch) => {
    calls.push(batch);
    active++;
    most = Math.max(most, active);
    try {
      return await outcome(calls.length);
    } finally {
      active--;
    }
  };
  const queue = new PublishQueue({ debounceMs, run });
  const server = await startPublisherServer({ queue, secret: SECRET, port: 0 });
  running = { server, queue, calls, maxConcurrent: () => most };
  return running;
}

async function post(
  h: Harness,
  body: string,
  signature: string | null | undefined = undefined,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const signed = signature === undefined ? await sign(SECRET, body) : signature;
  if (signed !== null) headers['X-Signature-256'] = signed;
  const response = await fetch(`${h.server.url}/hooks/publish`, { method: 'POST', headers, body });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function status(h: Harness): Promise<{ state: string; history: PublishRecord[] }> {
  const response = await fetch(`${h.server.url}/status`);
  return (await response.json()) as { state: string; history: PublishRecord[] };
}

describe('POST /hooks/publish', () => {
  it('answers 401 to an unsigned or wrongly signed webhook and builds nothing', async () => {
    const h = await harness();
    const body = JSON.stringify({ products: ['3'] });
    const unsigned = await post(h, body, null);
    expect(unsigned).toEqual({
      status: 401,
      json: { error: 'Assinatura ausente: envie o cabeçalho X-Signature-256.' },
    });
    const forged = await post(h, body, await sign('another-secret', body));
    expect(forged).toEqual({
      status: 401,
      json: { error: 'Assinatura inválida: nada foi publicado.' },
    });
    const tampered = await post(h, JSON.stringify({ products: ['4'] }), await sign(SECRET, body));
    expect(tampered.status).toBe(401);
    await new Promise((r) => setTimeout(r, 100));
    expect(h.calls).toEqual([]);
    expect(await status(h)).toEqual({ state: 'idle', history: [] });
  });

  it('answers 413 to a body over the limit without reading it all', async () => {
    const h = await harness();
    const body = JSON.stringify({ products: ['1'], reason: 'x'.repeat(MAX_WEBHOOK_BYTES) });
    const result = await post(h, body, 'sha256=00');
    expect(result).toEqual({
      status: 413,
      json: { error: 'Corpo grande demais: o limite é 64 KB.' },
    });
    expect(h.calls).toEqual([]);
  });

  it('answers 400 to a signed body that is not JSON or not a publish request', async () => {
    const h = await harness();
    expect(await post(h, 'products=3')).toEqual({
      status: 400,
      json: { error: 'O corpo não é JSON válido.' },
    });
    expect((await post(h, JSON.stringify({ products: [] }))).json).toEqual({
      error: 'Informe "products" (lista de ids) ou "all": true.',
    });
    expect((await post(h, JSON.stringify({ products: ['3', '../x'] }))).json).toEqual({
      error: 'Id de produto inválido: "../x".',
    });
    expect(h.calls).toEqual([]);
  });

  it('answers 202 with the publish id, and publishes a burst together once', async () => {
    // A window wide enough that the two webhooks fall in it even on a busy machine.
    const h = await harness(undefined, 2_000);
    const first = await post(h, JSON.stringify({ products: ['12', '3'], reason: 'preço' }));
    const second = await post(h, JSON.stringify({ products: ['3', '40'] }));
    expect(first.status).toBe(202);
    expect(first.json.id).toMatch(/^p-/);
    expect(second.json.id).toBe(first.json.id);
    expect((await status(h)).state).toBe('waiting');
    await h.queue.settled();
    expect(h.calls).toEqual([{ products: ['12', '3', '40'], all: false }]);
    const { state, history } = await status(h);
    expect(state).toBe('idle');
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      id: first.json.id,
      trigger: 'preço',
      products: ['3', '12', '40'],
      rendered: 3,
      reused: 7,
      result: 'published',
    });
    expect(history[0]?.error).toBeUndefined();
    expect(Date.parse(history[0]?.startedAt ?? '')).not.toBeNaN();
    expect(history[0]?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('never runs two builds at once: what arrives during a build is the next publish', async () => {
    let release: () => void = () => undefined;
    const h = await harness(async (call) => {
      if (call === 1) await new Promise<void>((done) => (release = done));
      return { rendered: call, reused: 0 };
    });
    const first = await post(h, JSON.stringify({ products: ['1'] }));
    await new Promise((r) => setTimeout(r, 100));
    expect((await status(h)).state).toBe('building');
    const second = await post(h, JSON.stringify({ products: ['2'] }));
    const third = await post(h, JSON.stringify({ all: true, reason: 'tudo' }));
    expect(second.json.id).not.toBe(first.json.id);
    expect(third.json.id).toBe(second.json.id);
    await new Promise((r) => setTimeout(r, 100));
    expect(h.calls).toHaveLength(1);
    release();
    await h.queue.settled();
    expect(h.calls).toEqual([
      { products: ['1'], all: false },
      { products: ['2'], all: true },
    ]);
    expect(h.maxConcurrent()).toBe(1);
    const { history } = await status(h);
    expect(history.map((record) => [record.id, record.products])).toEqual([
      [second.json.id, 'all'],
      [first.json.id, ['1']],
    ]);
  });

  it('records a failed publish with its cause, shown on the pt-BR status page', async () => {
    const h = await harness(async () => {
      throw new Error('A API em http://api.test/graphql não respondeu (<recusada>).');
    });
    await post(h, JSON.stringify({ products: ['5'], reason: 'updateProduct 5' }));
    await h.queue.settled();
    const { history } = await status(h);
    expect(history[0]).toMatchObject({
      result: 'failed',
      rendered: 0,
      reused: 0,
      error: 'A API em http://api.test/graphql não respondeu (<recusada>).',
    });
    const page = await fetch(`${h.server.url}/`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('Nenhuma publicação em andamento.');
    expect(html).toContain('Produto 5');
    expect(html).toContain('updateProduct 5');
    expect(html).toContain(
      'Falhou: A API em http://api.test/graphql não respondeu (&lt;recusada&gt;).',
    );
  });

  it('shows a published batch with what it left out', async () => {
    const h = await harness(async () => ({
      rendered: 4,
      reused: 60,
      warning:
        'Produto(s) desconhecido(s): 999. Não estão no site publicado nem na API; ficaram de fora.',
    }));
    await post(h, JSON.stringify({ products: ['5', '999'] }));
    await h.queue.settled();
    const { history } = await status(h);
    expect(history[0]).toMatchObject({ result: 'published', products: ['5', '999'] });
    const html = await (await fetch(`${h.server.url}/`)).text();
    expect(html).toContain('Publicado<br><small>Produto(s) desconhecido(s): 999.');
  });

  it(`keeps only the last ${HISTORY_SIZE} publishes, newest first`, async () => {
    const h = await harness(undefined, 0);
    for (let i = 1; i <= HISTORY_SIZE + 2; i++) {
      await post(h, JSON.stringify({ products: [String(i)] }));
      await h.queue.settled();
    }
    const { history } = await status(h);
    expect(history).toHaveLength(HISTORY_SIZE);
    expect(history[0]?.products).toEqual([String(HISTORY_SIZE + 2)]);
    expect(history.at(-1)?.products).toEqual(['3']);
  });

  it('answers 405 to other methods and 404 to other paths', async () => {
    const h = await harness();
    expect((await fetch(`${h.server.url}/hooks/publish`)).status).toBe(405);
    expect((await fetch(`${h.server.url}/nada`)).status).toBe(404);
  });
});
