import { describe, expect, it } from 'vitest';
import type { ApiHandler } from './handler.ts';
import { errorsOf, gql, login, testHandler } from '../../tests/support/api/api.ts';
import { captureLog } from '../../tests/support/log-capture.ts';

function call(handler: ApiHandler, path: string, init: RequestInit = {}): Promise<Response> {
  return handler.fetch(new Request(`http://mock.test${path}`, init));
}

function post(handler: ApiHandler, body: string, headers: Record<string, string> = {}) {
  return call(handler, '/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
}

async function errorOf(response: Response): Promise<{ message: string; code?: string }> {
  const body = (await response.json()) as {
    errors: { message: string; extensions?: { code?: string } }[];
  };
  const [error] = body.errors;
  return { message: error?.message ?? '', code: error?.extensions?.code };
}

describe('routes', () => {
  it('serves photos as small, cacheable, script-free SVG', async () => {
    const response = await call(await testHandler(), '/files/products/1/1.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(new TextEncoder().encode(svg).length).toBeLessThan(3 * 1024);
    expect(svg).not.toMatch(/<script|on\w+=|href=/i);
  });

  it.each([
    '/files/products/51/1.svg',
    '/files/products/1/6.svg',
    '/files/products/1/0.svg',
    '/files/products/01/1.svg',
    '/files/products/1/1.png',
    '/files/../mocks/schema.graphql',
    '/nada',
  ])('answers 404 for %s', async (path) => {
    expect((await call(await testHandler(), path)).status).toBe(404);
  });

  it('answers the health check only while the database answers', async () => {
    const { log, lines } = captureLog();
    const handler = await testHandler({ log });
    const response = await call(handler, '/health');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');

    await handler.database.close();
    const down = await call(handler, '/health');
    expect(down.status).toBe(503);
    expect(await down.text()).toBe('Banco de dados indisponível.');
    expect(lines.some((line) => line.includes('"msg":"health: the database did not answer'))).toBe(
      true,
    );
  });

  it('restores the seed on POST /__mock/reset', async () => {
    const handler = await testHandler();
    const token = await login(handler);
    await gql(handler, 'mutation { removeFavorite(productId: "3") { id } }', { token });
    expect((await call(handler, '/__mock/reset', { method: 'POST' })).status).toBe(200);
    // Sessions are state too: the reset ends them.
    const stale = await gql(handler, '{ favoriteIds }', { token });
    expect(stale.errors[0]?.message).toBe('Usuário não autenticado');
    const fresh = await gql(handler, '{ favoriteIds }', { token: await login(handler) });
    expect(fresh.data).toEqual({ favoriteIds: ['3', '1', '8'] });
  });

  it('allows cross-origin calls with the bearer and captcha headers', async () => {
    const response = await call(await testHandler(), '/graphql', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4321',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,x-captcha-token',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4321');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'x-captcha-token',
    );
  });
});

describe('bad input always gets a GraphQL error that says what is wrong', () => {
  it.each([
    [
      'malformed GraphQL',
      '{"query":"{ getProduct(id: \\"1\\") { id "}',
      'GRAPHQL_PARSE_FAILED',
      'Syntax Error',
    ],
    [
      'an unknown field',
      '{"query":"{ getProduct(id: \\"1\\") { colour } }"}',
      'GRAPHQL_VALIDATION_FAILED',
      'Cannot query field "colour"',
    ],
    [
      'a wrong variable type',
      '{"query":"query($n: Int) { products(page: $n) { total } }","variables":{"n":"two"}}',
      'BAD_USER_INPUT',
      'Int cannot represent',
    ],
    [
      'a missing required variable',
      '{"query":"query($id: ID!) { getProduct(id: $id) { id } }"}',
      'BAD_USER_INPUT',
      'was not provided',
    ],
    ['a body that is not JSON', 'not json', 'BAD_REQUEST', 'invalid JSON'],
    ['no query', '{}', 'BAD_REQUEST', 'query'],
  ])('%s', async (_, body, code, message) => {
    const error = await errorOf(await post(await testHandler(), body));
    expect(error.code).toBe(code);
    expect(error.message).toContain(message);
  });

  it('refuses a body over 256 KB with 413', async () => {
    const query = `{ products(filter: { search: "${'a'.repeat(300 * 1024)}" }) { total } }`;
    const response = await post(await testHandler(), JSON.stringify({ query }));
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe('REQUEST_ENTITY_TOO_LARGE');
  });

  it('refuses a huge string argument within the body limit', async () => {
    const result = await gql(
      await testHandler(),
      'query($s: String) { products(filter: { search: $s }) { total } }',
      {
        variables: { s: 'x'.repeat(100_000) },
      },
    );
    expect(result.errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses queries that are too deep, too aliased or too costly', async () => {
    const deep = await gql(await testHandler(), `{ ${'a { '.repeat(11)}id${' }'.repeat(11)} }`);
    expect(deep.errors.map((e) => e.message)).toContain(
      'Consulta muito profunda: no máximo 10 níveis.',
    );
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: categories { id }`).join(' ');
    const wide = await gql(await testHandler(), `{ ${aliases} }`);
    expect(errorsOf(wide)).toEqual([
      {
        code: 'QUERY_TOO_COMPLEX',
        message: 'Consulta com apelidos (aliases) demais: no máximo 30.',
      },
    ]);
    const pages = Array.from(
      { length: 20 },
      (_, i) => `p${i}: products(pageSize: 500) { items { id name description price } }`,
    ).join(' ');
    const costly = await gql(await testHandler(), `{ ${pages} }`);
    expect(errorsOf(costly)).toEqual([
      {
        code: 'QUERY_TOO_COMPLEX',
        message: expect.stringMatching(
          /^Consulta grande demais: custo estimado \d+, o máximo é 50000\./,
        ),
      },
    ]);
    expect(costly.data).toBeNull();
  });

  it.each([100, 40_000])('refuses %i nested selections before parsing', async (levels) => {
    const query = `{ ${'a { '.repeat(levels)}id${' }'.repeat(levels)} }`;
    const error = await errorOf(await post(await testHandler(), JSON.stringify({ query })));
    expect(error).toEqual({
      code: 'GRAPHQL_PARSE_FAILED',
      message: 'Consulta aninhada demais: mais de 64 níveis de chaves, parênteses ou colchetes.',
    });
  });

  it('does not count brackets inside strings and comments', async () => {
    const result = await gql(
      await testHandler(),
      `# ${'{'.repeat(70)}\n{ products(filter: { search: "${'{['.repeat(45)}" }) { total } }`,
    );
    expect(result.errors).toEqual([]);
    expect(result.data).toEqual({ products: { total: 0 } });
  });

  it('refuses a document of more than 10,000 tokens', async () => {
    const query = `{ ${'__typename '.repeat(10_001)}}`;
    const error = await errorOf(await post(await testHandler(), JSON.stringify({ query })));
    expect(error.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(error.message).toContain('10000 tokens');
  });

  it('still answers introspection', async () => {
    const result = await gql(
      await testHandler(),
      '{ __schema { queryType { fields { name type { kind ofType { kind ofType { kind ofType { kind ofType { kind ofType { kind ofType { name } } } } } } } } } } }',
    );
    expect(result.errors).toEqual([]);
  });

  it('ignores an invalid token on public operations', async () => {
    const result = await gql(await testHandler(), '{ getProduct(id: "1") { id isFavorited } }', {
      token: 'x'.repeat(5 * 1024),
    });
    expect(result).toMatchObject({
      status: 200,
      errors: [],
      data: { getProduct: { id: '1', isFavorited: false } },
    });
  });
});
