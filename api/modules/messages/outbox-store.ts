/**
 * The outbox: every message the shop sends, written in the transaction of the change it tells
 * about, then delivered by `delivery.ts`. A message is claimed for a try by moving its next try
 * past a lease (so a worker that dies mid-send gives it back), and ends accepted (`sent_at`, its
 * parts erased: a delivered message keeps no code or link that grants access) or given up
 * (`failed_at`, with the last error for admins, its parts kept so an admin can have it tried
 * again).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { rowId, toDate, toMs, toMsOrNull } from '../../db/codecs.ts';
import type { Row } from '../../db/tables.ts';

export interface NewMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Where the recipient stops a notice they asked for (`List-Unsubscribe`). */
  readonly listUnsubscribe?: string;
}

/** A message as a delivery try needs it. */
export interface DueMessage extends NewMessage {
  readonly id: string;
  readonly messageId: string;
  /** Tries so far, this one included. */
  readonly attempts: number;
}

/** What an address was sent (newest first): for the test hooks and for admins. */
export interface OutboxMessage {
  readonly to: string;
  readonly subject: string;
  /** The plain-text part; empty once delivered. */
  readonly text: string;
  readonly createdAt: number;
  readonly sentAt: number | null;
  readonly failedAt: number | null;
  readonly lastError: string | null;
}

/** A message the delivery gave up on, as admins see it. */
export interface FailedMessage {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly createdAt: number;
  readonly failedAt: number;
  readonly attempts: number;
  readonly lastError: string;
  /** Its parts are still kept (a message given up before they were, has none to send). */
  readonly retryable: boolean;
}

type FailedRow = Pick<
  Row<'outbox'>,
  'id' | 'to_address' | 'subject' | 'created_at' | 'failed_at' | 'attempts' | 'last_error'
> & { retryable: boolean };

/** The messages given up on, with what admins see of each. */
function givenUp(db: Db) {
  return db
    .selectFrom('outbox')
    .select(['id', 'to_address', 'subject', 'created_at', 'failed_at', 'attempts', 'last_error'])
    .select(sql<boolean>`body <> ''`.as('retryable'))
    .where('failed_at', 'is not', null);
}

function failedMessage(row: FailedRow): FailedMessage {
  return {
    id: String(row.id),
    to: row.to_address,
    subject: row.subject,
    createdAt: toMs(row.created_at),
    failedAt: toMs(row.failed_at ?? row.created_at),
    attempts: row.attempts,
    lastError: row.last_error ?? '',
    retryable: row.retryable,
  };
}

/** `<uuid@domain>`, the domain being the sender's (MAIL_FROM). */
export function newMessageId(domain: string): string {
  return `<${crypto.randomUUID()}@${domain}>`;
}

