/**
 * The publisher's schedule: webhooks arriving within the debounce window of each other are
 * published together, but a stream of them postpones a publish at most `maxWaitMs` after the
 * first one; there is never more than one build at a time, and what arrives during a build
 * waits for the next one. Every publish is recorded; the last HISTORY_SIZE are kept. What a
 * batch remembers of its webhooks is bounded, however many arrive.
 *
 * Events: `started` (the batch handed to the runner) and `finished` (its record), so callers
 * and tests can wait for a publish instead of polling or sleeping.
 */
import { EventEmitter } from 'node:events';
import type { Clock } from './clock.ts';
import { systemClock } from './clock.ts';
import { MAX_DISPATCHED_DELIVERIES } from '../contract/publish-dispatch.ts';
import type { PublishBatchContent } from '../contract/publish-dispatch.ts';
import type {
  PendingPublish,
  PublisherState,
  PublishRecord,
} from '../contract/publisher-status.ts';
import { MAX_PRODUCTS_PER_WEBHOOK } from '../contract/publish-webhook.ts';
import type { PublishRequest } from '../contract/publish-webhook.ts';
import type { Logger } from '../runtime/log.ts';

export const HISTORY_SIZE = 20;
/** A batch's `trigger` quotes this many reasons and counts the rest. */
export const MAX_TRIGGER_REASONS = 5;
/** A batch names at most this many delivery ids to its runner (it counts them all). */
export const MAX_LISTED_DELIVERIES = MAX_DISPATCHED_DELIVERIES;
/** A batch naming more products than this publishes the whole catalogue instead. */
export const MAX_PRODUCTS_PER_BATCH = MAX_PRODUCTS_PER_WEBHOOK;

export interface PublishOutcome {
  readonly rendered: number;
  readonly reused: number;
  /** When the new site was served, if the runner knows it better than its own end. */
  readonly servedAt?: number;
  readonly warning?: string;
}

/** What a runner publishes: the products of a batch and the webhooks that asked for it. */
export interface PublishBatch extends PublishBatchContent {
  /** The publish id the webhooks were answered with. */
  readonly id: string;
}

/** Builds and publishes a batch; rejects with an Error whose message names the cause. */
export type PublishRunner = (batch: PublishBatch) => Promise<PublishOutcome>;

interface Batch {
  readonly id: string;
  readonly products: Set<string>;
  readonly pages: Set<string>;
  all: boolean;
  readonly reasons: string[];
  /** Reasons beyond MAX_TRIGGER_REASONS, only counted. */
  moreReasons: number;
  readonly deliveries: string[];
  deliveryCount: number;
  readonly receivedAt: number;
}

export interface PublishQueueOptions {
  readonly debounceMs: number;
  /** How long after a batch's first webhook it starts at the latest, however many follow. */
  readonly maxWaitMs: number;
  readonly run: PublishRunner;
  readonly clock?: Clock;
  readonly log?: Logger;
}

interface PublishQueueEvents {
  started: [PublishBatch];
  finished: [PublishRecord];
}

function newId(now: number): string {
  const random = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return `p-${now.toString(36)}-${random.toString(16).padStart(8, '0')}`;
}

function triggerText(batch: Batch): string {
  if (batch.reasons.length === 0) return 'webhook';
  const more = batch.moreReasons > 0 ? ` e mais ${batch.moreReasons}` : '';
  return batch.reasons.join('; ') + more;
}

export class PublishQueue extends EventEmitter<PublishQueueEvents> {
  readonly #options: PublishQueueOptions;
  readonly #clock: Clock;
  #pending: Batch | null = null;
  /** Cancels the pending batch's start timer. */
  #cancelTimer: (() => void) | null = null;
  /** The debounce window ended while a build was running: start as soon as it ends. */
  #due = false;
  #building: Promise<void> | null = null;
  /** The batch being built and when it started. */
  #current: { batch: Batch; startedAt: number } | null = null;
  readonly #history: PublishRecord[] = [];
  readonly #settledListeners = new Set<() => void>();

  constructor(options: PublishQueueOptions) {
    super();
    this.#options = options;
    this.#clock = options.clock ?? systemClock;
  }

