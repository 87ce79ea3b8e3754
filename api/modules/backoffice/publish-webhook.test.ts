import { verify } from '@octokit/webhooks-methods';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPublishNotifier } from './publish-webhook.ts';
import { captureLog } from '../../../tests/support/log-capture.ts';
import { silentLogger } from '../../../runtime/log.ts';

const SECRET = 'webhook-sender-secret';
const URL = 'http://publisher.test/hooks/publish';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Sent {
  readonly url: string;
  readonly body: string;
  readonly headers: Record<string, string>;
}

/** A fetch that records each request and answers `status`. */
function recordingFetch(status = 202): { send: typeof fetch; sent: Sent[] } {
  const sent: Sent[] = [];
  const send = (async (url: string, init: RequestInit) => {
    sent.push({
      url,
      body: String(init.body),
      headers: init.headers as Record<string, string>,
    });
    return new Response(null, { status });
  }) as typeof fetch;
  return { send, sent };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createPublishNotifier', () => {
  it('posts the products and reason with the time sent and a new delivery id, all signed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 23, 15, 4, 5, 678));
    const { send, sent } = recordingFetch();
    const { log, lines } = captureLog();
    const steps: string[] = [];
    const notify = createPublishNotifier({
      url: URL,
      secret: SECRET,
      log,
      onDelivery: (step) => steps.push(step),
      send,
    });
    await notify(['3', '7'], 'updateProduct 3');
    await notify(['3', '7'], 'updateProduct 3');

    expect(sent.map(({ url }) => url)).toEqual([URL, URL]);
    const bodies = sent.map(({ body }) => JSON.parse(body) as Record<string, unknown>);
    for (const body of bodies) {
      expect(body).toEqual({
        products: ['3', '7'],
        reason: 'updateProduct 3',
        timestamp: '2026-11-23T15:04:05.678Z',
        delivery: expect.stringMatching(UUID),
      });
    }
    // The same change announced twice is two deliveries, never a replay of one.
    expect(bodies[0]?.delivery).not.toBe(bodies[1]?.delivery);
    for (const { body, headers } of sent) {
      expect(headers['Content-Type']).toBe('application/json');
      expect(await verify(SECRET, body, headers['X-Signature-256'] ?? '')).toBe(true);
    }
    expect(lines).toEqual([]);
    expect(steps).toEqual(['sent', 'accepted', 'sent', 'accepted']);
  });

  it("names the change's request, whose logger hears of a refusal", async () => {
    const refused = recordingFetch(503);
    const server = captureLog();
    const request = captureLog();
    await createPublishNotifier({ url: URL, secret: SECRET, log: server.log, send: refused.send })(
      ['8'],
      'updateProduct 8',
      [],
      {
        log: request.log.child({ requestId: 'pedido-do-editor-8' }),
        requestId: 'pedido-do-editor-8',
      },
    );
    expect(refused.sent[0]?.headers['X-Request-Id']).toBe('pedido-do-editor-8');
    expect(server.lines).toEqual([]);
    expect(request.lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({ requestId: 'pedido-do-editor-8', msg: 'publish webhook refused' }),
    ]);
  });

  it('sends nothing without a URL', async () => {
    const { send, sent } = recordingFetch();
    await createPublishNotifier({ url: '', secret: SECRET, log: silentLogger, send })(['1'], 'x');
    expect(sent).toEqual([]);
  });

  it('logs a refusal or a failed delivery instead of throwing', async () => {
    const { log, lines } = captureLog();
    const steps: string[] = [];
    const onDelivery = (step: string) => void steps.push(step);
    const refused = recordingFetch(401);
    await createPublishNotifier({
      url: URL,
      secret: SECRET,
      log,
      onDelivery,
      send: refused.send,
    })(['4'], 'updateProduct 4');
    const failing = (async () => {
      throw new Error('connect ECONNREFUSED');
    }) as typeof fetch;
    await createPublishNotifier({
      url: URL,
      secret: SECRET,
      log,
      onDelivery,
      send: failing,
    })(['5'], 'updateProduct 5');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      {
        level: 'warn',
        products: ['4'],
        url: URL,
        status: 401,
        msg: 'publish webhook refused',
      },
      {
        level: 'warn',
        products: ['5'],
        url: URL,
        msg: 'publish webhook not delivered (connect ECONNREFUSED)',
      },
    ]);
    expect(steps).toEqual(['sent', 'refused', 'sent', 'failed']);
  });
});
