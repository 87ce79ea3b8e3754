import { createServer } from 'node:http';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGraphQLClient } from '../../src/lib/api/client.ts';
import { traceApiOperations } from './api-trace.ts';
import type { ApiTrace } from './api-trace.ts';

type Reply = (response: ServerResponse) => void;

const json =
  (status: number, body: unknown): Reply =>
  (response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
const html: Reply = (response) => {
  response.writeHead(200, { 'content-type': 'text/html' });
  response.end('<!doctype html><p>Manutenção</p>');
};
const hangUp: Reply = (response) => response.socket?.destroy();
const silence: Reply = () => undefined;

// A real API on loopback; each test scripts its replies in order (the last one repeats).
let server: Server;
let endpoint: string;
let replies: Reply[] = [];
let received = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      (replies[Math.min(received, replies.length) - 1] ?? silence)(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// The site's own client, sending through the traced fetch as the build's pages do.
const host = { fetch: globalThis.fetch };
let trace: ApiTrace;
function client(timeoutMs = 10_000) {
  received = 0;
  trace = traceApiOperations(endpoint, host);
  return createGraphQLClient({
    endpoint,
    resolveFetch: () => host.fetch,
    retryDelayMs: 0,
    timeoutMs,
  });
}
afterEach(() => trace.stop());

const HOME = 'query HomePage { homeContent { hero } }';
const PRODUCTS = 'query CatalogueProducts($page: Int!) { products(page: $page) { totalPages } }';
const DATA = { data: { homeContent: { hero: 'Oi' } } };

describe('traceApiOperations', () => {
  it('reports nothing when every call succeeds, even after a retry', async () => {
    replies = [json(503, { errors: [{ message: 'ocupado' }] }), json(200, DATA)];
    await client().request(HOME);

    await expect(trace.failures()).resolves.toEqual([]);
  });

  it('names an operation answered with an HTTP error, with its requests', async () => {
    replies = [json(500, { message: 'Internal' })];
    await expect(client().request(HOME)).rejects.toThrow();

    await expect(trace.failures()).resolves.toEqual(['HomePage: HTTP 500 (2 requests)']);
  });

  it('names the operation and its variables for GraphQL errors, with their messages', async () => {
    replies = [json(200, { data: null, errors: [{ message: 'Produto 17 indisponível' }] })];
    await expect(client().request(PRODUCTS, { page: 2 })).rejects.toThrow();

    await expect(trace.failures()).resolves.toEqual([
      'CatalogueProducts {"page":2}: HTTP 200 with GraphQL errors: Produto 17 indisponível',
    ]);
  });

  it('names an answer that is not JSON', async () => {
    replies = [html];
    await expect(client().request(HOME)).rejects.toThrow();

    await expect(trace.failures()).resolves.toEqual([
      'HomePage: HTTP 200 with an answer that is not JSON (text/html)',
    ]);
  });

  it('names a connection the API closed', async () => {
    replies = [hangUp];
    await expect(client().request(HOME)).rejects.toThrow();

    const [line] = await trace.failures();
    expect(line).toMatch(/^HomePage: no answer \(.+\) \(2 requests\)$/);
  });

  it('says a slow API timed out', async () => {
    replies = [silence];
    await expect(client(50).request(HOME)).rejects.toThrow();

    await expect(trace.failures()).resolves.toEqual([
      'HomePage: timed out: No complete answer within 50 ms (2 requests)',
    ]);
  });

  it('says when nothing listens any more', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/graphql`;
    await new Promise((resolve) => closed.close(resolve));
    trace = traceApiOperations(gone, host);
    const api = createGraphQLClient({
      endpoint: gone,
      resolveFetch: () => host.fetch,
      retryDelayMs: 0,
    });

    await expect(api.request(HOME)).rejects.toThrow();

    await expect(trace.failures()).resolves.toEqual([
      'HomePage: connection refused (the API is not running) (2 requests)',
    ]);
  });

  it('leaves other URLs alone and puts the original fetch back', async () => {
    const original = host.fetch;
    replies = [json(200, DATA)];
    client();
    expect(host.fetch).not.toBe(original);

    const other = await host.fetch(endpoint.replace('/graphql', '/health'));
    await other.text();
    trace.stop();

    await expect(trace.failures()).resolves.toEqual([]);
    expect(host.fetch).toBe(original);
  });
});
