import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  expectTypeOf,
  it,
  vi,
} from 'vitest';
import { createGraphQLClient } from './client.ts';
import type { GraphQLClientOptions, TypedDocument } from './client.ts';
import { ApiError } from './errors.ts';
import { describeApiError } from './messages.ts';

/** How the test server answers one request. */
type Reply = (response: ServerResponse) => void;

const json =
  (status: number, body: unknown): Reply =>
  (response) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };
const text =
  (status: number, body: string, contentType = 'text/html; charset=utf-8'): Reply =>
  (response) => {
    response.writeHead(status, { 'content-type': contentType });
    response.end(body);
  };
/** Drops the connection without an answer: a network failure for the client. */
const hangUp: Reply = (response) => response.socket?.destroy();
/** Never answers: only the client's timeout or abort ends the request. */
const silence: Reply = () => {};

interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly body: { query: string; variables?: unknown; operationName?: string };
}

// A real HTTP server on loopback: each test scripts its replies (the last one repeats) and
// reads what arrived, so counts and headers are what went over the wire.
let server: Server;
let endpoint: string;
let replies: Reply[] = [];
let received: Received[] = [];

function script(...next: Reply[]): void {
  replies = next;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Received['body'];
      received.push({ headers: request.headers, body });
      const reply = replies[Math.min(received.length, replies.length) - 1] ?? silence;
      reply(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  replies = [];
  received = [];
});

afterEach(() => {
  vi.useRealTimers();
});

/** How a scripted fetch answers one call (the last one repeats). */
type FetchReply = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Never answers: only the attempt's own abort (its timeout) ends the call. */
const never: FetchReply = (init) =>
  new Promise((_, reject) =>
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true }),
  );

/**
 * A fetch that answers from a script without any network, recording when each call came (on
 * the fake clock): for tests that move time with fake timers, where a real socket's timing
 * would decide the outcome.
 */
function scriptedFetch(...replies: FetchReply[]) {
  const calls: { readonly at: number; readonly init: RequestInit | undefined }[] = [];
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    calls.push({ at: Date.now(), init });
    const reply = replies[Math.min(calls.length, replies.length) - 1] ?? never;
    return reply(init);
  };
  return { fetch, calls };
}

function client(options: Partial<GraphQLClientOptions> = {}) {
  return createGraphQLClient({ endpoint, retryDelayMs: 0, ...options });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const QUERY = 'query GetProduct($id: ID!) { getProduct(id: $id) { id } }';
const MUTATION =
  'mutation UpdateCostumer($input: UpdateCustomerInput!) { updateCostumer(input: $input) { id } }';
const PRODUCT = { data: { getProduct: { id: '1' } } };
const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504];

