/**
 * The payment stand-in's notifications to the shop, sent as Mercado Pago sends its webhooks:
 *
 *   POST {notification_url}?data.id={charge}&type=charge
 *   x-request-id: <a new UUID per attempt>
 *   x-signature:  ts=<seconds>,v1=<HMAC-SHA256 of id:{charge};request-id:{x-request-id};ts:{ts};>
 *   {"id":"evt_…","type":"charge","action":"charge.updated","data":{"id":"ch_…"},"date_created":…}
 *
 * They wait in a queue in the database (`gateway_notifications`), written in the same
 * transaction as the change they tell of, so a restart loses none. A delivery that is not
 * answered with a 2xx is tried again after a pause that doubles each time, up to a bounded
 * number of attempts; then it is given up (the shop's reconciliation asks about the charge
 * instead). Several processes may share the queue: each attempt is claimed first.
 */
import { randomToken } from '../../api/core/secrets.ts';
import { toDate } from '../../api/db/codecs.ts';
import type { Db } from '../../api/db/database.ts';
import { LOCAL_NOTIFICATION_TOPIC } from '../../api/providers/payments/local-provider.ts';
import {
  REQUEST_ID_HEADER,
  SIGNATURE_HEADER,
  signatureHeader,
} from '../../api/providers/payments/signature.ts';

export interface RetryPolicy {
  /** Attempts in all before a notification is given up. */
  readonly maxAttempts: number;
  /** The pause after the first failed attempt; each next one doubles, up to `maxDelayMs`. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

/** About 25 minutes of attempts: 1 s, 2 s, 4 s … then every 5 minutes, 12 attempts in all. */
const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 12,
  baseDelayMs: 1_000,
  maxDelayMs: 5 * 60_000,
};

/** A receiver that hangs is dropped after this long, and the attempt counted as failed. */
const DELIVERY_TIMEOUT_MS = 10_000;
/** How many due notifications one pass sends. */
const BATCH = 20;

/** Queues a notification about `chargeId` to `url`, due at once; `db` is the change's transaction. */
export async function enqueueNotification(
  db: Db,
  chargeId: string,
  url: string,
  at: number,
): Promise<void> {
  await db
    .insertInto('gateway_notifications')
    .values({
      id: `evt_${randomToken().slice(0, 32)}`,
      charge_id: chargeId,
      url,
      next_attempt_at: toDate(at),
      created_at: toDate(at),
    })
    .execute();
}

export interface NotifierOptions {
  readonly db: Db;
  /** MOCK_PAYMENT_GATEWAY_WEBHOOK_SECRET. */
  readonly secret: string;
  readonly now?: () => number;
  /** Who receives (tests may pass their own); defaults to the global fetch. */
  readonly send?: typeof fetch;
  readonly retry?: RetryPolicy;
}

export interface Notifier {
  /** Sends every notification that is due; resolves once each attempt is recorded. */
  deliverDue(): Promise<void>;
}

/** The pause after failed attempt number `attempt` (1-based). */
function retryDelay(attempt: number, policy: RetryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
}

export function createNotifier(options: NotifierOptions): Notifier {
  const { db, secret } = options;
  const now = options.now ?? (() => Date.now());
  const send = options.send ?? fetch;
  const policy = options.retry ?? DEFAULT_RETRY_POLICY;

  /** One signed POST of the notification; the error, or null when the receiver took it. */
  async function post(
    id: string,
    chargeId: string,
    url: string,
    at: number,
  ): Promise<string | null> {
    const target = new URL(url);
    target.searchParams.set('data.id', chargeId);
    target.searchParams.set('type', LOCAL_NOTIFICATION_TOPIC);
    const requestId = crypto.randomUUID();
    const ts = String(Math.floor(at / 1000));
    try {
      const response = await send(target, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [REQUEST_ID_HEADER]: requestId,
          [SIGNATURE_HEADER]: signatureHeader(secret, chargeId, requestId, ts),
        },
        body: JSON.stringify({
          id,
          type: LOCAL_NOTIFICATION_TOPIC,
          action: 'charge.updated',
          data: { id: chargeId },
          date_created: new Date(at).toISOString(),
        }),
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.body?.cancel();
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  return {
    async deliverDue() {
      const at = now();
      const due = await db
        .selectFrom('gateway_notifications')
        .select(['id', 'next_attempt_at'])
        .where('next_attempt_at', '<=', toDate(at))
        .where('delivered_at', 'is', null)
        .where('given_up_at', 'is', null)
        .orderBy('next_attempt_at')
        .limit(BATCH)
        .execute();
      for (const { id, next_attempt_at } of due) {
        // Claimed for as long as an attempt may take: another process skips it meanwhile.
        const claimed = await db
          .updateTable('gateway_notifications')
          .set((eb) => ({
            attempts: eb('attempts', '+', 1),
            next_attempt_at: toDate(at + DELIVERY_TIMEOUT_MS + 1_000),
          }))
          .where('id', '=', id)
          .where('next_attempt_at', '=', next_attempt_at)
          .returning(['charge_id', 'url', 'attempts'])
          .executeTakeFirst();
        if (!claimed) continue;
        const error = await post(id, claimed.charge_id, claimed.url, now());
        const done = toDate(now());
        const outcome =
          error === null
            ? { delivered_at: done, last_error: null }
            : claimed.attempts >= policy.maxAttempts
              ? { given_up_at: done, last_error: error }
              : {
                  next_attempt_at: toDate(done.getTime() + retryDelay(claimed.attempts, policy)),
                  last_error: error,
                };
        await db.updateTable('gateway_notifications').set(outcome).where('id', '=', id).execute();
      }
    },
  };
}
