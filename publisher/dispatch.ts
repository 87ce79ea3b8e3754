/**
 * The PublishRunner that hands the build to CI instead of building here: a GitHub
 * `repository_dispatch` event (`event_type: publish`) that starts
 * `.github/workflows/publish.yml`, which builds incrementally with its cache and deploys to the
 * CDN. It is sent once per batch, after the same debounce and max wait as a local build, so
 * only webhooks the publisher accepted (signed, fresh, first seen) can lead to a run; the
 * `client_payload` names them (DispatchPayload), and the workflow refuses a payload without
 * them. "Published" then means GitHub accepted the event; the pages rendered and reused are
 * reported by the workflow run, not here.
 */
import type { DispatchPayload } from '../contract/publish-dispatch.ts';
import type { PublishRunner } from './publish-queue.ts';

const DISPATCH_TIMEOUT_MS = 15_000;
export const DISPATCH_EVENT = 'publish';

export function createDispatchRunner(options: {
  /** `https://api.github.com/repos/{owner}/{repo}/dispatches` */
  readonly url: string;
  readonly token: string;
  readonly now?: () => number;
}): PublishRunner {
  const now = options.now ?? Date.now;
  return async (batch) => {
    const payload: DispatchPayload = {
      publish: batch.id,
      products: batch.products,
      all: batch.all,
      deliveries: batch.deliveries,
      deliveryCount: batch.deliveryCount,
      timestamp: new Date(now()).toISOString(),
    };
    let response: Response;
    try {
      response = await fetch(options.url, {
        method: 'POST',
        headers: {
          Accept: 'application/vnd.github+json',
          Authorization: `Bearer ${options.token}`,
          'Content-Type': 'application/json',
          'User-Agent': 'loja-vitrine-publisher',
          'X-GitHub-Api-Version': '2022-11-28',
        },
        body: JSON.stringify({ event_type: DISPATCH_EVENT, client_payload: payload }),
        signal: AbortSignal.timeout(DISPATCH_TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`O CI em ${options.url} não respondeu (${reason}); nada foi publicado.`, {
        cause: error,
      });
    }
    if (!response.ok) {
      const detail = (await response.text()).slice(0, 300);
      throw new Error(
        `O CI recusou o pedido de publicação (HTTP ${response.status}): ${detail}; nada foi publicado.`,
      );
    }
    return { rendered: 0, reused: 0 };
  };
}
