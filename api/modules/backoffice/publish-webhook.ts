/**
 * The publish webhook the mock sends after every editor change: a POST whose JSON body names
 * the changed product ids, with the time it was sent (`timestamp`, ISO 8601 UTC) and a unique
 * id (`delivery`, a random UUID) inside the signed body, so the publisher can refuse a body
 * sent again; signed the way GitHub signs its webhooks
 * (`X-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>`), by @octokit/webhooks-methods.
 * Delivery is fire-and-forget for the editor: a publisher that is down or answers an error is
 * logged, never turned into a failed mutation or a crash.
 */
import { sign } from '@octokit/webhooks-methods';

export const SIGNATURE_HEADER = 'X-Signature-256';
/** A publisher that hangs must not keep requests open for ever. */
const DELIVERY_TIMEOUT_MS = 10_000;

export interface PublishWebhookOptions {
  /** Where to POST; empty sends nothing. */
  readonly url: string;
  readonly secret: string;
  readonly log: (line: string) => void;
  readonly send?: typeof fetch;
}

/** What a publish webhook asks for: some products, or the whole catalogue. */
export type PublishWebhookContent = (
  | { readonly products: readonly string[] }
  | { readonly all: true }
  | { readonly pages: readonly string[] }
) & { readonly reason?: string };

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

/** POSTs one signed delivery of `content` to `url` and answers the publisher's response. */
export async function postPublishWebhook(
  url: string,
  secret: string,
  content: PublishWebhookContent,
  send: typeof fetch = fetch,
): Promise<Response> {
  const { body, headers } = await signPublishWebhook(secret, content);
  return send(url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
  });
}

/**
 * Sends `{ products, reason }`, or `{ pages, reason }` for pages whose content changed without
 * any product (the home page); the promise settles once delivery succeeded or was logged.
 */
export type PublishNotifier = (
  products: readonly string[],
  reason: string,
  pages?: readonly string[],
) => Promise<void>;

export function createPublishNotifier(options: PublishWebhookOptions): PublishNotifier {
  const send = options.send ?? fetch;
  return async (products, reason, pages = []) => {
    if (options.url === '') return;
    const content = products.length === 0 ? { pages, reason } : { products, reason };
    const what =
      products.length === 0 ? `pages ${pages.join(', ')}` : `products ${products.join(', ')}`;
    try {
      const response = await postPublishWebhook(options.url, options.secret, content, send);
      if (!response.ok) {
        options.log(
          `publish webhook to ${options.url} answered HTTP ${response.status} for ${what}`,
        );
      }
    } catch (error) {
      const reasonText = error instanceof Error ? error.message : String(error);
      options.log(`publish webhook to ${options.url} not delivered (${reasonText}) for ${what}`);
    }
  };
}
