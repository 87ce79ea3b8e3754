/**
 * Device proofs, after OWASP's "device cookies": a login that succeeds answers an opaque random
 * proof, which the browser keeps and sends back (header `X-Device-Proof`) with its next logins,
 * recoveries and password checks. A guess that presents a live proof of the account it guesses
 * counts against that browser's own bucket only, so other clients' wrong guesses, which lock the
 * account's shared bucket, never lock the customer out of a browser they logged in from.
 *
 * A stolen proof is worth little: it works for one account only, brings its own small bucket of
 * guesses (not a login), lives DEVICE_PROOF_LIFETIME_DAYS after its last successful login, is
 * one of at most DEVICE_PROOFS_PER_CUSTOMER per customer, and a password reset or `Sair de
 * todos os dispositivos` revokes it. Only its SHA-256 is stored.
 *
 * Staff members' browsers get proofs the same way, kept by the back office in an HttpOnly
 * cookie; one table holds both, each proof owned by one customer or one staff member.
 */
import {
  DEVICE_PROOF_LIFETIME_MS,
  DEVICE_PROOFS_PER_CUSTOMER,
  DEVICE_PROOFS_PER_REQUEST,
} from '../../core/constants.ts';
import { randomToken, sha256Hex } from '../../core/secrets.ts';
import type { Db } from '../../db/database.ts';
import { toDate } from '../../db/codecs.ts';

/** A proof as issued: 64 hex digits (`randomToken`). */
const PROOF_PATTERN = /^[0-9a-f]{64}$/;
/**
 * Room for DEVICE_PROOFS_PER_REQUEST proofs with a comma and a space between them, and no more
 * (six proofs do not fit): a longer header is garbage.
 */
const MAX_HEADER_LENGTH = DEVICE_PROOFS_PER_REQUEST * 66;

/**
 * The proofs a request presents: the header's well-formed entries, each once. A header longer
 * than DEVICE_PROOFS_PER_REQUEST proofs counts as none (nothing is hashed or looked up).
 */
export function presentedProofs(header: string | null): readonly string[] {
  if (header === null || header.length > MAX_HEADER_LENGTH) return [];
  const proofs = header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => PROOF_PATTERN.test(entry));
  return [...new Set(proofs)];
}

/** Whose browsers a store keeps: customers' (the shop) or staff members' (the back office). */
export type ProofOwner = 'customer_id' | 'staff_id';

export function deviceProofStore(db: Db, owner: ProofOwner = 'customer_id') {
  return {
    /**
     * Issues a proof for a browser the account just logged in from, and forgets the oldest of
     * its proofs beyond DEVICE_PROOFS_PER_CUSTOMER and any expired one. Answers the proof.
     */
    async issue(ownerId: string, now: number): Promise<string> {
      const id = Number(ownerId);
      const proof = randomToken();
      await db
        .insertInto('device_proofs')
        .values({
          proof_hash: sha256Hex(proof),
          ...(owner === 'customer_id' ? { customer_id: id } : { staff_id: id }),
          logged_in_at: toDate(now),
          expires_at: toDate(now + DEVICE_PROOF_LIFETIME_MS),
        })
        .execute();
      const kept = db
        .selectFrom('device_proofs')
        .select('proof_hash')
        .where(owner, '=', id)
        .where('expires_at', '>', toDate(now))
        .orderBy('logged_in_at', 'desc')
        .orderBy('proof_hash')
        .limit(DEVICE_PROOFS_PER_CUSTOMER);
      await db
        .deleteFrom('device_proofs')
        .where(owner, '=', id)
        .where('proof_hash', 'not in', kept)
        .execute();
      return proof;
    },

    /**
     * Which of `proofs` is a live proof of this account, with its hash (the key of its own
     * bucket of guesses); null when none is.
     */
    async matching(
      ownerId: string,
      proofs: readonly string[],
      now: number,
    ): Promise<{ readonly proof: string; readonly hash: string } | null> {
      if (proofs.length === 0) return null;
      const byHash = new Map(proofs.map((proof) => [sha256Hex(proof), proof]));
      const row = await db
        .selectFrom('device_proofs')
        .select('proof_hash')
        .where(owner, '=', Number(ownerId))
        .where('proof_hash', 'in', [...byHash.keys()])
        .where('expires_at', '>', toDate(now))
        .orderBy('proof_hash')
        .executeTakeFirst();
      const proof = row && byHash.get(row.proof_hash);
      return row && proof ? { proof, hash: row.proof_hash } : null;
    },

    /** A known browser logged in again: it stays known a full lifetime from now. */
    async renew(proofHash: string, now: number): Promise<void> {
      await db
        .updateTable('device_proofs')
        .set({ logged_in_at: toDate(now), expires_at: toDate(now + DEVICE_PROOF_LIFETIME_MS) })
        .where('proof_hash', '=', proofHash)
        .execute();
    },

    /** Forgets every browser of the account, but `keep` (the one asking, when it has a proof). */
    async revokeAllOf(ownerId: string, keep: string | null = null): Promise<void> {
      let query = db.deleteFrom('device_proofs').where(owner, '=', Number(ownerId));
      if (keep !== null) query = query.where('proof_hash', '!=', keep);
      await query.execute();
    },
  };
}

export type DeviceProofStore = ReturnType<typeof deviceProofStore>;
