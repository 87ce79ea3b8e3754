/**
 * The delivery worker: it runs beside the API (the embedded database admits one process), looks
 * at the outbox every `pollMs` (at once again after a full batch), and sends what is due through
 * the transport. A try that fails
 * for now is due again after a wait that doubles from 30 s up to 1 h, at most `maxAttempts`
 * tries; a permanent refusal ends the tries at once. Either way the reason is recorded for
 * admins. A worker that dies between sending and recording leaves the message claimed for
 * `leaseMs`; it is then sent again under the same `Message-ID`, which the receiving side
 * recognises as the message it already has. Records are pruned after MESSAGE_RECORD_RETENTION_DAYS.
 */
import { MESSAGE_RECORD_RETENTION_DAYS } from '../../../contract/messages.ts';
import type { Db } from '../../db/database.ts';
import type { MailTransport } from '../../providers/mail/transport.ts';
import { outboxStore } from './outbox-store.ts';
import type { DueMessage } from './outbox-store.ts';
import type { Logger } from '../../../runtime/log.ts';

const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** How long after try `attempts` (1 for the first) the next one is due. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

export interface DeliveryOptions {
  readonly db: Db;
  readonly transport: MailTransport;
  /** MAIL_FROM. */
  readonly from: string;
  readonly maxAttempts: number;
  readonly now: () => number;
  readonly log: Logger;
  readonly pollMs?: number;
  readonly leaseMs?: number;
  /** Messages sent per look at the outbox. */
  readonly batch?: number;
}

export interface Delivery {
  /** Sends what is due now; answers how many were tried. */
  runOnce(): Promise<number>;
  /** Stops looking and waits for the try under way. */
  stop(): Promise<void>;
}

export function startDelivery(options: DeliveryOptions): Delivery {
  const { db, transport, now, log, pollMs = 1000, leaseMs = 60_000, batch = 20 } = options;
  const outbox = outboxStore(db);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);
  let lastPrune = 0;

  async function deliver(message: DueMessage): Promise<void> {
    const { listUnsubscribe, ...mail } = message;
    const outcome = await transport.send({
      ...mail,
      from: options.from,
      ...(listUnsubscribe ? { headers: { 'List-Unsubscribe': `<${listUnsubscribe}>` } } : {}),
    });
    if (outcome.ok) {
      await outbox.markSent(message.id, now());
      return;
    }
    const finalTry = outcome.permanent || message.attempts >= options.maxAttempts;
    if (finalTry) {
      await outbox.markFailed(message.id, now(), outcome.error);
      log.warn(
        { message: message.id, subject: message.subject, attempts: message.attempts },
        `e-mail não entregue: ${outcome.error}`,
      );
    } else {
      await outbox.markRetry(message.id, now() + retryDelayMs(message.attempts), outcome.error);
    }
  }

  async function pass(): Promise<number> {
    const due = await outbox.claimDue(now(), leaseMs, batch);
    for (const message of due) await deliver(message);
    if (now() - lastPrune > DAY_MS) {
      lastPrune = now();
      await outbox.prune(now() - MESSAGE_RECORD_RETENTION_DAYS * DAY_MS);
    }
    return due.length;
  }

  function runOnce(): Promise<number> {
    running = running.then(pass, pass);
    return running;
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        // A full batch means more may be waiting: the next pass starts at once, so a queue
        // drains batch after batch, each pass leaving the event loop to the API in between.
        .then((tried) => (tried >= batch ? 0 : pollMs))
        .catch((error: unknown) => {
          log.error({ err: error }, 'entrega de e-mails falhou');
          return pollMs;
        })
        .then(schedule);
    }, delayMs);
  }
  schedule(pollMs);

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
      transport.close();
    },
  };
}