  get state(): PublisherState {
    if (this.#building) return 'building';
    return this.#pending ? 'waiting' : 'idle';
  }

  /** Newest first. */
  get history(): readonly PublishRecord[] {
    return this.#history;
  }

  /** The publish waiting for its start (`Na fila`), if any. */
  get waiting(): PendingPublish | null {
    return this.#pending && pendingView(this.#pending);
  }

  /** The publish being built (`Publicando`), if any. */
  get building(): PendingPublish | null {
    return this.#current && pendingView(this.#current.batch, this.#current.startedAt);
  }

  /** Takes a webhook; answers the id of the publish that will include it. */
  accept(request: PublishRequest): string {
    const now = this.#clock.now();
    const batch = (this.#pending ??= {
      id: newId(now),
      products: new Set(),
      pages: new Set(),
      all: false,
      reasons: [],
      moreReasons: 0,
      deliveries: [],
      deliveryCount: 0,
      receivedAt: now,
    });
    batch.all ||= request.all;
    if (!batch.all) for (const id of request.products) batch.products.add(id);
    for (const page of request.pages) batch.pages.add(page);
    if (batch.products.size > MAX_PRODUCTS_PER_BATCH) batch.all = true;
    if (batch.all) batch.products.clear();
    if (request.reason) {
      if (batch.reasons.length < MAX_TRIGGER_REASONS) batch.reasons.push(request.reason);
      else batch.moreReasons++;
    }
    if (batch.deliveries.length < MAX_LISTED_DELIVERIES) batch.deliveries.push(request.delivery);
    batch.deliveryCount++;
    // Each webhook moves the start to a debounce window from now, but never past the max wait.
    const startAt = Math.min(
      now + this.#options.debounceMs,
      batch.receivedAt + this.#options.maxWaitMs,
    );
    this.#cancelTimer?.();
    this.#cancelTimer = this.#clock.schedule(() => {
      this.#cancelTimer = null;
      this.#due = true;
      this.#startIfReady();
    }, startAt - now);
    return batch.id;
  }

  /** Resolves once nothing is waiting or building (tests, shutdown). */
  settled(): Promise<void> {
    if (this.state === 'idle') return Promise.resolve();
    return new Promise((done) => {
      const listener = () => {
        this.#settledListeners.delete(listener);
        done();
      };
      this.#settledListeners.add(listener);
    });
  }

  /** Stops the debounce timer; a build in progress finishes. */
  async close(): Promise<void> {
    this.#cancelTimer?.();
    this.#cancelTimer = null;
    await this.#building;
  }

  #startIfReady(): void {
    if (this.#building || !this.#due || !this.#pending) return;
    const batch = this.#pending;
    this.#pending = null;
    this.#due = false;
    this.#building = this.#publish(batch).finally(() => {
      this.#building = null;
      this.#startIfReady();
      if (this.state === 'idle') for (const listener of [...this.#settledListeners]) listener();
    });
  }

  async #publish(batch: Batch): Promise<void> {
    const started = this.#clock.now();
    this.#current = { batch, startedAt: started };
    const products = batch.all ? ('all' as const) : [...batch.products].sort(compareIds);
    const handed: PublishBatch = {
      id: batch.id,
      products: [...batch.products],
      all: batch.all,
      deliveries: [...batch.deliveries],
      deliveryCount: batch.deliveryCount,
    };
    const base = {
      id: batch.id,
      trigger: triggerText(batch),
      products,
      pages: [...batch.pages],
      receivedAt: new Date(batch.receivedAt).toISOString(),
      startedAt: new Date(started).toISOString(),
    };
    let record: PublishRecord;
    try {
      this.emit('started', handed);
      const outcome = await this.#options.run(handed);
      record = {
        ...base,
        durationMs: (outcome.servedAt ?? this.#clock.now()) - started,
        rendered: outcome.rendered,
        reused: outcome.reused,
        result: 'published',
        ...(outcome.warning ? { warning: outcome.warning } : {}),
      };
    } catch (error) {
      record = {
        ...base,
        durationMs: this.#clock.now() - started,
        rendered: 0,
        reused: 0,
        result: 'failed',
        error: error instanceof Error ? error.message : String(error),
      };
    }
    this.#current = null;
    this.#history.unshift(record);
    this.#history.length = Math.min(this.#history.length, HISTORY_SIZE);
    const what = { publish: record.id, trigger: record.trigger, durationMs: record.durationMs };
    if (record.result === 'published') {
      this.#options.log?.info(
        { ...what, rendered: record.rendered, reused: record.reused },
        `published in ${record.durationMs} ms: ${record.rendered} pages rendered, ${record.reused} reused`,
      );
    } else {
      this.#options.log?.error(what, `publish failed: ${record.error}`);
    }
    this.emit('finished', record);
  }
}

function pendingView(batch: Batch, startedAt?: number): PendingPublish {
  return {
    id: batch.id,
    trigger: triggerText(batch),
    products: batch.all ? 'all' : [...batch.products].sort(compareIds),
    pages: [...batch.pages],
    receivedAt: new Date(batch.receivedAt).toISOString(),
    ...(startedAt === undefined ? {} : { startedAt: new Date(startedAt).toISOString() }),
  };
}

function compareIds(a: string, b: string): number {
  return Number(a) - Number(b);
}
