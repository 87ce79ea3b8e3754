/**
 * Reads and checks one publish webhook, in this order: body size (413), the signature over the
 * raw bytes (401, constant-time comparison by @octokit/webhooks-methods), the JSON shape (400,
 * or 401 for a missing `timestamp` or `delivery`), freshness (401), and last whether the
 * delivery was seen before (401; 429 while the window holds too many). A body whose signature
 * fails never reaches the list of seen deliveries, so a forged replay cannot fill it or mark a
 * real delivery as seen. Only a request that passes every check becomes a PublishRequest, and
 * its delivery is then remembered.
 */
import type { IncomingMessage } from 'node:http';
import { verify } from '@octokit/webhooks-methods';
import {
  freshnessProblem,
  isDeliveryId,
  MAX_AGE_MS,
  parseUtcTimestamp,
  rememberUntil,
} from './delivery.ts';
import type { SeenDeliveries } from './seen-deliveries.ts';

/** Far above a webhook naming thousands of ids; a larger body is refused unread. */
export const MAX_WEBHOOK_BYTES = 64 * 1024;
/** One webhook names at most this many products (`{"all": true}` covers more). */
export const MAX_PRODUCTS_PER_WEBHOOK = 5_000;
export const MAX_REASON_LENGTH = 200;
const PRODUCT_ID = /^[1-9][0-9]{0,9}$/;
/** A webhook may name pages (their content changed without a product): site paths. */
export const MAX_PAGES_PER_WEBHOOK = 20;
const SITE_PATH = /^\/[\w\-./]{0,199}$/;

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

/** What a webhook is checked against besides its bytes. */
export interface WebhookGate {
  readonly secret: string;
  readonly seen: SeenDeliveries;
  readonly now: () => number;
}

async function readLimited(req: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge(limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function tooLarge(limit: number): WebhookError {
  return new WebhookError(413, `Corpo grande demais: o limite é ${limit / 1024} KB.`);
}

/**
 * The request's body as a PublishRequest whose delivery is now remembered, or a WebhookError
 * saying what is wrong (and nothing remembered).
 */
export async function admitPublishRequest(
  req: IncomingMessage,
  gate: WebhookGate,
): Promise<PublishRequest> {
  const body = await readLimited(req, MAX_WEBHOOK_BYTES);
  const signature = req.headers['x-signature-256'];
  if (typeof signature !== 'string' || signature === '' || body === '') {
    throw new WebhookError(401, 'Assinatura ausente: envie o cabeçalho X-Signature-256.');
  }
  if (!(await verify(gate.secret, body, signature))) {
    throw new WebhookError(401, 'Assinatura inválida: nada foi publicado.');
  }
  const request = parsePublishRequest(body);
  const stale = freshnessProblem(request.timestamp, gate.now());
  if (stale) throw new WebhookError(401, stale);
  const remembered = await gate.seen.remember(request.delivery, rememberUntil(request.timestamp));
  if (remembered === 'seen') {
    throw new WebhookError(
      401,
      `Aviso repetido: o "delivery" ${request.delivery} já foi recebido; nada foi publicado.`,
    );
  }
  if (remembered === 'full') {
    throw new WebhookError(
      429,
      `Avisos demais nos últimos ${MAX_AGE_MS / 60_000} minutos; tente de novo em instantes.`,
      Math.ceil(gate.seen.msUntilRoom() / 1000),
    );
  }
  return request;
}

export function parsePublishRequest(body: string): PublishRequest {
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
