/**
 * The publish webhook the mock sends after every editor change: a POST whose JSON body names
 * the changed product ids, signed the way GitHub signs its webhooks
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

/** Sends `{ products, reason }`; the promise settles once delivery succeeded or was logged. */
export type PublishNotifier = (products: readonly string[], reason: string) => Promise<void>;

export function createPublishNotifier(options: PublishWebhookOptions): PublishNotifier {
  const send = options.send ?? fetch;
  return async (products, reason) => {
    if (options.url === '') return;
    const body = JSON.stringify({ products, reason });
    try {
      const response = await send(options.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [SIGNATURE_HEADER]: await sign(options.secret, body),
        },
        body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      if (!response.ok) {
        options.log(
          `[mock] publish webhook to ${options.url} answered HTTP ${response.status} for products ${products.join(', ')}`,
        );
      }
    } catch (error) {
      const reasonText = error instanceof Error ? error.message : String(error);
      options.log(
        `[mock] publish webhook to ${options.url} not delivered (${reasonText}) for products ${products.join(', ')}`,
      );
    }
  };
}
