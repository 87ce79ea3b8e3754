/**
 * Takes one publish webhook, in this order: body size (413), the checks of the webhook's
 * contract (contract/publish-webhook-check.ts: signature 401, shape 400 or 401, freshness 401),
 * and last whether the delivery was seen before (401; 429 while the window holds too many). A
 * body whose signature fails never reaches the list of seen deliveries, so a forged replay cannot
 * fill it or mark a real delivery as seen. Only a request that passes every check becomes a
 * PublishRequest, and its delivery is then remembered.
 */
import type { IncomingMessage } from 'node:http';
import { MAX_WEBHOOK_BYTES, SIGNATURE_HEADER } from '../contract/publish-webhook.ts';
import type { PublishRequest } from '../contract/publish-webhook.ts';
import { checkPublishWebhook, WebhookError } from '../contract/publish-webhook-check.ts';
import { MAX_AGE_MS, rememberUntil } from '../contract/webhook-delivery.ts';
import type { SeenDeliveries } from './seen-deliveries.ts';

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
  const signature = req.headers[SIGNATURE_HEADER.toLowerCase()];
  const request = await checkPublishWebhook(
    body,
    typeof signature === 'string' ? signature : null,
    gate.secret,
    gate.now(),
  );
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
