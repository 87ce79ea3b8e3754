/**
 * The `client_payload` the publisher sends with its `repository_dispatch`, and the check the
 * publish workflow runs on it before building anything (scripts/check-publish-dispatch.ts):
 * a run must name the accepted webhooks that asked for it and when it was sent. No npm
 * imports: the workflow runs the check before `npm ci`.
 */
import { isDeliveryId, parseUtcTimestamp } from './webhook-delivery.ts';

/** At most this many delivery ids are listed (GitHub bounds the payload's size). */
export const MAX_DISPATCHED_DELIVERIES = 100;

/** What a publish was asked for: the products, and the webhooks that asked. */
export interface PublishBatchContent {
  /** Product ids to publish; empty with `all`. */
  readonly products: readonly string[];
  readonly all: boolean;
  /** The batch's delivery ids in order of arrival (the first MAX_DISPATCHED_DELIVERIES). */
  readonly deliveries: readonly string[];
  /** How many webhooks the batch gathered. */
  readonly deliveryCount: number;
}

/**
 * The `client_payload` of the dispatch (GitHub allows at most 10 top-level keys): the batch the
 * publisher would have built, with its publish id and when it was sent (ISO 8601, UTC).
 */
export interface DispatchPayload extends PublishBatchContent {
  /** The publish id the webhooks were answered with. */
  readonly publish: string;
  readonly timestamp: string;
}

/** Why `value` is not a payload the workflow may build for, or null when it is one. */
export function dispatchPayloadProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return 'client_payload is not an object';
  }
  const { deliveries, deliveryCount, timestamp } = value as Record<string, unknown>;
  if (
    !Array.isArray(deliveries) ||
    deliveries.length === 0 ||
    deliveries.length > MAX_DISPATCHED_DELIVERIES ||
    !deliveries.every(isDeliveryId)
  ) {
    return `client_payload.deliveries must list the webhooks' delivery ids (1 to ${MAX_DISPATCHED_DELIVERIES})`;
  }
  if (
    typeof deliveryCount !== 'number' ||
    !Number.isInteger(deliveryCount) ||
    deliveryCount < deliveries.length
  ) {
    return 'client_payload.deliveryCount must count the webhooks (at least as many as listed)';
  }
  if (parseUtcTimestamp(timestamp) === null) {
    return 'client_payload.timestamp must be an ISO 8601 UTC date and time';
  }
  return null;
}
