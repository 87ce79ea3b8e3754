/**
 * The publisher's HTTP server: `POST /hooks/publish` (signed, fresh, first-seen webhook: 202
 * with the publish id) and `GET /status` (JSON: state, the publish waiting and the one being
 * built, and the history), and `GET /metrics` (Prometheus: its requests and its queue,
 * `publisher/metrics.ts`, for whoever METRICS_TOKEN lets in). People follow the publications in
 * the back office (`Publicações`, which reads `/status`): `GET /` sends them there. Every request
 * gets an id and an access line (`runtime/http-log.ts`).
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
import { logRequests } from '../runtime/http-log.ts';
import { silentLogger } from '../runtime/log.ts';
import type { Logger } from '../runtime/log.ts';
import { METRICS_PATH, isForwarded, metricsAnswer, scrapeVerdict } from '../runtime/metrics.ts';
import type { ScrapeVerdict } from '../runtime/metrics.ts';
import { localOrigin } from '../runtime/ports.ts';
import { createPublisherMetrics, publisherRoute } from './metrics.ts';
import type { PublisherMetrics } from './metrics.ts';

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

interface Served {
  readonly queue: PublishQueue;
  readonly gate: WebhookGate;
  readonly backofficeUrl: string;
  readonly metrics: PublisherMetrics;
  readonly scrape: (req: IncomingMessage) => ScrapeVerdict;
}

async function handle(served: Served, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { queue, gate, backofficeUrl } = served;
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
  if (path === METRICS_PATH) {
    const answer = await metricsAnswer(served.metrics.registry, served.scrape(req));
    res.writeHead(answer.status, answer.headers);
    return void res.end(req.method === 'HEAD' ? undefined : answer.body);
  }
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
  /** METRICS_TOKEN: empty lets only this machine read /metrics. */
  metricsToken?: string;
  log?: Logger;
}): Promise<PublisherServer> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? silentLogger;
  const metrics = createPublisherMetrics(options.queue);
  const verdict = scrapeVerdict(options.metricsToken ?? '');
  const served: Served = {
    queue: options.queue,
    gate: options.gate,
    backofficeUrl: options.backofficeUrl,
    metrics,
    scrape: (req) =>
      verdict({
        peer: req.socket.remoteAddress,
        authorization: req.headers.authorization ?? null,
        forwarded: isForwarded((name) => req.headers[name] !== undefined),
      }),
  };
  // Known once bound (port 0 picks one); nothing is answered before.
  let allowsHost: (host: string | undefined) => boolean = () => false;
  const server = createServer(
    logRequests(
      log,
      (req, res, requestLog) => {
        if (!allowsHost(req.headers.host)) {
          return json(res, 421, { error: 'Endereço não atendido por este servidor.' });
        }
        handle(served, req, res).catch((error: unknown) => {
          requestLog.error({ err: error }, 'request failed');
          if (!res.headersSent) json(res, 500, { error: 'Erro interno do publicador.' });
          else res.end();
        });
      },
      {
        // Prometheus, and the back office's `Publicações` while it is open, ask every few seconds.
        polled: [METRICS_PATH, '/status'],
        onFinish: ({ path, ...seen }) => metrics.request({ route: publisherRoute(path), ...seen }),
      },
    ),
  );
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
