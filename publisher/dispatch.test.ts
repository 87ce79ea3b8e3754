import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sign } from '@octokit/webhooks-methods';
import { afterEach, describe, expect, it } from 'vitest';
import { createDispatchRunner } from './dispatch.ts';
import { ManualClock } from './manual-clock.ts';
import { startTestPublisher } from '../tests/support/publisher.ts';
import type { TestPublisher } from '../tests/support/publisher.ts';

const cleanUps: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

interface Received {
  readonly auth: string | undefined;
  readonly body: { event_type: string; client_payload: Record<string, unknown> };
}

async function fakeGitHub(status: number): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({
        auth: req.headers.authorization,
        body: JSON.parse(body) as Received['body'],
      });
      res.writeHead(status).end(status === 204 ? '' : '{"message":"Bad credentials"}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  cleanUps.push(() => new Promise<void>((done) => server.close(() => done())));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/repos/loja/site/dispatches`, received };
}

const BATCH = {
  id: 'p-abc-00000001',
  products: ['3', '9'],
  all: false,
  deliveries: ['6f1c2a4e-0000-4000-8000-000000000001'],
  deliveryCount: 1,
};

describe('createDispatchRunner', () => {
  it('sends a repository_dispatch "publish" event naming the products and the webhooks', async () => {
    const github = await fakeGitHub(204);
    const sentAt = Date.UTC(2026, 10, 23, 12, 0, 5);
    const run = createDispatchRunner({ url: github.url, token: 'ghp_test', now: () => sentAt });
    expect(await run(BATCH)).toEqual({ rendered: 0, reused: 0 });
    expect(github.received).toEqual([
      {
        auth: 'Bearer ghp_test',
        body: {
          event_type: 'publish',
          client_payload: {
            publish: 'p-abc-00000001',
            products: ['3', '9'],
            all: false,
            deliveries: ['6f1c2a4e-0000-4000-8000-000000000001'],
            deliveryCount: 1,
            timestamp: '2026-11-23T12:00:05.000Z',
          },
        },
      },
    ]);
  });

  it('fails the publish with GitHub’s answer when the event is refused', async () => {
    const github = await fakeGitHub(401);
    const run = createDispatchRunner({ url: github.url, token: 'wrong' });
    await expect(run(BATCH)).rejects.toThrow(
      'O CI recusou o pedido de publicação (HTTP 401): {"message":"Bad credentials"}; nada foi publicado.',
    );
  });

  it('fails the publish naming the CI when it cannot be reached', async () => {
    const run = createDispatchRunner({ url: 'http://127.0.0.1:1/dispatches', token: 't' });
    await expect(run({ ...BATCH, products: [], all: true })).rejects.toThrow(
      /^O CI em http:\/\/127\.0\.0\.1:1\/dispatches não respondeu/,
    );
  });
});

describe('the publisher with dispatch', () => {
  async function dispatchingPublisher(): Promise<{
    h: TestPublisher;
    received: Received[];
  }> {
    const github = await fakeGitHub(204);
    const clock = new ManualClock();
    const h = await startTestPublisher({
      clock,
      run: createDispatchRunner({ url: github.url, token: 'ghp_test', now: () => clock.now() }),
    });
    cleanUps.push(() => h.close());
    return { h, received: github.received };
  }

  it('sends one dispatch per batch, naming only the accepted deliveries', async () => {
    const { h, received } = await dispatchingPublisher();
    const first = await h.send({ products: ['3'], reason: 'preço' });
    const second = await h.send({ products: ['4'] });
    // A replay, a forged copy and a stale body are refused and lead to no dispatch.
    expect((await h.post(first.body, first.signature)).status).toBe(401);
    expect((await h.post(second.body, await sign('forger', second.body))).status).toBe(401);
    const stale = JSON.stringify({
      all: true,
      timestamp: new Date(h.clock.now() - 10 * 60_000).toISOString(),
      delivery: crypto.randomUUID(),
    });
    expect((await h.post(stale)).status).toBe(401);
    h.clock.advance(3_000);
    await h.queue.settled();

    const delivery = (body: string) => (JSON.parse(body) as { delivery: string }).delivery;
    expect(received).toHaveLength(1);
    expect(received[0]?.body.client_payload).toEqual({
      publish: first.json.id,
      products: ['3', '4'],
      all: false,
      deliveries: [delivery(first.body), delivery(second.body)],
      deliveryCount: 2,
      timestamp: new Date(h.clock.now()).toISOString(),
    });
    expect((await h.status()).history[0]).toMatchObject({ result: 'published', trigger: 'preço' });
  });

  it('dispatches a stream of webhooks once per max wait, not once per webhook', async () => {
    const { h, received } = await dispatchingPublisher();
    for (let second = 0; second < 60; second++) {
      expect((await h.send({ products: [String(1 + second)] })).status).toBe(202);
      h.clock.advance(1_000);
    }
    await h.queue.settled();
    expect(received.map(({ body }) => body.client_payload.deliveryCount)).toEqual([30, 30]);
  });
});
