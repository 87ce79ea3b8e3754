/**
 * Prometheus metrics (prom-client) for the servers that expose `GET /metrics` (the API and the
 * publisher): the Node process's own (CPU, memory, event loop, GC: prom-client's defaults,
 * registered once per process), each server's HTTP requests by route, method and status with
 * their latency, and whatever the server adds to its registry.
 *
 * /metrics shows internals, so it is not for everyone (`scrapeVerdict`): with METRICS_TOKEN set,
 * only a request with `Authorization: Bearer <METRICS_TOKEN>`; empty, only a client on this
 * machine (a loopback socket) that came through no proxy (no forwarding header).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export { Counter, Gauge, Histogram, Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

/** Latency buckets, in seconds: a static file's milliseconds to a slow build's preview. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

let processRegistry: Registry | undefined;

/** The process's own metrics, registered on first use (once, however many servers it runs). */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The methods a label may name; anything else counts as OTHER (labels stay few). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface HttpObservation {
  /** A route from the server's own short list (never a raw path: labels must stay few). */
  readonly route: string;
  readonly method: string;
  readonly status: number;
  readonly durationMs: number;
}

/** `<prefix>_http_requests_total` and `<prefix>_http_request_duration_seconds` in `registry`. */
export function httpMetrics(registry: Registry, prefix: string): (seen: HttpObservation) => void {
  const requests = new Counter({
    name: `${prefix}_http_requests_total`,
    help: 'HTTP requests answered, by route, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: `${prefix}_http_request_duration_seconds`,
    help: 'Time to answer an HTTP request, by route and method.',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  return ({ route, method, status, durationMs }) => {
    const known = METHODS.has(method) ? method : 'OTHER';
    requests.inc({ route, method: known, status: String(status) });
    latency.observe({ route, method: known }, durationMs / 1000);
  };
}

/** Loopback: 127.0.0.0/8 and ::1, IPv4-mapped ones included. */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

function isLoopback(peer: string | undefined): boolean {
  if (peer === undefined) return false;
  const address = peer.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const family = isIP(address);
  return family !== 0 && LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** What a scrape may read: its socket's peer and the headers that matter. */
export interface ScrapeRequest {
  /** The socket's own peer address (never what a proxy says of the client). */
  readonly peer: string | undefined;
  readonly authorization: string | null;
  /** Whether it carries a proxy's forwarding header (X-Forwarded-For, Forwarded, X-Real-IP). */
  readonly forwarded: boolean;
}

export type ScrapeVerdict = 'allowed' | 'unauthorized' | 'forbidden';

/** The rule of METRICS_TOKEN (`token`): who may read /metrics. */
export function scrapeVerdict(token: string): (request: ScrapeRequest) => ScrapeVerdict {
  const expected = token === '' ? null : digest(`Bearer ${token}`);
  return ({ peer, authorization, forwarded }) => {
    if (expected !== null) {
      return authorization !== null && timingSafeEqual(digest(authorization.trim()), expected)
        ? 'allowed'
        : 'unauthorized';
    }
    return isLoopback(peer) && !forwarded ? 'allowed' : 'forbidden';
  };
}

/** Whether headers (as node:http or fetch name them, lower case) carry a proxy's forwarding. */
export function isForwarded(has: (name: string) => boolean): boolean {
  return ['x-forwarded-for', 'forwarded', 'x-real-ip'].some(has);
}

export interface MetricsAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

const TEXT = 'text/plain; charset=utf-8';

/** The answer to a scrape judged `verdict`: the process's metrics and `registry`'s, or a refusal. */
export async function metricsAnswer(
  registry: Registry,
  verdict: ScrapeVerdict,
): Promise<MetricsAnswer> {
  const base = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
  if (verdict === 'unauthorized') {
    return {
      status: 401,
      headers: { ...base, 'Content-Type': TEXT, 'WWW-Authenticate': 'Bearer realm="metrics"' },
      body: 'Token de métricas ausente ou incorreto.\n',
    };
  }
  if (verdict === 'forbidden') {
    return {
      status: 403,
      headers: { ...base, 'Content-Type': TEXT },
      body: 'Métricas só para esta máquina (ou com METRICS_TOKEN).\n',
    };
  }
  const [own, process] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
  return {
    status: 200,
    headers: { ...base, 'Content-Type': registry.contentType },
    body: `${own}\n${process}`,
  };
}
