/**
 * A counting HTTP proxy in front of the mock API, on a port of its own for the whole run: every
 * build and the built site talk to the proxy's URL (baked into the pages), while the catalogue
 * behind it changes per size. It forwards everything (GraphQL, product photos, CORS
 * preflights) and counts what it forwarded, by GraphQL operation name.
 */
import { createServer, request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiCounts } from './types.ts';

const OPERATION = /\b(query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;
export const ANONYMOUS = '(anonymous)';

/**
 * The operation names in a GraphQL POST body (a batch holds several): `operationName` when
 * given, else the first named operation in the document, else `(anonymous)`.
 */
export function operationNamesOf(body: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [ANONYMOUS];
  }
  const operations = Array.isArray(parsed) ? parsed : [parsed];
  return operations.map((operation: unknown) => {
    const { operationName, query } = (operation ?? {}) as {
      operationName?: unknown;
      query?: unknown;
    };
    if (typeof operationName === 'string' && operationName) return operationName;
    const match = typeof query === 'string' ? OPERATION.exec(query) : null;
    return match?.[2] ?? ANONYMOUS;
  });
}

export interface CountingProxy {
  /** Origin of the proxy, e.g. `http://127.0.0.1:39123`. */
  readonly url: string;
  readonly graphqlUrl: string;
  /** Where requests go from now on (an origin); until set, the proxy answers 503. */
  setUpstream(origin: string): void;
  /** The counts since the last reset, then starts counting from zero. */
  takeCounts(): ApiCounts;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function startCountingProxy(host = '127.0.0.1'): Promise<CountingProxy> {
  let upstream: URL | null = null;
  let total = 0;
  let byOperation = new Map<string, number>();

  async function forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    total += 1;
    if (req.method === 'POST' && (req.url ?? '').startsWith('/graphql')) {
      for (const name of operationNamesOf(body.toString('utf8'))) {
        byOperation.set(name, (byOperation.get(name) ?? 0) + 1);
      }
    }
    if (!upstream) {
      res.writeHead(503).end();
      return;
    }
    const outgoing = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    outgoing.end(body);
  }

  const server = createServer((req, res) => {
    forward(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  return {
    url,
    graphqlUrl: `${url}/graphql`,
    setUpstream(origin) {
      upstream = new URL(origin);
    },
    takeCounts() {
      const counts: ApiCounts = {
        total,
        operations: [...byOperation.values()].reduce((sum, n) => sum + n, 0),
        byOperation: Object.fromEntries([...byOperation].sort(([a], [b]) => a.localeCompare(b))),
      };
      total = 0;
      byOperation = new Map();
      return counts;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
