/**
 * Pending e-mail verification links, one per customer, kept as the SHA-256 of the link's token
 * with the address it was sent to: a copy of the database does not reveal a link that still
 * works, and a link verifies only the address it was mailed to.
 */
import { sha256Hex } from '../../core/secrets.ts';
import type { Db } from '../../db/database.ts';
import { toDate, toMs } from '../../db/codecs.ts';

/** How long a link works. */
export const VERIFICATION_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export function emailVerificationStore(db: Db) {
  return {
    /** Replaces the customer's pending link with `token`, sent to `email` now. */
    async put(customerId: string, email: string, token: string, now: number): Promise<void> {
      const row = {
        customer_id: Number(customerId),
        email,
        token_hash: sha256Hex(token),
        sent_at: toDate(now),
        expires_at: toDate(now + VERIFICATION_LINK_LIFETIME_MS),
      };
      await db
        .insertInto('email_verifications')
        .values(row)
        .onConflict((oc) =>
          oc.column('customer_id').doUpdateSet({
            email: row.email,
            token_hash: row.token_hash,
            sent_at: row.sent_at,
            expires_at: row.expires_at,
          }),
        )
        .execute();
    },

    /** When the customer's pending link was sent; null when none is pending. */
    async sentAt(customerId: string): Promise<number | null> {
      const row = await db
        .selectFrom('email_verifications')
        .select('sent_at')
        .where('customer_id', '=', Number(customerId))
        .executeTakeFirst();
      return row ? toMs(row.sent_at) : null;
    },

    /**
     * Uses up the live link whose token is `token` (once: a concurrent request cannot spend it
     * again); answers whose it was and the address it was sent to, or null.
     */
    async spend(token: string, now: number): Promise<{ customerId: string; email: string } | null> {
      const row = await db
        .deleteFrom('email_verifications')
        .where('token_hash', '=', sha256Hex(token))
        .where('expires_at', '>', toDate(now))
        .returning(['customer_id', 'email'])
        .executeTakeFirst();
      return row ? { customerId: String(row.customer_id), email: row.email } : null;
    },
  };
}
