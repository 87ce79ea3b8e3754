/**
 * `GET /metrics` on the API: the counters move with the requests served, the outbox's gauge
 * follows its messages, its count is bounded, and only who METRICS_TOKEN lets in reads it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '../../mocks/server.ts';
import type { MockServer } from '../../mocks/server.ts';
import { DEMO_EMAIL } from '../../mocks/seed/customers.ts';
import { scrapeVerdict } from '../../runtime/metrics.ts';
import { silentLogger } from '../../runtime/log.ts';
import { gql } from '../../tests/support/api/api.ts';
import { testDatabase } from '../../tests/support/api/database.ts';
import { sample } from '../../tests/support/metrics-text.ts';
import type { MailTransport } from '../providers/mail/transport.ts';
import { createApiMetrics } from './metrics.ts';

/** Messages stay in the outbox, waiting, as while a mail server is down. */
const MAIL_SERVER_DOWN: MailTransport = {
  send: async () => ({ ok: false, permanent: false, error: 'ECONNREFUSED (test)' }),
  close: () => undefined,
};

const servers: MockServer[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function api(): Promise<MockServer> {
  const server = await startMockServer({
    port: 0,
    quiet: true,
    database: await testDatabase(),
    mailTransport: MAIL_SERVER_DOWN,
  });
  servers.push(server);
  return server;
}

async function scrape(server: MockServer, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${server.url}/metrics`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

const GRAPHQL_200 = { route: '/graphql', method: 'POST', status: '200' };

describe('GET /metrics on the API', () => {
  it('counts requests, operations by name and outcome, and their latency', async () => {
    const server = await api();
    const before = await scrape(server);
    const served = sample(before, 'api_http_requests_total', GRAPHQL_200) ?? 0;
    for (let i = 0; i < 3; i++) {
      const ok = await gql(server.url, 'query Categorias { categories { id } }');
      expect(ok.errors).toEqual([]);
    }
    const missing = await gql(server.url, 'query Produto { getProduct(id: "999999") { id } }');
    expect(missing.errors[0]?.extensions?.code).toBe('NOT_FOUND');
    await fetch(`${server.url}/nada`);

    const after = await scrape(server);
    expect(sample(after, 'api_http_requests_total', GRAPHQL_200)).toBe(served + 4);
    expect(
      sample(after, 'api_http_requests_total', { route: 'other', method: 'GET', status: '404' }),
    ).toBe(1);
    expect(
      sample(after, 'api_graphql_operations_total', { operation: 'Categorias', outcome: 'ok' }),
    ).toBe(3);
    expect(
      sample(after, 'api_graphql_operations_total', {
        operation: 'Produto',
        outcome: 'NOT_FOUND',
      }),
    ).toBe(1);
    expect(
      sample(after, 'api_graphql_operation_duration_seconds_count', { operation: 'Categorias' }),
    ).toBe(3);
    expect(
      sample(after, 'api_http_request_duration_seconds_count', {
        route: '/graphql',
        method: 'POST',
      }),
    ).toBe(served + 4);
    expect(sample(after, 'api_errors_total', { kind: 'request' })).toBe(0);
    // The Node process's own, beside the API's.
    expect(sample(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(after, 'nodejs_eventloop_lag_seconds')).toBeDefined();
  });

  it("shows a queued message in the outbox's gauge", async () => {
    const server = await api();
    const waiting = () =>
      scrape(server).then((text) => sample(text, 'api_mail_outbox_messages', { state: 'waiting' }));
    const before = (await waiting()) ?? -1;
    expect(before).toBeGreaterThanOrEqual(0);
    const asked = await gql(
      server.url,
      'mutation { requestPasswordReset(email: "' + DEMO_EMAIL + '") }',
    );
    expect(asked.errors).toEqual([]);
    expect(await waiting()).toBe(before + 1);
  });

  it('answers this machine only, and no one who came through a proxy, without METRICS_TOKEN', async () => {
    const server = await api();
    await scrape(server);
    const proxied = await fetch(`${server.url}/metrics`, {
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(proxied.status).toBe(403);
    expect(await proxied.text()).not.toContain('api_http_requests_total');
    const rule = scrapeVerdict('');
    const from = (peer: string) => rule({ peer, authorization: null, forwarded: false });
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].map(from)).toEqual(
      Array(4).fill('allowed'),
    );
    expect(['203.0.113.9', '10.0.0.2', '::ffff:192.0.2.1', 'fe80::1'].map(from)).toEqual(
      Array(4).fill('forbidden'),
    );
  });

  it('asks for the Bearer token when METRICS_TOKEN is set, wherever the client is', async () => {
    vi.stubEnv('METRICS_TOKEN', 'token-de-metricas-do-prometheus');
    const server = await api();
    for (const authorization of [null, 'Bearer errado', 'token-de-metricas-do-prometheus']) {
      const refused = await fetch(`${server.url}/metrics`, {
        headers: authorization === null ? {} : { Authorization: authorization },
      });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    }
    const text = await scrape(server, {
      Authorization: 'Bearer token-de-metricas-do-prometheus',
      'X-Forwarded-For': '203.0.113.9',
    });
    expect(sample(text, 'api_mail_outbox_messages', { state: 'failed' })).toBe(0);
  });
});

describe('the API metrics', () => {
  it('run one outbox count at a time, and leave the gauge out when it is late', async () => {
    let counts = 0;
    const metrics = createApiMetrics({
      outboxCounts: () => {
        counts += 1;
        return new Promise(() => undefined);
      },
      token: '',
      log: silentLogger,
      outboxTimeoutMs: 20,
    });
    const read = async () => {
      const response = await metrics.route(new Request('http://api.test/metrics'), '/metrics', {
        clientAddress: '127.0.0.1',
        peerAddress: '127.0.0.1',
      });
      return (await response?.text()) ?? '';
    };
    const [first, second] = await Promise.all([read(), read()]);
    const third = await read();
    expect(counts).toBe(1);
    for (const text of [first, second]) {
      expect(sample(text, 'api_mail_outbox_messages', { state: 'waiting' })).toBeUndefined();
    }
    // A scrape shows the failures of the scrapes before it.
    expect(sample(third, 'api_mail_outbox_count_failures_total')).toBe(2);
  });

  it('count the publish webhook deliveries in flight and how each ended', async () => {
    const metrics = createApiMetrics({
      outboxCounts: async () => ({ waiting: 0, failed: 0 }),
      token: '',
      log: silentLogger,
    });
    const { publishDelivery } = metrics.telemetry;
    publishDelivery('sent');
    publishDelivery('sent');
    publishDelivery('accepted');
    const response = await metrics.route(new Request('http://api.test/metrics'), '/metrics', {
      clientAddress: '::1',
      peerAddress: '::1',
    });
    const text = (await response?.text()) ?? '';
    expect(sample(text, 'api_publish_webhook_deliveries_pending')).toBe(1);
    expect(sample(text, 'api_publish_webhook_deliveries_total', { result: 'accepted' })).toBe(1);
  });
});
