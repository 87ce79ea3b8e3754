/**
 * Reads and checks one publish webhook: body size first (413), then the signature over the
 * raw bytes (401, constant-time comparison by @octokit/webhooks-methods), then the JSON shape
 * (400). Only a request that passes all three becomes a PublishRequest.
 */
import type { IncomingMessage } from 'node:http';
import { verify } from '@octokit/webhooks-methods';

/** Far above a webhook naming thousands of ids; a larger body is refused unread. */
export const MAX_WEBHOOK_BYTES = 64 * 1024;
/** One webhook names at most this many products (`{"all": true}` covers more). */
export const MAX_PRODUCTS_PER_WEBHOOK = 5_000;
const MAX_REASON_LENGTH = 200;
const PRODUCT_ID = /^[1-9][0-9]{0,9}$/;

export interface PublishRequest {
  /** Product ids named; empty with `all`. */
  readonly products: readonly string[];
  readonly all: boolean;
  readonly reason: string | null;
}

export class WebhookError extends Error {
  override readonly name = 'WebhookError';
  readonly status: 400 | 401 | 413;
  constructor(status: 400 | 401 | 413, message: string) {
    super(message);
    this.status = status;
  }
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

/** The request's body as a PublishRequest, or a WebhookError saying what is wrong. */
export async function readPublishRequest(
  req: IncomingMessage,
  secret: string,
): Promise<PublishRequest> {
  const body = await readLimited(req, MAX_WEBHOOK_BYTES);
  const signature = req.headers['x-signature-256'];
  if (typeof signature !== 'string' || signature === '' || body === '') {
    throw new WebhookError(401, 'Assinatura ausente: envie o cabeçalho X-Signature-256.');
  }
  if (!(await verify(secret, body, signature))) {
    throw new WebhookError(401, 'Assinatura inválida: nada foi publicado.');
  }
  return parsePublishRequest(body);
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
      'O corpo deve ser um objeto JSON: {"products": [...]} ou {"all": true}.',
    );
  }
  const { products, all, reason } = value as Record<string, unknown>;
  if (reason !== undefined && (typeof reason !== 'string' || reason.length > MAX_REASON_LENGTH)) {
    throw new WebhookError(
      400,
      `"reason" deve ser um texto de até ${MAX_REASON_LENGTH} caracteres.`,
    );
  }
  if (all === true && products === undefined) {
    return { products: [], all: true, reason: reason ?? null };
  }
  if (!Array.isArray(products) || products.length === 0) {
    throw new WebhookError(400, 'Informe "products" (lista de ids) ou "all": true.');
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
  return { products: [...new Set(products as string[])], all: false, reason: reason ?? null };
}
