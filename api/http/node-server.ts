/**
 * A fetch handler served on node:http (loopback by default): the request becomes a web
 * `Request` with the client's address beside it (as `runtime/client-address.ts` decides it), the
 * `Response` goes back as it is.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { RequestInfo } from './handler.ts';
import { clientAddressRule } from '../../runtime/client-address.ts';
import { localOrigin } from '../../runtime/ports.ts';
import { requestClientRule } from './gateway-client.ts';
import type { RequestClient } from './gateway-client.ts';

export interface FetchHandler {
  fetch(request: Request, info: RequestInfo): Promise<Response>;
}

export interface Listening {
  readonly origin: string;
  /**
   * Stops taking connections and ends the idle ones; requests under way get `graceMs` to be
   * answered (none by default) before their connections are cut.
   */
  close(graceMs?: number): Promise<void>;
}

/** Thrown when a port is taken, so callers can print one line instead of a stack. */
export class PortInUseError extends Error {
  override name = 'PortInUseError';
  readonly port: number;
  /** The setting that moves it, e.g. `MOCK_API_PORT`. */
  readonly setting: string;
  constructor(port: number, setting: string, host: string) {
    super(`port ${port} on ${host} (${setting}) is already in use`);
    this.port = port;
    this.setting = setting;
  }
}

function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      headers.append(name, item);
    }
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit);
}

async function serve(
  handler: FetchHandler,
  origin: string,
  identify: RequestClient,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  try {
    // The socket's peer, or what a trusted proxy (or the back office, with its key) says of the
    // client; never what a client says of itself, which anyone can set to dodge the bounds.
    const clientAddress = identify(req);
    const response = await handler.fetch(toRequest(req, origin), {
      clientAddress,
      peerAddress: req.socket.remoteAddress,
    });
    const body = req.method === 'HEAD' ? null : Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(body);
  } catch {
    // Only a request Node accepted but fetch cannot represent (e.g. odd header bytes) gets here.
    if (!res.headersSent) res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Requisição inválida.');
  }
}

/** Throws PortInUseError unless `host:port` can be listened on now (0 always can). */
export async function assertPortFree(host: string, port: number, setting: string): Promise<void> {
  if (port === 0) return;
  const probe = await listen({ fetch: async () => new Response(null) }, host, port, setting);
  await probe.close();
}

/**
 * Serves `handler` on `host:port`; `setting` is what moves the port, for messages. `identify`
 * says who each request is from (by default the socket's peer, an IPv6 one by its /64).
 */
export async function listen(
  handler: FetchHandler,
  host: string,
  port: number,
  setting: string,
  identify: RequestClient = requestClientRule(clientAddressRule(''), ''),
): Promise<Listening> {
  let origin = `http://${host}`;
  const server = createServer((req, res) => void serve(handler, origin, identify, req, res));
  // A client that stalls mid-request is dropped instead of holding a socket forever.
  server.requestTimeout = 30_000;
  await new Promise<void>((done, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      fail(error.code === 'EADDRINUSE' ? new PortInUseError(port, setting, host) : error),
    );
    server.listen(port, host, done);
  });
  const { port: actualPort } = server.address() as AddressInfo;
  origin = localOrigin(host, actualPort);
  return {
    origin,
    close: (graceMs = 0) =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeIdleConnections();
        if (graceMs <= 0) server.closeAllConnections();
        else setTimeout(() => server.closeAllConnections(), graceMs).unref();
      }),
  };
}
