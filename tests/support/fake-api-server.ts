/**
 * A stand-in for the API's HTTP server, for tests of what a client sends it: every request is
 * recorded (method, path, headers, body) and answered by the test's `reply`. It listens on a
 * free loopback port; `close` stops it.
 */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ApiRequest {
  readonly method: string;
  /** The path with its query. */
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

export interface ApiReply {
  readonly status?: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body: string | Buffer;
}

export interface FakeApiServer {
  /** `http://127.0.0.1:{port}` */
  readonly origin: string;
  /** `{origin}/graphql` */
  readonly graphqlUrl: string;
  /** Every request so far, oldest first. */
  readonly requests: ApiRequest[];
  close(): Promise<void>;
}

/** A GraphQL answer: `{ data }`, or `{ data: null, errors }` when `errors` are given. */
export function graphqlReply(
  data: unknown,
  errors: readonly { message: string; extensions?: Record<string, unknown> }[] = [],
  status = 200,
  headers: Readonly<Record<string, string>> = {},
): ApiReply {
  const body = errors.length === 0 ? { data } : { data: null, errors };
  return {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

/** The operation text of a recorded GraphQL request. */
export function queryOf(request: ApiRequest): string {
  return (JSON.parse(request.body.toString('utf8')) as { query?: string }).query ?? '';
}

export async function startFakeApiServer(
  reply: (request: ApiRequest) => ApiReply,
): Promise<FakeApiServer> {
  const requests: ApiRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: ApiRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(request);
      const answer = reply(request);
      res.writeHead(answer.status ?? 200, { ...answer.headers });
      res.end(answer.body);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    graphqlUrl: `${origin}/graphql`,
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
