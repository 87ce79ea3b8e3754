import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createDispatchRunner } from './dispatch.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

async function fakeGitHub(status: number): Promise<{ url: string; received: unknown[] }> {
  const received: unknown[] = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ auth: req.headers.authorization, body: JSON.parse(body) as unknown });
      res.writeHead(status).end(status === 204 ? '' : '{"message":"Bad credentials"}');
    });
  });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/repos/loja/site/dispatches`, received };
}

describe('createDispatchRunner', () => {
  it('sends a repository_dispatch "publish" event with the products and the token', async () => {
    const github = await fakeGitHub(204);
    const run = createDispatchRunner({ url: github.url, token: 'ghp_test' });
    expect(await run({ products: ['3', '9'], all: false })).toEqual({ rendered: 0, reused: 0 });
    expect(github.received).toEqual([
      {
        auth: 'Bearer ghp_test',
        body: { event_type: 'publish', client_payload: { products: ['3', '9'], all: false } },
      },
    ]);
  });

  it('fails the publish with GitHub’s answer when the event is refused', async () => {
    const github = await fakeGitHub(401);
    const run = createDispatchRunner({ url: github.url, token: 'wrong' });
    await expect(run({ products: ['3'], all: false })).rejects.toThrow(
      'O CI recusou o pedido de publicação (HTTP 401): {"message":"Bad credentials"}; nada foi publicado.',
    );
  });

  it('fails the publish naming the CI when it cannot be reached', async () => {
    const run = createDispatchRunner({ url: 'http://127.0.0.1:1/dispatches', token: 't' });
    await expect(run({ products: [], all: true })).rejects.toThrow(
      /^O CI em http:\/\/127\.0\.0\.1:1\/dispatches não respondeu/,
    );
  });
});
