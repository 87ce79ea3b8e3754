/**
 * The publisher's schedule: webhooks arriving within the debounce window of each other are
 * published together, there is never more than one build at a time, and what arrives during a
 * build waits for the next one. Every publish is recorded; the last HISTORY_SIZE are kept.
 */
import type { PublishRequest } from './webhook-request.ts';

export const HISTORY_SIZE = 20;

export type PublisherState = 'idle' | 'waiting' | 'building';

export interface PublishRecord {
  readonly id: string;
  /** What asked for it: the webhooks' reasons, or `webhook` when they gave none. */
  readonly trigger: string;
  /** Product ids published, or `all`. */
  readonly products: readonly string[] | 'all';
  /** When the first webhook of the publish arrived (ISO 8601). */
  readonly receivedAt: string;
  /** When the build started, after the debounce window and any build before it (ISO 8601). */
  readonly startedAt: string;
  /** From the build's start until the new site was served (or the failure). */
  readonly durationMs: number;
  readonly rendered: number;
  readonly reused: number;
  readonly result: 'published' | 'failed';
  readonly error?: string;
  /** Published, but with something the editor should know (ids that were left out). */
  readonly warning?: string;
}

export interface PublishOutcome {
  readonly rendered: number;
  readonly reused: number;
  /** When the new site was served, if the runner knows it better than its own end. */
  readonly servedAt?: number;
  readonly warning?: string;
}

/** Builds and publishes a batch; rejects with an Error whose message names the cause. */
export type PublishRunner = (batch: {
  readonly products: readonly string[];
  readonly all: boolean;
}) => Promise<PublishOutcome>;

interface Batch {
  readonly id: string;
  readonly products: Set<string>;
  all: boolean;
  readonly reasons: string[];
  readonly receivedAt: number;
}

export interface PublishQueueOptions {
  readonly debounceMs: number;
  readonly run: PublishRunner;
  readonly now?: () => number;
  readonly log?: (line: string) => void;
}

function newId(now: number): string {
  const random = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return `p-${now.toString(36)}-${random.toString(16).padStart(8, '0')}`;
}

export class PublishQueue {
  readonly #options: PublishQueueOptions;
  readonly #now: () => number;
  #pending: Batch | null = null;
  #timer: NodeJS.Timeout | null = null;
  /** The debounce window ended while a build was running: start as soon as it ends. */
  #due = false;
  #building: Promise<void> | null = null;
  readonly #history: PublishRecord[] = [];
  readonly #settledListeners = new Set<() => void>();

  constructor(options: PublishQueueOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  get state(): PublisherState {
    if (this.#building) return 'building';
    return this.#pending ? 'waiting' : 'idle';
  }

  /** Newest first. */
  get history(): readonly PublishRecord[] {
    return this.#history;
  }

  /** Takes a webhook; answers the id of the publish that will include it. */
  accept(request: PublishRequest): string {
    const batch = (this.#pending ??= {
      id: newId(this.#now()),
      products: new Set(),
      all: false,
      reasons: [],
      receivedAt: this.#now(),
    });
    for (const id of request.products) batch.products.add(id);
    batch.all ||= request.all;
    if (request.reason) batch.reasons.push(request.reason);
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#due = true;
      this.#startIfReady();
    }, this.#options.debounceMs);
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
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
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
    const started = this.#now();
    const products = batch.all ? ('all' as const) : [...batch.products].sort(compareIds);
    const base = {
      id: batch.id,
      trigger: batch.reasons.length > 0 ? batch.reasons.join('; ') : 'webhook',
      products,
      receivedAt: new Date(batch.receivedAt).toISOString(),
      startedAt: new Date(started).toISOString(),
    };
    let record: PublishRecord;
    try {
      const outcome = await this.#options.run({ products: [...batch.products], all: batch.all });
      record = {
        ...base,
        durationMs: (outcome.servedAt ?? this.#now()) - started,
        rendered: outcome.rendered,
        reused: outcome.reused,
        result: 'published',
        ...(outcome.warning ? { warning: outcome.warning } : {}),
      };
    } catch (error) {
      record = {
        ...base,
        durationMs: this.#now() - started,
        rendered: 0,
        reused: 0,
        result: 'failed',
        error: error instanceof Error ? error.message : String(error),
      };
    }
    this.#history.unshift(record);
    this.#history.length = Math.min(this.#history.length, HISTORY_SIZE);
    this.#options.log?.(
      record.result === 'published'
        ? `[publisher] ${record.id} published in ${record.durationMs} ms: ${record.rendered} pages rendered, ${record.reused} reused`
        : `[publisher] ${record.id} failed after ${record.durationMs} ms: ${record.error}`,
    );
  }
}

function compareIds(a: string, b: string): number {
  return Number(a) - Number(b);
}
