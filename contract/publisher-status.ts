/**
 * What the publisher's `GET /status` answers (JSON), as the back office's `Publicações` reads
 * it: the state, the publish waiting for its start, the one being built, and the last publishes,
 * newest first.
 */

export type PublisherState = 'idle' | 'waiting' | 'building';

/** A publish not finished yet: waiting for its start, or being built. */
export interface PendingPublish {
  readonly id: string;
  /**
   * What asked for it: the webhooks' reasons (the first few, then `e mais N`), or `webhook`
   * when they gave none.
   */
  readonly trigger: string;
  /** Product ids published, or `all`. */
  readonly products: readonly string[] | 'all';
  /** Pages whose content changed without a product (the home page). */
  readonly pages: readonly string[];
  /** When the first webhook of the publish arrived (ISO 8601). */
  readonly receivedAt: string;
  /** When the build started, after the debounce window and any build before it (ISO 8601). */
  readonly startedAt?: string;
}

/** A publish done. */
export interface PublishRecord extends PendingPublish {
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

export interface PublisherStatus {
  readonly state: PublisherState;
  /** The publish waiting for its start (`Na fila`), if any. */
  readonly waiting: PendingPublish | null;
  /** The publish being built (`Publicando`), if any. */
  readonly building: PendingPublish | null;
  /** Newest first, the last few. */
  readonly history: readonly PublishRecord[];
}
