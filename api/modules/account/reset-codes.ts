/**
 * Pending password recovery codes, one per customer, kept as the SHA-256 of the code: a copy of
 * the database does not reveal a code that still works. Any API process can check a code
 * another one sent.
 */
import { RESET_CODE_LIFETIME_MS, RESET_CODE_MAX_ATTEMPTS } from '../../core/constants.ts';
import { sha256Hex } from '../../core/secrets.ts';
import type { Db } from '../../db/database.ts';
import { toDate } from '../../db/codecs.ts';
import { sql } from 'kysely';

export function resetCodeStore(db: Db) {
  return {
    /** Replaces the customer's pending code with `code`. */
    async put(customerId: string, code: string, now: number): Promise<void> {
      const row = {
        customer_id: Number(customerId),
        code_hash: sha256Hex(code),
        expires_at: toDate(now + RESET_CODE_LIFETIME_MS),
        attempts: 0,
      };
      await db
        .insertInto('reset_codes')
        .values(row)
        .onConflict((oc) =>
          oc.column('customer_id').doUpdateSet({
            code_hash: row.code_hash,
            expires_at: row.expires_at,
            attempts: 0,
          }),
        )
        .execute();
    },

    /**
     * Whether `code` is the customer's live code. A right code is used up at once (a concurrent
     * request cannot spend it again); a wrong one counts, and the code burns after
     * RESET_CODE_MAX_ATTEMPTS wrong ones.
     */
    async spend(customerId: string, code: string, now: number): Promise<boolean> {
      const id = Number(customerId);
      const spent = await db
        .deleteFrom('reset_codes')
        .where('customer_id', '=', id)
        .where('code_hash', '=', sha256Hex(code))
        .where('expires_at', '>', toDate(now))
        .returning('customer_id')
        .executeTakeFirst();
      if (spent) return true;
      const counted = await db
        .updateTable('reset_codes')
        .set({ attempts: sql`attempts + 1` })
        .where('customer_id', '=', id)
        .returning('attempts')
        .executeTakeFirst();
      if (counted && counted.attempts >= RESET_CODE_MAX_ATTEMPTS) {
        await db.deleteFrom('reset_codes').where('customer_id', '=', id).execute();
      }
      return false;
    },
  };
}
