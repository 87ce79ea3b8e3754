/**
 * For the publisher's tests: the real HTTP server and queue on a free port, with a manual clock
 * (time moves only when a test says so), a runner that records what it was asked to publish,
 * and a list of seen deliveries in a scratch folder. Webhooks are signed by the mock API's own
 * sender code, so the tests also prove that sender and publisher agree on the format.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sign } from '@octokit/webhooks-methods';
import { signPublishWebhook } from '../../contract/publish-webhook.ts';
import type { PublishWebhookContent } from '../../contract/publish-webhook.ts';
import { ManualClock } from '../../publisher/manual-clock.ts';
import { PublishQueue } from '../../publisher/publish-queue.ts';
import type { PublishRecord } from '../../contract/publisher-status.ts';
import type { PublishBatch, PublishOutcome, PublishRunner } from '../../publisher/publish-queue.ts';
import { SeenDeliveries } from '../../publisher/seen-deliveries.ts';
import { startPublisherServer } from '../../publisher/server.ts';

export const TEST_SECRET = 'publisher-test-secret';

export interface WebhookAnswer {
  readonly status: number;
  readonly json: Record<string, unknown>;
  readonly headers: Headers;
}

/** A signed webhook as it went over the wire, to send again as it is. */
export interface SentWebhook extends WebhookAnswer {
  readonly body: string;
  readonly signature: string;
}

export interface TestPublisher {
  readonly url: string;
  readonly queue: PublishQueue;
  readonly clock: ManualClock;
  readonly seen: SeenDeliveries;
  /** Where the seen deliveries are kept. */
  readonly stateFile: string;
  /** Every batch the runner was asked to publish, in order. */
  readonly calls: PublishBatch[];
  /** Most publishes running at the same time. */
  maxConcurrent(): number;
  /** A webhook signed now (by the test clock) by the mock's sender. */
  send(content: PublishWebhookContent): Promise<SentWebhook>;
  /** Raw bytes with the given signature (null: no signature header). */
  post(body: string, signature?: string | null): Promise<WebhookAnswer>;
  status(): Promise<{
    state: string;
    waiting: unknown;
    building: unknown;
    history: PublishRecord[];
  }>;
  close(): Promise<void>;
}

export interface TestPublisherOptions {
  /** What each publish answers (call numbers start at 1); default 3 rendered, 7 reused. */
  readonly outcome?: (call: number) => Promise<PublishOutcome>;
  /** Replaces the recording runner (for example the dispatch runner). */
  readonly run?: PublishRunner;
  readonly debounceMs?: number;
  readonly maxWaitMs?: number;
  readonly clock?: ManualClock;
  /** Share a state file between publishers (a restart); default a fresh scratch folder. */
  readonly stateFile?: string;
  readonly seenLimit?: number;
}

export async function scratchStateFile(): Promise<{ file: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'publisher-state-'));
  return {
    file: join(dir, 'deliveries.json'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

export async function startTestPublisher(
  options: TestPublisherOptions = {},
): Promise<TestPublisher> {
  const clock = options.clock ?? new ManualClock();
  const scratch = options.stateFile ? null : await scratchStateFile();
  const stateFile = options.stateFile ?? scratch?.file ?? '';
  const outcome = options.outcome ?? (async () => ({ rendered: 3, reused: 7 }));
  const calls: PublishBatch[] = [];
  const runner: PublishRunner = options.run ?? (() => outcome(calls.length));
  let active = 0;
  let most = 0;
  const queue = new PublishQueue({
    debounceMs: options.debounceMs ?? 3_000,
    maxWaitMs: options.maxWaitMs ?? 30_000,
    run: async (batch) => {
      calls.push(batch);
      active++;
      most = Math.max(most, active);
      try {
        return await runner(batch);
      } finally {
        active--;
      }
    },
    clock,
  });
  const seen = await SeenDeliveries.open(stateFile, {
    now: () => clock.now(),
    ...(options.seenLimit ? { limit: options.seenLimit } : {}),
  });
  const server = await startPublisherServer({
    queue,
    gate: { secret: TEST_SECRET, seen, now: () => clock.now() },
    port: 0,
    backofficeUrl: 'http://backoffice.test',
  });
  const post = async (body: string, signature?: string | null): Promise<WebhookAnswer> => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    const signed = signature === undefined ? await sign(TEST_SECRET, body) : signature;
    if (signed !== null) headers['X-Signature-256'] = signed;
    const response = await fetch(`${server.url}/hooks/publish`, { method: 'POST', headers, body });
    return {
      status: response.status,
      json: (await response.json()) as Record<string, unknown>,
      headers: response.headers,
    };
  };
  return {
    url: server.url,
    queue,
    clock,
    seen,
    stateFile,
    calls,
    maxConcurrent: () => most,
    async send(content) {
      const { body, headers } = await signPublishWebhook(TEST_SECRET, content, clock.now());
      const signature = headers['X-Signature-256'] ?? '';
      return { ...(await post(body, signature)), body, signature };
    },
    post,
    async status() {
      const response = await fetch(`${server.url}/status`);
      return (await response.json()) as Awaited<ReturnType<TestPublisher['status']>>;
    },
    async close() {
      await server.close();
      await queue.close();
      await scratch?.remove();
    },
  };
}

/** The fields every accepted body carries, stamped `now`, with a new delivery id. */
export function envelope(now: number): { timestamp: string; delivery: string } {
  return { timestamp: new Date(now).toISOString(), delivery: crypto.randomUUID() };
}
