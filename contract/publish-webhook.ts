/**
 * The publish webhook the API sends after every editor change and the publisher takes: a POST
 * whose JSON body names what changed (some products, some pages, or everything), with the time
 * it was sent (`timestamp`, ISO 8601 UTC) and a unique id (`delivery`, a random UUID) inside the
 * signed body, so the publisher can refuse a body sent again; signed the way GitHub signs its
 * webhooks (`X-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>`), by
 * @octokit/webhooks-methods. publish-webhook-check.ts is the receiving side.
 */
import { sign } from '@octokit/webhooks-methods';

export const SIGNATURE_HEADER = 'X-Signature-256';

/** Far above a webhook naming thousands of ids; a larger body is refused unread. */
export const MAX_WEBHOOK_BYTES = 64 * 1024;
/** One webhook names at most this many products (`{"all": true}` covers more). */
export const MAX_PRODUCTS_PER_WEBHOOK = 5_000;
export const MAX_REASON_LENGTH = 200;
/** A webhook may name pages (their content changed without a product): site paths. */
export const MAX_PAGES_PER_WEBHOOK = 20;

/** What a publish webhook asks for: some products, some pages, or the whole catalogue. */
export type PublishWebhookContent = (
  | { readonly products: readonly string[] }
  | { readonly all: true }
  | { readonly pages: readonly string[] }
) & { readonly reason?: string };

/** A webhook as the publisher accepted it. */
export interface PublishRequest {
  /** Product ids named; empty with `all`. */
  readonly products: readonly string[];
  /** Site paths whose content changed without a product (`{"pages": ["/"]}`). */
  readonly pages: readonly string[];
  readonly all: boolean;
  readonly reason: string | null;
  /** The sender's unique id of this webhook. */
  readonly delivery: string;
  /** When the sender signed it (ms since the epoch). */
  readonly timestamp: number;
}

/**
 * One signed delivery of `content`: a new delivery id, stamped `now` (the sender's clock), in
 * the body the signature covers.
 */
export async function signPublishWebhook(
  secret: string,
  content: PublishWebhookContent,
  now: number = Date.now(),
): Promise<{ body: string; headers: Record<string, string> }> {
  const body = JSON.stringify({
    ...content,
    timestamp: new Date(now).toISOString(),
    delivery: crypto.randomUUID(),
  });
  return {
    body,
    headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: await sign(secret, body) },
  };
}