describe('createGraphQLClient: request and answer', () => {
  it('POSTs the query, variables and operation name as JSON and resolves to data', async () => {
    script(json(200, PRODUCT));

    await expect(client().request(QUERY, { id: '1' })).resolves.toEqual(PRODUCT.data);

    expect(received).toHaveLength(1);
    expect(received[0]?.headers['content-type']).toContain('application/json');
    expect(received[0]?.body).toEqual({
      query: QUERY,
      variables: { id: '1' },
      operationName: 'GetProduct',
    });
  });

  it('accepts a codegen TypedDocumentString (a String subclass) and sends its text', async () => {
    // The shape GraphQL Code Generator's client preset emits with documentMode 'string'.
    class TypedDocumentString<TResult, TVariables> extends String {
      __apiType?: (variables: TVariables) => TResult;
      private value: string;
      constructor(value: string) {
        super(value);
        this.value = value;
      }
      override toString(): string {
        return this.value;
      }
    }
    const GetProduct = new TypedDocumentString<{ getProduct: { id: string } }, { id: string }>(
      QUERY,
    );
    script(json(200, PRODUCT));

    expectTypeOf(GetProduct).toExtend<
      TypedDocument<{ getProduct: { id: string } }, { id: string }>
    >();
    const result = client().request(GetProduct, { id: '1' });

    expectTypeOf(result).toEqualTypeOf<Promise<{ getProduct: { id: string } }>>();
    await expect(result).resolves.toEqual(PRODUCT.data);
    expect(received[0]?.body.query).toBe(QUERY);
    if (false as boolean) {
      // @ts-expect-error: the operation has a required variable.
      await client().request(GetProduct);
      // @ts-expect-error: the variable has the wrong type.
      await client().request(GetProduct, { id: 1 });
    }
  });

  it('uses the fetch an async resolver provides, resolving it for every call', async () => {
    script(json(200, PRODUCT));
    let resolutions = 0;
    const resolver = async () => {
      resolutions += 1;
      return fetch;
    };
    const api = client({ resolveFetch: resolver });

    await api.request(QUERY, { id: '1' });
    await api.request(QUERY, { id: '2' });

    expect(resolutions).toBe(2);
    expect(received).toHaveLength(2);
  });

  it('asks fetch to keep the request alive beyond the page only when told to', async () => {
    script(json(200, PRODUCT));
    const inits: (RequestInit | undefined)[] = [];
    const api = client({
      resolveFetch: () => (input, init) => {
        inits.push(init);
        return fetch(input, init);
      },
    });

    await api.request(QUERY, { id: '1' }, { keepalive: true });
    await api.request(QUERY, { id: '2' });

    expect(inits.map((init) => init?.keepalive)).toEqual([true, undefined]);
    expect(received).toHaveLength(2);
  });

  it('asks for a GraphQL response and names the operation only when it has exactly one', async () => {
    script(json(200, { data: { a: 1 } }));

    await client().request('{ a }');
    await client().request('query A { a } query B { b }');

    expect(received[0]?.headers.accept).toBe('application/graphql-response+json, application/json');
    expect(received.map((request) => request.body.operationName)).toEqual([undefined, undefined]);
  });

  it('rethrows a programming error found before sending, and sends nothing', async () => {
    script(json(200, PRODUCT));

    await expect(client().request(QUERY, { id: 1n })).rejects.toThrow(TypeError);
    await expect(
      client().request(QUERY, { id: '1' }, { headers: { 'X-Bad': 'line\nbreak' } }),
    ).rejects.toThrow(TypeError);
    expect(received).toHaveLength(0);
  });

  it('refuses an endpoint that is not an absolute URL when created', () => {
    expect(() => createGraphQLClient({ endpoint: '/graphql' })).toThrow(TypeError);
  });
});

describe('createGraphQLClient: bearer token', () => {
  it('sends Authorization: Bearer {token} when a token is given', async () => {
    script(json(200, { data: { getCustomerLoggedIn: null } }));

    await client().request('{ getCustomerLoggedIn { id } }', undefined, { token: 'abc.def' });

    expect(received[0]?.headers.authorization).toBe('Bearer abc.def');
  });

  it.each([
    ['no options', undefined],
    ['no token', {}],
    ['a null token', { token: null }],
    ['an empty token', { token: '' }],
  ])('sends no Authorization header with %s', async (_, options) => {
    script(json(200, { data: { a: 1 } }));

    await client().request('{ a }', undefined, options);

    expect(received[0]?.headers).not.toHaveProperty('authorization');
  });

  it('sends extra headers, with the token winning over a caller-given Authorization', async () => {
    script(json(200, { data: { a: 1 } }));

    await client().request('{ a }', undefined, {
      token: 'real',
      headers: { 'X-Request-Id': 'r-1', authorization: 'Bearer stale' },
    });

    expect(received[0]?.headers['x-request-id']).toBe('r-1');
    expect(received[0]?.headers.authorization).toBe('Bearer real');
  });
});

describe('createGraphQLClient: { deviceProof: true }', () => {
  it("sends the browser's device proofs, read when the request is made, only when asked", async () => {
    let proofs: string | undefined = 'a1, b2';
    const api = client({ deviceProofs: () => proofs });
    script(json(200, { data: { a: 1 } }));

    await api.request('{ a }', undefined, { deviceProof: true });
    proofs = 'c3';
    await api.request('{ a }', undefined, {
      deviceProof: true,
      headers: { 'x-device-proof': 'x' },
    });
    await api.request('{ a }');
    proofs = undefined;
    await api.request('{ a }', undefined, { deviceProof: true });

    expect(received.map((request) => request.headers['x-device-proof'])).toEqual([
      'a1, b2',
      'c3',
      undefined,
      undefined,
    ]);
  });
});

