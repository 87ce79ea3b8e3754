/**
 * The publisher's HTTP server: `POST /hooks/publish` (signed, fresh, first-seen webhook: 202
 * with the publish id) and `GET /status` (JSON: state, the publish waiting and the one being
 * built, and the history). People follow the publications in the back office (`Publicações`,
 * which reads `/status`): `GET /` sends them there.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PublisherStatus } from '../contract/publisher-status.ts';
import type { PublishQueue } from './publish-queue.ts';
import { WebhookError } from '../contract/publish-webhook-check.ts';
import { admitPublishRequest } from './webhook-request.ts';
import type { WebhookGate } from './webhook-request.ts';
import { hostRule } from '../runtime/allowed-hosts.ts';
import { localOrigin } from '../runtime/ports.ts';

export interface PublisherServer {
  readonly url: string;
  close(): Promise<void>;
}

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

function json(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...SECURITY_HEADERS });
  res.end(JSON.stringify(value));
}

async function handle(
  queue: PublishQueue,
  gate: WebhookGate,
  backofficeUrl: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://publisher').pathname;
  if (path === '/hooks/publish') {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return json(res, 405, { error: 'Use POST.' });
    }
    try {
      const request = await admitPublishRequest(req, gate);
      return json(res, 202, { id: queue.accept(request), state: queue.state });
    } catch (error) {
      if (!(error instanceof WebhookError)) throw error;
      // The rest of an oversized body is not read: close the connection after answering.
      if (error.status === 413) res.setHeader('Connection', 'close');
      if (error.retryAfterSeconds !== undefined) {
        res.setHeader('Retry-After', String(error.retryAfterSeconds));
      }
      return json(res, error.status, { error: error.message });
    }
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, { error: 'Use GET.' });
  if (path === '/status') {
    const status: PublisherStatus = {
      state: queue.state,
      waiting: queue.waiting,
      building: queue.building,
      history: queue.history,
    };
    return json(res, 200, status);
  }
  if (path === '/') {
    res.writeHead(303, { Location: `${backofficeUrl}/publicacoes`, ...SECURITY_HEADERS });
    return void res.end();
  }
  return json(res, 404, { error: 'Não encontrado.' });
}

export async function startPublisherServer(options: {
  queue: PublishQueue;
  /** The webhook's secret, the deliveries already seen and the clock that judges freshness. */
  gate: WebhookGate;
  port: number;
  /** The back office, whose `Publicações` page shows this publisher to people. */
  backofficeUrl: string;
  host?: string;
  /** URLs other processes reach it at (PUBLISH_WEBHOOK_URL): their names are answered too. */
  publicUrls?: readonly string[];
  log?: (line: string) => void;
}): Promise<PublisherServer> {
  const host = options.host ?? '127.0.0.1';
  // Known once bound (port 0 picks one); nothing is answered before.
  let allowsHost: (host: string | undefined) => boolean = () => false;
  const server = createServer((req, res) => {
    if (!allowsHost(req.headers.host)) {
      return json(res, 421, { error: 'Endereço não atendido por este servidor.' });
    }
    handle(options.queue, options.gate, options.backofficeUrl, req, res).catch((error: unknown) => {
      options.log?.(`[publisher] request failed: ${String(error)}`);
      if (!res.headersSent) json(res, 500, { error: 'Erro interno do publicador.' });
      else res.end();
    });
  });
  server.requestTimeout = 30_000;
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, host, done);
  });
  const { port } = server.address() as AddressInfo;
  allowsHost = hostRule(host, port, options.publicUrls ?? []);
  return {
    url: localOrigin(host, port),
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
