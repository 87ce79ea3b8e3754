/**
 * Bearer sessions: opaque random tokens mapped to a customer id, valid for TOKEN_LIFETIME_DAYS.
 * The database keeps the SHA-256 of each token, never the token, so a copy of it opens no
 * session. A 256-bit random token needs no slow KDF. Every API process reads the same table,
 * so a token works on whichever process answers.
 */
import { TOKEN_LIFETIME_MS } from '../../core/constants.ts';
import { randomToken, sha256Hex } from '../../core/secrets.ts';
import type { Db } from '../../db/database.ts';
import { toDate } from '../../db/codecs.ts';

/** Longer than any token we issue (64 hex characters): such a header is garbage, not a lookup. */
const MAX_TOKEN_LENGTH = 128;

/** The token of an `Authorization: Bearer {token}` header, or null. */
export function bearerToken(header: string | null): string | null {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  const token = match?.[1];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

export function sessionStore(db: Db) {
  return {
    /** Opens a session for the customer and answers its token (expired sessions are dropped). */
    async open(customerId: string, now: number): Promise<string> {
      await db.deleteFrom('sessions').where('expires_at', '<=', toDate(now)).execute();
      const token = randomToken();
      await db
        .insertInto('sessions')
        .values({
          token_hash: sha256Hex(token),
          customer_id: Number(customerId),
          expires_at: toDate(now + TOKEN_LIFETIME_MS),
        })
        .execute();
      return token;
    },

    /** The customer id of a live session, or null for unknown and expired tokens. */
    async customerOf(token: string | null, now: number): Promise<string | null> {
      if (token === null) return null;
      const row = await db
        .selectFrom('sessions')
        .select('customer_id')
        .where('token_hash', '=', sha256Hex(token))
        .where('expires_at', '>', toDate(now))
        .executeTakeFirst();
      return row ? String(row.customer_id) : null;
    },

    async close(token: string): Promise<void> {
      await db.deleteFrom('sessions').where('token_hash', '=', sha256Hex(token)).execute();
    },

    async closeAllOf(customerId: string): Promise<void> {
      await db.deleteFrom('sessions').where('customer_id', '=', Number(customerId)).execute();
    },
  };
}
