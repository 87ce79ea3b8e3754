/**
 * The publisher's Prometheus metrics (`GET /metrics` on its server, METRICS_TOKEN as the API's):
 * its HTTP requests by route and status, its queue (a publish waiting for its start, one being
 * built), and every publish finished, by result, with how long it took.
 */
import { Counter, Gauge, Histogram, Registry, httpMetrics } from '../runtime/metrics.ts';
import type { HttpObservation } from '../runtime/metrics.ts';
import type { PublishQueue } from './publish-queue.ts';

/** Publishes take seconds to minutes (a whole catalogue). */
const PUBLISH_BUCKETS = [1, 2.5, 5, 10, 20, 30, 60, 120, 300, 600];

export interface PublisherMetrics {
  readonly registry: Registry;
  readonly request: (seen: HttpObservation) => void;
}

/** The routes the publisher's requests are counted under; anything else is `other`. */
export function publisherRoute(path: string): string {
  return ['/hooks/publish', '/status', '/metrics', '/'].includes(path) ? path : 'other';
}

export function createPublisherMetrics(queue: PublishQueue): PublisherMetrics {
  const registry = new Registry();
  new Gauge({
    name: 'publisher_queue_publishes',
    help: 'Publishes in the queue, by state: waiting (for the debounce window to end) or building.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'waiting' }, queue.waiting ? 1 : 0);
      this.set({ state: 'building' }, queue.building ? 1 : 0);
    },
  });
  const publishes = new Counter({
    name: 'publisher_publishes_total',
    help: 'Publishes finished, by result: published or failed.',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  for (const result of ['published', 'failed'] as const) publishes.inc({ result }, 0);
  const duration = new Histogram({
    name: 'publisher_publish_duration_seconds',
    help: 'Time from a publish’s start until its site was served (or it failed).',
    labelNames: ['result'] as const,
    buckets: PUBLISH_BUCKETS,
    registers: [registry],
  });
  queue.on('finished', (record) => {
    publishes.inc({ result: record.result });
    duration.observe({ result: record.result }, record.durationMs / 1000);
  });
  return { registry, request: httpMetrics(registry, 'publisher') };
}
