import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiUnavailableError, checkGraphqlApi } from './api-check.ts';

let server: Server | undefined;

/** A local endpoint answering every request with `status` and `body`; resolves to its URL. */
async function endpoint(status: number, body: string): Promise<string> {
  server = createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return `http://127.0.0.1:${address.port}/graphql`;
}

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe('checkGraphqlApi', () => {
  it('accepts an endpoint that answers the query with data', async () => {
    const url = await endpoint(200, JSON.stringify({ data: { __typename: 'Query' } }));
    await expect(checkGraphqlApi(url)).resolves.toBeUndefined();
  });

  it('names the URL, the reason and how to start the mock when nothing listens', async () => {
    const url = await endpoint(200, '{}');
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    const error = await checkGraphqlApi(url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiUnavailableError);
    expect((error as Error).message).toContain(url);
    expect((error as Error).message).toContain('connection refused');
    expect((error as Error).message).toContain('npm run mock');
    expect((error as Error).message).toContain('PUBLIC_GRAPHQL_URL');
  });

  it('reports the GraphQL errors an endpoint answers', async () => {
    const url = await endpoint(
      200,
      JSON.stringify({ errors: [{ message: 'Banco fora do ar' }, { message: 'Tente depois' }] }),
    );
    await expect(checkGraphqlApi(url)).rejects.toThrow(
      'with errors: Banco fora do ar, Tente depois',
    );
  });

  it('rejects an endpoint that is not GraphQL', async () => {
    const url = await endpoint(404, '<html>Not found</html>');
    await expect(checkGraphqlApi(url)).rejects.toThrow(
      'answered HTTP 404 with something that is not GraphQL JSON',
    );
  });

  it('rejects a server error without data', async () => {
    const url = await endpoint(503, JSON.stringify({ data: null }));
    await expect(checkGraphqlApi(url)).rejects.toThrow('answered HTTP 503 without data');
  });

  it('gives up on an endpoint that never answers', async () => {
    server = createServer(() => undefined);
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await expect(checkGraphqlApi(`http://127.0.0.1:${port}/graphql`, 200)).rejects.toThrow(
      'no answer within 0.2 s',
    );
    server.closeAllConnections();
  });
});
