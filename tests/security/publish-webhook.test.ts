/**
 * "Publish webhooks can be replayed forever", sent again: a webhook the real API signed for an
 * editor's change, captured on its way, then sent to the real publisher once, again, tampered
 * with, and after its 5 minutes. Only the first is accepted, and one publish is built.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../publisher/manual-clock.ts';
import { TEST_SECRET, startTestPublisher } from '../support/publisher.ts';
import type { TestPublisher } from '../support/publisher.ts';
import { gql } from '../support/api/api.ts';
import { staffToken } from '../support/api/staff.ts';
import { apiUnderAttack } from './api-under-attack.ts';
import type { ApiUnderAttack } from './api-under-attack.ts';

const DEBOUNCE_MS = 3_000;

interface Captured {
  readonly body: string;
  readonly signature: string;
}

/** A stand-in for the publisher's address that keeps what the API sends it. */
async function recorder() {
  const captured: Captured[] = [];
  let arrived = () => {};
  const next = () => new Promise<void>((resolve) => (arrived = resolve));
  let waiting = next();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      captured.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(request.headers['x-signature-256'] ?? ''),
      });
      response.writeHead(202, { 'Content-Type': 'application/json' }).end('{}');
      arrived();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/publish`,
    captured,
    /** The next webhook to arrive. */
    async take(): Promise<Captured> {
      await waiting;
      waiting = next();
      const last = captured.at(-1);
      if (!last) throw new Error('nothing captured');
      return last;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let api: ApiUnderAttack;
let publisher: TestPublisher;
let wire: Awaited<ReturnType<typeof recorder>>;

beforeAll(async () => {
  wire = await recorder();
  api = await apiUnderAttack({ publishWebhookUrl: wire.url, publishWebhookSecret: TEST_SECRET });
  // The publisher's clock starts at the real time: the API stamps its webhooks with it.
  publisher = await startTestPublisher({
    clock: new ManualClock(Date.now()),
    debounceMs: DEBOUNCE_MS,
  });
});
afterAll(async () => {
  await api.server.close();
  await publisher.close();
  await wire.close();
});

describe("the API's publish webhook", () => {
  it('is accepted once, refused when replayed, tampered with or stale, and builds once', async () => {
    const changed = gql(
      api.server.url,
      'mutation { updateProduct(id: "3", input: { price: 149.9 }) { id } }',
      { token: await staffToken(api.server.url) },
    );
    expect((await changed).errors).toEqual([]);
    const webhook = await wire.take();
    expect(JSON.parse(webhook.body)).toMatchObject({
      products: ['3'],
      reason: 'updateProduct 3 — Elisa Moraes',
    });

    expect((await publisher.post(webhook.body, webhook.signature)).status).toBe(202);
    const replays = await Promise.all(
      Array.from({ length: 20 }, () => publisher.post(webhook.body, webhook.signature)),
    );
    expect(replays.map((answer) => answer.status)).toEqual(Array<number>(20).fill(401));
    const tampered = webhook.body.replace('"3"', '"4"');
    expect((await publisher.post(tampered, webhook.signature)).status).toBe(401);

    publisher.clock.advance(DEBOUNCE_MS);
    await expect.poll(() => publisher.calls.length).toBe(1);
    expect(publisher.calls[0]?.products).toEqual(['3']);

    // Past its five minutes, the same body is stale as well as seen.
    publisher.clock.advance(5 * 60 * 1000);
    expect((await publisher.post(webhook.body, webhook.signature)).status).toBe(401);
    publisher.clock.advance(DEBOUNCE_MS);
    expect(publisher.clock.pending).toBe(0);
    expect(publisher.calls).toHaveLength(1);
  });
});