describe('createGraphQLClient: { auth: true }', () => {
  it('sends the stored session token, read when the request is made', async () => {
    let stored = 'first';
    const authClient = client({ sessionToken: () => stored });
    script(json(200, { data: { a: 1 } }), json(200, { data: { a: 2 } }));

    await authClient.request('{ a }', undefined, { auth: true });
    stored = 'second';
    await authClient.request('{ a }', undefined, { auth: true });

    expect(received.map((request) => request.headers.authorization)).toEqual([
      'Bearer first',
      'Bearer second',
    ]);
  });

  it('sends no Authorization header when no token is stored', async () => {
    script(json(200, { data: { a: 1 } }));

    await client({ sessionToken: () => undefined }).request('{ a }', undefined, { auth: true });

    expect(received[0]?.headers).not.toHaveProperty('authorization');
  });

  it('leaves the stored token out of requests without auth', async () => {
    script(json(200, { data: { a: 1 } }));

    await client({ sessionToken: () => 'stored' }).request('{ a }');

    expect(received[0]?.headers).not.toHaveProperty('authorization');
  });

  it('prefers an explicit token over the stored one', async () => {
    script(json(200, { data: { a: 1 } }));

    await client({ sessionToken: () => 'stored' }).request('{ a }', undefined, {
      auth: true,
      token: 'explicit',
    });

    expect(received[0]?.headers.authorization).toBe('Bearer explicit');
  });

  it('reports a refused stored token, and still fails the call', async () => {
    const refused = vi.fn();
    const unauthenticated = {
      errors: [{ message: 'Usuário não autenticado', extensions: { code: 'UNAUTHENTICATED' } }],
    };
    script(json(200, unauthenticated));

    const error = await failure(
      client({ sessionToken: () => 'expired', onSessionRejected: refused }).request(
        'mutation { a }',
        undefined,
        { auth: true },
      ),
    );

    expect(error.message).toBe('Usuário não autenticado');
    expect(refused).toHaveBeenCalledOnce();
  });

  it('reports no refusal for an outage or a server error', async () => {
    const refused = vi.fn();
    script(json(503, { message: 'fora do ar' }), hangUp);
    const authClient = client({ sessionToken: () => 'valid', onSessionRejected: refused });

    expect(
      (await failure(authClient.request('mutation { a }', undefined, { auth: true }))).kind,
    ).toBe('http');
    expect(
      (await failure(authClient.request('mutation { a }', undefined, { auth: true }))).kind,
    ).toBe('network');
    expect(refused).not.toHaveBeenCalled();
  });
});

describe('createGraphQLClient: GraphQL errors', () => {
  it("joins an errors array into one ApiError 'a, b' with status and first code", async () => {
    script(
      json(200, {
        data: null,
        errors: [
          { message: 'a', path: ['getProduct'] },
          { message: 'b', extensions: { code: 'NOT_FOUND' } },
          { message: 'c', extensions: { code: 'OTHER' } },
        ],
      }),
    );

    const error = await failure(client().request(QUERY, { id: '999' }));

    expect(error.kind).toBe('graphql');
    expect(error.message).toBe('a, b, c');
    expect(error.status).toBe(200);
    expect(error.code).toBe('NOT_FOUND');
    expect(error.errors.map((entry) => entry.message)).toEqual(['a', 'b', 'c']);
    expect(received).toHaveLength(1);
  });

  it('keeps the message and status of GraphQL errors sent with an HTTP error status', async () => {
    script(json(401, { errors: [{ message: 'Credenciais inválidas' }] }));

    const error = await failure(client().request(QUERY, { id: '1' }));

    expect(error.kind).toBe('graphql');
    expect(error.message).toBe('Credenciais inválidas');
    expect(error.status).toBe(401);
    expect(received).toHaveLength(1);
  });
});

