/**
 * The API's Prometheus metrics on Node (`GET /metrics`, prom-client): what `ApiTelemetry` is
 * told (requests by route and status with their latency, GraphQL operations by name and outcome
 * with theirs, unexpected errors, the publish webhook's deliveries in flight), and at each scrape
 * the mail outbox's messages waiting and given up on, read with one count query that has
 * `OUTBOX_COUNT_TIMEOUT_MS` to answer (at most one runs at a time, however many scrapes come).
 * Who may read it: runtime/metrics.ts (METRICS_TOKEN).
 *
 * Operation names come from clients: the first MAX_OPERATION_NAMES names seen get a series of
 * their own, any later one counts as `other`, so no client can grow the metrics without bound.
 */
import {
  Counter,
  Gauge,
  Histogram,
  LATENCY_BUCKETS,
  METRICS_PATH,
  Registry,
  httpMetrics,
  isForwarded,
  metricsAnswer,
  scrapeVerdict,
} from '../../runtime/metrics.ts';
import type { Logger } from '../../runtime/log.ts';
import type { ExtraRoute } from './handler.ts';
import type { ApiTelemetry } from './telemetry.ts';

/** How long the outbox's count may take before a scrape goes on without it. */
export const OUTBOX_COUNT_TIMEOUT_MS = 1_000;
/** Operation names with a series of their own; later ones count as `other`. */
export const MAX_OPERATION_NAMES = 200;

/** The error codes an outcome label may name (`ok`, `BAD_USER_INPUT`…); else `ERROR`. */
const OUTCOME = /^(ok|[A-Z][A-Z_]{0,40})$/;

export interface ApiMetricsOptions {
  /** The outbox's counts (`outboxStore(db).counts`). */
  readonly outboxCounts: () => Promise<{ waiting: number; failed: number }>;
  /** METRICS_TOKEN: empty lets only this machine read /metrics. */
  readonly token: string;
  readonly log: Logger;
  readonly outboxTimeoutMs?: number;
}

export interface ApiMetrics {
  readonly telemetry: ApiTelemetry;
  /** `GET /metrics`, for `createApiHandler`'s extra routes. */
  readonly route: ExtraRoute;
}

export function createApiMetrics(options: ApiMetricsOptions): ApiMetrics {
  const registry = new Registry();
  const request = httpMetrics(registry, 'api');
  const operations = new Counter({
    name: 'api_graphql_operations_total',
    help: 'GraphQL operations answered, by operation name and outcome (ok, or the error code).',
    labelNames: ['operation', 'outcome'] as const,
    registers: [registry],
  });
  const operationLatency = new Histogram({
    name: 'api_graphql_operation_duration_seconds',
    help: 'Time to answer a GraphQL operation, by operation name.',
    labelNames: ['operation'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const unexpected = new Counter({
    name: 'api_errors_total',
    help: 'Errors nobody expected: a request answered 500, or an internal error inside GraphQL.',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  // Both kinds are exported from the start, at 0: an alert on their rate needs the series.
  for (const kind of ['request', 'graphql'] as const) unexpected.inc({ kind }, 0);
  const deliveriesPending = new Gauge({
    name: 'api_publish_webhook_deliveries_pending',
    help: 'Publish webhook deliveries sent to the publisher and not answered yet.',
    registers: [registry],
  });
  const deliveries = new Counter({
    name: 'api_publish_webhook_deliveries_total',
    help: 'Publish webhook deliveries, by result: accepted, refused (an error answer) or failed (no answer).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const outboxFailures = new Counter({
    name: 'api_mail_outbox_count_failures_total',
    help: 'Scrapes whose count of the mail outbox failed or took too long, the gauge left out (shown from the next scrape on).',
    registers: [registry],
  });
  const timeoutMs = options.outboxTimeoutMs ?? OUTBOX_COUNT_TIMEOUT_MS;
  let counting: Promise<{ waiting: number; failed: number }> | null = null;
  /** The outbox's counts, or null when they did not come in time; one query at a time. */
  async function outbox(): Promise<{ waiting: number; failed: number } | null> {
    counting ??= options.outboxCounts().finally(() => {
      counting = null;
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((done) => {
      timer = setTimeout(() => done(null), timeoutMs);
    });
    try {
      const counts = await Promise.race([counting, late]);
      if (counts === null) options.log.warn({ timeoutMs }, 'metrics: the outbox count was late');
      return counts;
    } catch (error) {
      options.log.warn({ err: error }, 'metrics: the outbox count failed');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
  new Gauge({
    name: 'api_mail_outbox_messages',
    help: 'Messages in the mail outbox, by state: waiting (to be sent or tried again) or failed (given up on).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const counts = await outbox();
      if (counts === null) {
        outboxFailures.inc();
        return;
      }
      this.set({ state: 'waiting' }, counts.waiting);
      this.set({ state: 'failed' }, counts.failed);
    },
  });

  const named = new Set<string>();
  function operationLabel(name: string): string {
    if (named.has(name)) return name;
    if (named.size >= MAX_OPERATION_NAMES) return 'other';
    named.add(name);
    return name;
  }

  const verdict = scrapeVerdict(options.token);
  const telemetry: ApiTelemetry = {
    request,
    operation({ name, outcome, durationMs }) {
      const operation = operationLabel(name);
      operations.inc({ operation, outcome: OUTCOME.test(outcome) ? outcome : 'ERROR' });
      operationLatency.observe({ operation }, durationMs / 1000);
    },
    unexpected: (kind) => unexpected.inc({ kind }),
    publishDelivery(step) {
      if (step === 'sent') {
        deliveriesPending.inc();
        return;
      }
      deliveriesPending.dec();
      deliveries.inc({ result: step });
    },
  };
  const route: ExtraRoute = async (request, pathname, info) => {
    if (pathname !== METRICS_PATH || request.method !== 'GET') return null;
    const answer = await metricsAnswer(
      registry,
      verdict({
        peer: info.peerAddress,
        authorization: request.headers.get('authorization'),
        forwarded: isForwarded((name) => request.headers.has(name)),
      }),
    );
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
  return { telemetry, route };
}
