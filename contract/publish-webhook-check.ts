/**
 * Reads and checks one publish webhook, in this order: the signature over the raw bytes (401,
 * compared in constant time by @octokit/webhooks-methods), the JSON shape (400, or 401 for a
 * missing `timestamp` or `delivery`) and freshness at `now` (401). Whether the delivery was seen
 * before is the receiver's to remember, once this passed.
 */
import { verify } from '@octokit/webhooks-methods';
import {
  MAX_PAGES_PER_WEBHOOK,
  MAX_PRODUCTS_PER_WEBHOOK,
  MAX_REASON_LENGTH,
  SIGNATURE_HEADER,
} from './publish-webhook.ts';
import type { PublishRequest } from './publish-webhook.ts';
import { freshnessProblem, isDeliveryId, parseUtcTimestamp } from './webhook-delivery.ts';

const PRODUCT_ID = /^[1-9][0-9]{0,9}$/;
const SITE_PATH = /^\/[\w\-./]{0,199}$/;

export class WebhookError extends Error {
  override readonly name = 'WebhookError';
  readonly status: 400 | 401 | 413 | 429;
  /** For 429: when to try again. */
  readonly retryAfterSeconds?: number;
  constructor(status: 400 | 401 | 413 | 429, message: string, retryAfterSeconds?: number) {
    super(message);
    this.status = status;
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * The webhook `body` signed with `signature` (the header's value; null when absent) as a
 * PublishRequest fresh at `now`, or a WebhookError saying what is wrong.
 */
export async function checkPublishWebhook(
  body: string,
  signature: string | null,
  secret: string,
  now: number,
): Promise<PublishRequest> {
  if (signature === null || signature === '' || body === '') {
    throw new WebhookError(401, `Assinatura ausente: envie o cabeçalho ${SIGNATURE_HEADER}.`);
  }
  if (!(await verify(secret, body, signature))) {
    throw new WebhookError(401, 'Assinatura inválida: nada foi publicado.');
  }
  const request = parsePublishRequest(body);
  const stale = freshnessProblem(request.timestamp, now);
  if (stale) throw new WebhookError(401, stale);
  return request;
}

function parsePublishRequest(body: string): PublishRequest {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new WebhookError(400, 'O corpo não é JSON válido.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new WebhookError(
      400,
      'O corpo deve ser um objeto JSON: {"products": [...]}, {"pages": [...]} ou {"all": true}.',
    );
  }
  const { products, all, pages, reason, delivery, timestamp } = value as Record<string, unknown>;
  const signedAt = parseUtcTimestamp(timestamp);
  if (signedAt === null) {
    throw new WebhookError(
      401,
      '"timestamp" ausente ou inválido: informe no corpo assinado a data e hora do envio em ISO 8601, UTC (2026-11-23T12:00:00Z); nada foi publicado.',
    );
  }
  if (!isDeliveryId(delivery)) {
    throw new WebhookError(
      401,
      '"delivery" ausente ou inválido: informe no corpo assinado um id único do envio, de 8 a 100 letras, dígitos, "-" ou "_" (um UUID serve); nada foi publicado.',
    );
  }
  if (reason !== undefined && (typeof reason !== 'string' || reason.length > MAX_REASON_LENGTH)) {
    throw new WebhookError(
      400,
      `"reason" deve ser um texto de até ${MAX_REASON_LENGTH} caracteres.`,
    );
  }
  const envelope = { delivery, timestamp: signedAt, reason: reason ?? null };
  if (all === true && products === undefined) {
    return { ...envelope, products: [], pages: [], all: true };
  }
  if (products === undefined && pages !== undefined) {
    const valid =
      Array.isArray(pages) &&
      pages.length > 0 &&
      pages.length <= MAX_PAGES_PER_WEBHOOK &&
      pages.every((page) => typeof page === 'string' && SITE_PATH.test(page));
    if (!valid) {
      throw new WebhookError(
        400,
        `"pages" deve ser uma lista de 1 a ${MAX_PAGES_PER_WEBHOOK} caminhos do site, como "/".`,
      );
    }
    return { ...envelope, products: [], pages: [...new Set(pages as string[])], all: false };
  }
  if (!Array.isArray(products) || products.length === 0) {
    throw new WebhookError(
      400,
      'Informe "products" (lista de ids), "pages" (caminhos) ou "all": true.',
    );
  }
  if (products.length > MAX_PRODUCTS_PER_WEBHOOK) {
    throw new WebhookError(
      400,
      `No máximo ${MAX_PRODUCTS_PER_WEBHOOK} produtos por aviso; para mais, use "all": true.`,
    );
  }
  const bad = products.find((id) => typeof id !== 'string' || !PRODUCT_ID.test(id));
  if (bad !== undefined) {
    throw new WebhookError(400, `Id de produto inválido: ${JSON.stringify(bad).slice(0, 40)}.`);
  }
  return { ...envelope, products: [...new Set(products as string[])], pages: [], all: false };
}
