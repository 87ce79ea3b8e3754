/**
 * The API's side of the publish webhook (contract/publish-webhook.ts): after every editor
 * change, one signed delivery is POSTed to the publisher. Delivery is fire-and-forget for the
 * editor: a publisher that is down or answers an error is logged, never turned into a failed
 * mutation or a crash.
 */
import { REQUEST_ID_HEADER } from '../../../contract/http-headers.ts';
import { signPublishWebhook } from '../../../contract/publish-webhook.ts';
import type { PublishWebhookContent } from '../../../contract/publish-webhook.ts';
import type { Logger } from '../../../runtime/log.ts';

/** A publisher that hangs must not keep requests open for ever. */
const DELIVERY_TIMEOUT_MS = 10_000;

/** A delivery: on its way, then accepted, refused (an error answer) or not delivered at all. */
export type DeliveryStep = 'sent' | 'accepted' | 'refused' | 'failed';

export interface PublishWebhookOptions {
  /** Where to POST; empty sends nothing. */
  readonly url: string;
  readonly secret: string;
  readonly log: Logger;
  /** Told of each delivery's steps (the metrics' publish queue). */
  readonly onDelivery?: (step: DeliveryStep) => void;
  readonly send?: typeof fetch;
}

/**
 * POSTs one signed delivery of `content` to `url` and answers the publisher's response;
 * `requestId`: the request of the change, which the publisher's lines about it then carry.
 */
export async function postPublishWebhook(
  url: string,
  secret: string,
  content: PublishWebhookContent,
  send: typeof fetch = fetch,
  requestId?: string,
): Promise<Response> {
  const { body, headers } = await signPublishWebhook(secret, content);
  return send(url, {
    method: 'POST',
    headers: requestId === undefined ? headers : { ...headers, [REQUEST_ID_HEADER]: requestId },
    body,
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
  });
}

/** The request a change was made in: its logger and its id. */
export interface ChangeRequest {
  readonly log: Logger;
  readonly requestId: string;
}

/**
 * Sends `{ products, reason }`, or `{ pages, reason }` for pages whose content changed without
 * any product (the home page); the promise settles once delivery succeeded or was logged (on
 * the logger of `from`, the request of the change, when there was one).
 */
export type PublishNotifier = (
  products: readonly string[],
  reason: string,
  pages?: readonly string[],
  from?: ChangeRequest,
) => Promise<void>;

export function createPublishNotifier(options: PublishWebhookOptions): PublishNotifier {
  const send = options.send ?? fetch;
  const step = options.onDelivery ?? (() => undefined);
  return async (products, reason, pages = [], from) => {
    if (options.url === '') return;
    const log = from?.log ?? options.log;
    const content = products.length === 0 ? { pages, reason } : { products, reason };
    const what = products.length === 0 ? { pages } : { products };
    step('sent');
    try {
      const response = await postPublishWebhook(
        options.url,
        options.secret,
        content,
        send,
        from?.requestId,
      );
      if (response.ok) {
        step('accepted');
      } else {
        step('refused');
        log.warn({ ...what, url: options.url, status: response.status }, 'publish webhook refused');
      }
    } catch (error) {
      step('failed');
      const reasonText = error instanceof Error ? error.message : String(error);
      log.warn({ ...what, url: options.url }, `publish webhook not delivered (${reasonText})`);
    }
  };
}