describe('createGraphQLClient: answers that are not GraphQL', () => {
  it('gives invalid-response for an HTML page served with status 200', async () => {
    script(text(200, '<!doctype html><title>Portal</title><p>Faça login no Wi-Fi</p>'));

    const error = await failure(client().request(QUERY, { id: '1' }));

    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(received).toHaveLength(1);
  });

  it.each([
    ['JSON without data or errors', json(200, { hello: 'world' })],
    ['data: null without errors', json(200, { data: null })],
    ['a JSON array', json(200, [1, 2])],
    ['broken JSON', text(200, '{"data": {', 'application/json')],
  ])('gives invalid-response for %s', async (_, reply) => {
    script(reply);

    const error = await failure(client().request(QUERY, { id: '1' }));

    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('gives invalid-response for a 200 whose errors are not a list', async () => {
    script(json(200, { data: { a: 1 }, errors: { message: 'x' } }));

    const error = await failure(client().request(QUERY, { id: '1' }));

    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('resolves a 200 with data and an empty errors list, in either media type', async () => {
    script(
      json(200, { data: { a: 1 }, errors: [] }),
      text(200, JSON.stringify({ data: { a: 2 } }), 'application/graphql-response+json'),
    );

    await expect(client().request('{ a }')).resolves.toEqual({ a: 1 });
    await expect(client().request('{ a }')).resolves.toEqual({ a: 2 });
  });

  it('gives http for an error status whose JSON body has no errors', async () => {
    script(json(400, { message: 'Bad request' }));

    const error = await failure(client().request(QUERY, { id: '1' }));

    expect(error).toMatchObject({ kind: 'http', status: 400 });
  });

  it('gives http with the status for an HTTP error without a GraphQL body', async () => {
    script(text(404, '<h1>Not Found</h1>'));

    const error = await failure(client().request(QUERY, { id: '1' }));

    expect(error.kind).toBe('http');
    expect(error.status).toBe(404);
  });
});

describe('createGraphQLClient: retry policy', () => {
  it.each(RETRY_STATUSES)(
    'retries a query once on HTTP %i and succeeds when the second answer is 200',
    async (status) => {
      script(text(status, 'try again'), json(200, PRODUCT));

      await expect(client().request(QUERY, { id: '1' })).resolves.toEqual(PRODUCT.data);

      expect(received).toHaveLength(2);
    },
  );

  it.each(RETRY_STATUSES)(
    'gives up on a query after exactly two requests that both answer HTTP %i',
    async (status) => {
      script(text(status, 'still failing'));

      const error = await failure(client().request(QUERY, { id: '1' }));

      expect(error).toMatchObject({ kind: 'http', status });
      expect(received).toHaveLength(2);
    },
  );

  it.each(RETRY_STATUSES)('never retries a mutation on HTTP %i', async (status) => {
    script(text(status, 'try again'), json(200, { data: { updateCostumer: { id: '1' } } }));

    const error = await failure(client().request(MUTATION, { input: {} }));

    expect(error).toMatchObject({ kind: 'http', status });
    expect(received).toHaveLength(1);
  });

  it('does not retry a query refused with 429 and a long Retry-After, and keeps the wait', async () => {
    script((response) => {
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '900' });
      response.end(
        JSON.stringify({
          errors: [{ message: 'Muitas tentativas.', extensions: { code: 'TOO_MANY_REQUESTS' } }],
        }),
      );
    });

    const error = await failure(client().request(QUERY, { id: '1' }));

    expect(error).toMatchObject({ kind: 'graphql', status: 429, retryAfterSeconds: 900 });
    expect(received).toHaveLength(1);
  });

  it('understands a Retry-After given as an HTTP date, and says how long to wait', async () => {
    // Only the clock is fake: "now" is a whole second, as HTTP dates are.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
    script((response) => {
      response.writeHead(429, {
        'content-type': 'application/json',
        'retry-after': 'Tue, 24 Nov 2026 12:15:00 GMT',
      });
      response.end(
        JSON.stringify({
          errors: [{ message: 'Muitas tentativas.', extensions: { code: 'TOO_MANY_REQUESTS' } }],
        }),
      );
    });

    const error = await failure(client().request(QUERY, { id: '1' }));

    expect(error).toMatchObject({ kind: 'graphql', status: 429, retryAfterSeconds: 900 });
    expect(describeApiError(error)).toBe('Muitas tentativas. Tente de novo em 15 minutos.');
    expect(received).toHaveLength(1);
  });

  it.each([400, 401, 404])('does not retry a query on HTTP %i', async (status) => {
    script(text(status, 'no'), json(200, PRODUCT));

    const error = await failure(client().request(QUERY, { id: '1' }));

    expect(error).toMatchObject({ kind: 'http', status });
    expect(received).toHaveLength(1);
  });

  it('retries a query answered with GraphQL errors and status 503', async () => {
    script(json(503, { errors: [{ message: 'Serviço em manutenção' }] }), json(200, PRODUCT));

    await expect(client().request(QUERY, { id: '1' })).resolves.toEqual(PRODUCT.data);
    expect(received).toHaveLength(2);
  });

  it('retries the shorthand query form and a query behind comments', async () => {
    script(text(503, 'busy'), json(200, { data: { a: 1 } }));
    await client().request('{ a }');
    expect(received).toHaveLength(2);

    received = [];
    script(text(503, 'busy'), json(200, { data: { a: 1 } }));
    await client().request('# mutation { no }\n\n  query Q { a }');
    expect(received).toHaveLength(2);
  });

  it('does not retry a mutation hidden behind comments, whitespace and a fragment', async () => {
    script(text(503, 'busy'), json(200, { data: { m: 1 } }));
    const document = '\n  # query Q { a }\n  fragment F on C { id }\n  mutation M { m { ...F } }';

    const error = await failure(client().request(document));

    expect(error.status).toBe(503);
    expect(received).toHaveLength(1);
  });

  it('waits retryDelayMs before the second request', async () => {
    vi.useFakeTimers();
    const fake = scriptedFetch(
      () => new Response('busy', { status: 503 }),
      () => Response.json(PRODUCT),
    );
    const start = Date.now();

    const pending = client({ retryDelayMs: 150, resolveFetch: () => fake.fetch }).request(QUERY, {
      id: '1',
    });
    await vi.runAllTimersAsync();

    await expect(pending).resolves.toEqual(PRODUCT.data);
    expect(fake.calls.map((call) => call.at - start)).toEqual([0, 150]);
  });
});

describe('createGraphQLClient: network failures, timeouts and aborts', () => {
  it('retries a query once when the connection drops, then succeeds', async () => {
    script(hangUp, json(200, PRODUCT));

    await expect(client().request(QUERY, { id: '1' })).resolves.toEqual(PRODUCT.data);
    expect(received).toHaveLength(2);
  });

  it('gives network after two dropped connections for a query', async () => {
    script(hangUp);

    const error = await failure(client().request(QUERY, { id: '1' }));

    expect(error.kind).toBe('network');
    expect(error.status).toBeUndefined();
    expect(received).toHaveLength(2);
  });

  it('does not retry a mutation when the connection drops', async () => {
    script(hangUp, json(200, { data: { updateCostumer: { id: '1' } } }));

    const error = await failure(client().request(MUTATION, { input: {} }));

    expect(error.kind).toBe('network');
    expect(received).toHaveLength(1);
  });

  it('gives network, after two attempts, when nothing listens on the port', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    let attempts = 0;
    const countingFetch: typeof fetch = (input, init) => {
      attempts += 1;
      return fetch(input, init);
    };

    const api = createGraphQLClient({
      endpoint: `http://127.0.0.1:${port}/graphql`,
      resolveFetch: () => countingFetch,
      retryDelayMs: 0,
    });
    const error = await failure(api.request(QUERY, { id: '1' }));

    expect(error.kind).toBe('network');
    expect(attempts).toBe(2);
  });

  it('gives timeout when the server never answers, after two attempts for a query', async () => {
    vi.useFakeTimers();
    const fake = scriptedFetch(never);
    const start = Date.now();

    const pending = failure(
      client({ timeoutMs: 1000, resolveFetch: () => fake.fetch }).request(QUERY, { id: '1' }),
    );
    await vi.runAllTimersAsync();
    const error = await pending;

    expect(error.kind).toBe('timeout');
    // The second attempt starts when the first one's time is up, and gets as long.
    expect(fake.calls.map((call) => call.at - start)).toEqual([0, 1000]);
    expect(Date.now() - start).toBe(2000);
  });

  it('gives timeout after a single attempt for a mutation', async () => {
    vi.useFakeTimers();
    const fake = scriptedFetch(never);
    const start = Date.now();

    const pending = failure(
      client({ timeoutMs: 1000, resolveFetch: () => fake.fetch }).request(MUTATION, { input: {} }),
    );
    await vi.runAllTimersAsync();
    const error = await pending;

    expect(error.kind).toBe('timeout');
    expect(fake.calls.map((call) => call.at - start)).toEqual([0]);
    expect(Date.now() - start).toBe(1000);
  });

  it("gives aborted, without retrying, when the caller's signal fires", async () => {
    script(silence);
    const controller = new AbortController();
    const reason = new Error('island unmounted');

    const pending = failure(client().request(QUERY, { id: '1' }, { signal: controller.signal }));
    await expect.poll(() => received.length).toBe(1);
    controller.abort(reason);
    const error = await pending;

    expect(error.kind).toBe('aborted');
    expect(error.cause).toBe(reason);
    expect(received).toHaveLength(1);
  });

  it('sends nothing when the signal is already aborted', async () => {
    script(json(200, PRODUCT));

    const error = await failure(
      client().request(QUERY, { id: '1' }, { signal: AbortSignal.abort() }),
    );

    expect(error.kind).toBe('aborted');
    expect(received).toHaveLength(0);
  });

  it('gives aborted when the caller aborts during the pause before the retry', async () => {
    script(text(503, 'busy'), json(200, PRODUCT));
    const controller = new AbortController();

    const pending = failure(
      client({ retryDelayMs: 1000 }).request(QUERY, { id: '1' }, { signal: controller.signal }),
    );
    await expect.poll(() => received.length).toBe(1);
    controller.abort();
    const error = await pending;

    expect(error.kind).toBe('aborted');
    expect(received).toHaveLength(1);
  });
});