export function outboxStore(db: Db) {
  return {
    async put(message: NewMessage, messageId: string, now: number): Promise<void> {
      await db
        .insertInto('outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          body: message.text,
          html: message.html,
          message_id: messageId,
          list_unsubscribe: message.listUnsubscribe ?? null,
          next_attempt_at: toDate(now),
          created_at: toDate(now),
        })
        .execute();
    },

    /**
     * Claims up to `limit` messages whose try is due, oldest first, counting the try and moving
     * their next one `leaseMs` away; two workers never claim the same message.
     */
    async claimDue(now: number, leaseMs: number, limit: number): Promise<DueMessage[]> {
      const { rows } = await sql<{
        id: number;
        to_address: string;
        subject: string;
        body: string;
        html: string;
        message_id: string;
        attempts: number;
        list_unsubscribe: string | null;
      }>`
        update outbox set attempts = attempts + 1, next_attempt_at = ${toDate(now + leaseMs)}
        where id in (
          select id from outbox
          where sent_at is null and failed_at is null and next_attempt_at <= ${toDate(now)}
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked
        )
        returning id, to_address, subject, body, html, message_id, attempts, list_unsubscribe
      `.execute(db);
      return rows
        .map((row) => ({
          id: String(row.id),
          to: row.to_address,
          subject: row.subject,
          text: row.body,
          html: row.html,
          messageId: row.message_id,
          attempts: row.attempts,
          ...(row.list_unsubscribe ? { listUnsubscribe: row.list_unsubscribe } : {}),
        }))
        .sort((a, b) => Number(a.id) - Number(b.id));
    },

    /** Accepted by the server: its parts are erased, its record kept. */
    async markSent(id: string, now: number): Promise<void> {
      await db
        .updateTable('outbox')
        .set({ sent_at: toDate(now), body: '', html: '', last_error: null, next_attempt_at: null })
        .where('id', '=', Number(id))
        .execute();
    },

    async markRetry(id: string, nextAt: number, error: string): Promise<void> {
      await db
        .updateTable('outbox')
        .set({ next_attempt_at: toDate(nextAt), last_error: error })
        .where('id', '=', Number(id))
        .where('sent_at', 'is', null)
        .execute();
    },

    /** Given up: kept with the reason and its parts, for admins to see and try again. */
    async markFailed(id: string, now: number, error: string): Promise<void> {
      await db
        .updateTable('outbox')
        .set({ failed_at: toDate(now), last_error: error, next_attempt_at: null })
        .where('id', '=', Number(id))
        .where('sent_at', 'is', null)
        .execute();
    },

    /** One page of the messages given up on, newest first, and how many there are. */
    async failedPage(
      offset: number,
      limit: number,
    ): Promise<{ items: FailedMessage[]; total: number }> {
      const [rows, count] = await Promise.all([
        givenUp(db)
          .orderBy('failed_at', 'desc')
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<string>().as('total'))
          .where('failed_at', 'is not', null)
          .executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(failedMessage), total: Number(count.total) };
    },

    /** The message `id` if the delivery gave up on it, else null. */
    async failedById(id: string): Promise<FailedMessage | null> {
      const n = rowId(id);
      if (n === null) return null;
      const row = await givenUp(db).where('id', '=', n).executeTakeFirst();
      return row ? failedMessage(row) : null;
    },

    /**
     * A message given up on (its parts kept) is due again at `now`, its tries counted anew;
     * answers whether there was such a message.
     */
    async retry(id: string, now: number): Promise<boolean> {
      const n = rowId(id);
      if (n === null) return false;
      const retried = await db
        .updateTable('outbox')
        .set({ failed_at: null, attempts: 0, next_attempt_at: toDate(now) })
        .where('id', '=', n)
        .where('failed_at', 'is not', null)
        .where('body', '<>', '')
        .executeTakeFirst();
      return Number(retried.numUpdatedRows) === 1;
    },

    /**
     * How many messages wait for a delivery (new or to be tried again) and how many were given
     * up on: one query, the first count on the index of due messages (the metrics' outbox).
     */
    async counts(): Promise<{ waiting: number; failed: number }> {
      const { rows } = await sql<{ waiting: number; failed: number }>`
        select
          (select count(*) from outbox where sent_at is null and failed_at is null) as waiting,
          (select count(*) from outbox where failed_at is not null) as failed
      `.execute(db);
      return { waiting: Number(rows[0]?.waiting ?? 0), failed: Number(rows[0]?.failed ?? 0) };
    },

    /** The messages written to `to`, newest first (at most 50). */
    async to(to: string): Promise<OutboxMessage[]> {
      const rows = await db
        .selectFrom('outbox')
        .selectAll()
        .where('to_address', '=', to)
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
      return rows.map((row) => ({
        to: row.to_address,
        subject: row.subject,
        text: row.body,
        createdAt: toMs(row.created_at),
        sentAt: toMsOrNull(row.sent_at),
        failedAt: toMsOrNull(row.failed_at),
        lastError: row.last_error,
      }));
    },

    /** Deletes every message to `address` (an account deleted); answers how many. */
    async forget(address: string): Promise<number> {
      const removed = await db
        .deleteFrom('outbox')
        .where('to_address', '=', address)
        .returning('id')
        .execute();
      return removed.length;
    },

    /** Deletes the records of messages delivered or given up before `before`. */
    async prune(before: number): Promise<number> {
      const removed = await db
        .deleteFrom('outbox')
        .where((eb) =>
          eb.or([eb('sent_at', '<', toDate(before)), eb('failed_at', '<', toDate(before))]),
        )
        .returning('id')
        .execute();
      return removed.length;
    },
  };
}
