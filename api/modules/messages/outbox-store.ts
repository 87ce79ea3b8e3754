/**
 * The outbox: messages the shop sends to people (staff invitations), kept where a mail relay
 * would pick them up. The embedded API also prints each one to its console; tests read them
 * back through the test hooks.
 */
import type { Db } from '../../db/database.ts';
import { toDate, toMs } from '../../db/codecs.ts';

export interface OutboxMessage {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly createdAt: number;
}

export function outboxStore(db: Db) {
  return {
    async put(message: Omit<OutboxMessage, 'createdAt'>, now: number): Promise<void> {
      await db
        .insertInto('outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          body: message.body,
          created_at: toDate(now),
        })
        .execute();
    },

    /** The messages sent to `to`, newest first (at most 50). */
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
        body: row.body,
        createdAt: toMs(row.created_at),
      }));
    },
  };
}
