/**
 * The provider notifications the API has believed, by their delivery id, each kept until it is
 * too old to pass the freshness check anyway: a notification captured and sent again is
 * recognised, whichever API process receives it.
 */
import type { Db } from '../../db/database.ts';
import { toDate } from '../../db/codecs.ts';

export interface SeenNotifications {
  /**
   * Remembers `requestId` until `forgetAt`; true the first time, false when it was already
   * remembered. Forgets what is past its time on the way.
   */
  firstTime(requestId: string, forgetAt: number): Promise<boolean>;
}

export function createSeenNotifications(
  db: Db,
  now: () => number = () => Date.now(),
): SeenNotifications {
  return {
    async firstTime(requestId, forgetAt) {
      await db
        .deleteFrom('payment_notifications_seen')
        .where('forget_at', '<=', toDate(now()))
        .execute();
      const added = await db
        .insertInto('payment_notifications_seen')
        .values({ request_id: requestId, forget_at: toDate(forgetAt) })
        .onConflict((conflict) => conflict.column('request_id').doNothing())
        .returning('request_id')
        .executeTakeFirst();
      return added !== undefined;
    },
  };
}
