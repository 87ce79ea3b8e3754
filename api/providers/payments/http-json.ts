/**
 * How the providers talk to their payment APIs: JSON over HTTPS with the shop's bearer token,
 * an `X-Idempotency-Key` on every POST, PUT and DELETE (so a write sent twice acts once), a time limit
 * per attempt, and a few retries with a doubling pause when the answer is lost, a 5xx or a 429.
 * What still fails that way becomes `PaymentProviderError('unavailable')`; any other answer goes
 * back to the provider, which knows its API's errors. Nothing here logs a body or the token.
 */
import { PaymentProviderError, UNAVAILABLE_MESSAGE } from './provider.ts';

export interface JsonClientOptions {
  readonly baseUrl: string;
  readonly accessToken: string;
  /** Who answers (tests pass a stand-in's); defaults to the global fetch. */
  readonly fetch?: typeof fetch;
  /** Per attempt. */
  readonly timeoutMs?: number;
  /** Attempts after the first one. */
  readonly retries?: number;
  /** The first pause between attempts; each next one doubles. */
  readonly retryDelayMs?: number;
}

export interface JsonAnswer {
  readonly status: number;
  /** The parsed body; null when it is not JSON. */
  readonly body: unknown;
}

export interface JsonClient {
  send(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options?: { readonly body?: unknown; readonly idempotencyKey?: string },
  ): Promise<JsonAnswer>;
}

export const IDEMPOTENCY_HEADER = 'X-Idempotency-Key';

/** Mercado Pago's SDK waits up to a minute; a shopper should not, and a retry may still win. */
const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_RETRIES = 2;
const DEFAULT_RETRY_DELAY_MS = 500;

function retryable(status: number): boolean {
  return status === 429 || status >= 500;
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * A payment API's error answer as the module's error: 401 and 403 refuse the shop's credentials
 * (`setting` names where they come from), 404 finds no such charge, any other status refuses
 * the request (`rejection` says why, in Portuguese). `detail` goes to the log.
 */
export function answerError(
  status: number,
  detail: string,
  setting: string,
  rejection: string,
): PaymentProviderError {
  if (status === 401 || status === 403) {
    return new PaymentProviderError(
      'unauthorized',
      'O serviço de pagamentos recusou as credenciais da loja.',
      `${detail} (check ${setting})`,
    );
  }
  if (status === 404) {
    return new PaymentProviderError('not_found', 'Pagamento não encontrado.', detail);
  }
  return new PaymentProviderError('rejected', rejection, detail);
}

export function createJsonClient(options: JsonClientOptions): JsonClient {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retries = options.retries ?? DEFAULT_RETRIES;
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const base = options.baseUrl.replace(/\/+$/, '');

  return {
    async send(method, path, { body, idempotencyKey } = {}) {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        Authorization: `Bearer ${options.accessToken}`,
      };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (method !== 'GET') {
        if (idempotencyKey === undefined)
          throw new Error(`${method} ${path} needs an idempotency key`);
        headers[IDEMPOTENCY_HEADER] = idempotencyKey;
      }
      const payload = body === undefined ? undefined : JSON.stringify(body);
      let failure = '';
      for (let attempt = 0; attempt <= retries; attempt++) {
        if (attempt > 0) {
          await new Promise((resume) => setTimeout(resume, retryDelayMs * 2 ** (attempt - 1)));
        }
        try {
          const response = await send(`${base}${path}`, {
            method,
            headers,
            body: payload,
            signal: AbortSignal.timeout(timeoutMs),
          });
          if (!retryable(response.status))
            return { status: response.status, body: await bodyOf(response) };
          await response.body?.cancel();
          failure = `HTTP ${response.status}`;
        } catch (error) {
          failure = error instanceof Error ? error.message : String(error);
        }
      }
      throw new PaymentProviderError(
        'unavailable',
        UNAVAILABLE_MESSAGE,
        `${method} ${path}: ${failure} after ${retries + 1} attempts`,
      );
    },
  };
}
