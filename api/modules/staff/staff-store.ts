/**
 * Staff accounts, their sessions and invitations. Sessions and invitation codes are kept as
 * SHA-256 digests (a copy of the table opens nothing), like customers' sessions; passwords are
 * scrypt hashes made by the caller. Every API process reads the same tables.
 */
import { sql } from 'kysely';
import { randomToken, sha256Hex } from '../../core/secrets.ts';
import type { Db } from '../../db/database.ts';
import { rowId, toDate, toMs } from '../../db/codecs.ts';
import type { StaffNotice, StaffRole } from '../../../contract/staff.ts';
import type { Row } from '../../db/tables.ts';

/** A staff session lasts one working day. */
export const STAFF_SESSION_MS = 12 * 60 * 60 * 1000;
/** An invitation waits a week for its password. */
export const INVITATION_MS = 7 * 24 * 60 * 60 * 1000;

export interface StaffRecord {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly role: StaffRole;
  readonly active: boolean;
  /** Null while the invitation waits. */
  readonly passwordHash: string | null;
  readonly createdAt: number;
  /** Whether they get each e-mail about new work (when their role receives it). */
  readonly notices: Readonly<Record<StaffNotice, boolean>>;
}

/** The column that keeps each notice's choice. */
const NOTICE_COLUMNS = {
  newOrders: 'mail_new_orders',
  newTickets: 'mail_new_tickets',
} as const satisfies Record<StaffNotice, keyof Row<'staff'>>;

function staffRecord(row: Row<'staff'>): StaffRecord {
  return {
    id: String(row.id),
    name: row.name,
    email: row.email,
    role: row.role,
    active: row.active,
    passwordHash: row.password_hash,
    createdAt: toMs(row.created_at),
    notices: { newOrders: row.mail_new_orders, newTickets: row.mail_new_tickets },
  };
}

/** A unique e-mail already taken by another staff member. */
export class StaffEmailTakenError extends Error {
  override readonly name = 'StaffEmailTakenError';
}

export function staffStore(db: Db) {
  return {
    async byId(id: string): Promise<StaffRecord | null> {
      const n = rowId(id);
      if (n === null) return null;
      const row = await db.selectFrom('staff').selectAll().where('id', '=', n).executeTakeFirst();
      return row ? staffRecord(row) : null;
    },

    async byEmail(email: string): Promise<StaffRecord | null> {
      const row = await db
        .selectFrom('staff')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirst();
      return row ? staffRecord(row) : null;
    },

    async all(): Promise<StaffRecord[]> {
      const rows = await db.selectFrom('staff').selectAll().orderBy('name').orderBy('id').execute();
      return rows.map(staffRecord);
    },

    /** Ids of the active admins, locked until the transaction ends (the last-admin rule). */
    async lockActiveAdmins(): Promise<string[]> {
      const rows = await db
        .selectFrom('staff')
        .select('id')
        .where('role', '=', 'ADMIN')
        .where('active', '=', true)
        .orderBy('id')
        .forUpdate()
        .execute();
      return rows.map((row) => String(row.id));
    },

    async insert(
      member: { name: string; email: string; role: StaffRole },
      now: number,
    ): Promise<StaffRecord> {
      const row = await db
        .insertInto('staff')
        .values({ ...member, created_at: toDate(now), updated_at: toDate(now) })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new StaffEmailTakenError(member.email);
      return staffRecord(row);
    },

    async setRole(id: string, role: StaffRole, now: number): Promise<StaffRecord | null> {
      const row = await db
        .updateTable('staff')
        .set({ role, updated_at: toDate(now) })
        .where('id', '=', Number(id))
        .returningAll()
        .executeTakeFirst();
      return row ? staffRecord(row) : null;
    },

    async deactivate(id: string, now: number): Promise<StaffRecord | null> {
      const row = await db
        .updateTable('staff')
        .set({ active: false, updated_at: toDate(now) })
        .where('id', '=', Number(id))
        .returningAll()
        .executeTakeFirst();
      await db.deleteFrom('staff_sessions').where('staff_id', '=', Number(id)).execute();
      await db.deleteFrom('staff_invitations').where('staff_id', '=', Number(id)).execute();
      return row ? staffRecord(row) : null;
    },

    /**
     * Takes the member back to a pending invitation: active, with no password (the old one no
     * longer opens anything) and no session; `role` when given. The caller stores the new code.
     */
    async resetToInvitation(id: string, now: number, role?: StaffRole): Promise<StaffRecord> {
      const row = await db
        .updateTable('staff')
        .set({
          active: true,
          password_hash: null,
          ...(role ? { role } : {}),
          updated_at: toDate(now),
        })
        .where('id', '=', Number(id))
        .returningAll()
        .executeTakeFirstOrThrow();
      await db.deleteFrom('staff_sessions').where('staff_id', '=', Number(id)).execute();
      return staffRecord(row);
    },

    /** Ends every session of the member but the one of `keepToken` (their own browser). */
    async closeOtherSessions(id: string, keepToken: string): Promise<void> {
      await db
        .deleteFrom('staff_sessions')
        .where('staff_id', '=', Number(id))
        .where('token_hash', '!=', sha256Hex(keepToken))
        .execute();
    },

    /** Sets the member's own choice of the notices named in `choices`; the rest stay. */
    async setNotices(
      id: string,
      choices: Partial<Record<StaffNotice, boolean>>,
      now: number,
    ): Promise<StaffRecord | null> {
      const columns = Object.fromEntries(
        (Object.keys(choices) as StaffNotice[]).map((notice) => [
          NOTICE_COLUMNS[notice],
          choices[notice],
        ]),
      );
      const row = await db
        .updateTable('staff')
        .set({ ...columns, updated_at: toDate(now) })
        .where('id', '=', Number(id))
        .returningAll()
        .executeTakeFirst();
      return row ? staffRecord(row) : null;
    },

    /**
     * The addresses that get `notice`: active members of `roles` who have chosen their password
     * (an invitation still waiting may have gone to a wrong address) and have not turned it off.
     */
    async noticeRecipients(notice: StaffNotice, roles: readonly StaffRole[]): Promise<string[]> {
      if (roles.length === 0) return [];
      const rows = await db
        .selectFrom('staff')
        .select('email')
        .where('role', 'in', roles)
        .where('active', '=', true)
        .where('password_hash', 'is not', null)
        .where(NOTICE_COLUMNS[notice], '=', true)
        .orderBy('id')
        .execute();
      return rows.map((row) => row.email);
    },

    async setPassword(id: string, passwordHash: string, now: number): Promise<void> {
      await db
        .updateTable('staff')
        .set({ password_hash: passwordHash, updated_at: toDate(now) })
        .where('id', '=', Number(id))
        .execute();
    },

    /** Opens a session; answers its token. Expired sessions of everyone are dropped. */
    async openSession(staffId: string, now: number): Promise<{ token: string; expiresAt: number }> {
      await db.deleteFrom('staff_sessions').where('expires_at', '<=', toDate(now)).execute();
      const token = randomToken();
      const expiresAt = now + STAFF_SESSION_MS;
      await db
        .insertInto('staff_sessions')
        .values({
          token_hash: sha256Hex(token),
          staff_id: Number(staffId),
          expires_at: toDate(expiresAt),
        })
        .execute();
      return { token, expiresAt };
    },

    /** The active staff member of a live session, or null. */
    async ofSession(token: string | null, now: number): Promise<StaffRecord | null> {
      if (token === null) return null;
      const row = await db
        .selectFrom('staff_sessions')
        .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
        .selectAll('staff')
        .where('staff_sessions.token_hash', '=', sha256Hex(token))
        .where('staff_sessions.expires_at', '>', toDate(now))
        .where('staff.active', '=', true)
        .executeTakeFirst();
      return row ? staffRecord(row) : null;
    },

    async closeSession(token: string): Promise<void> {
      await db.deleteFrom('staff_sessions').where('token_hash', '=', sha256Hex(token)).execute();
    },

    /** Stores a new invitation code for the member (replacing any earlier one). */
    async putInvitation(staffId: string, code: string, now: number): Promise<void> {
      await db
        .insertInto('staff_invitations')
        .values({
          staff_id: Number(staffId),
          code_hash: sha256Hex(code),
          expires_at: toDate(now + INVITATION_MS),
        })
        .onConflict((conflict) =>
          conflict.column('staff_id').doUpdateSet({
            code_hash: sha256Hex(code),
            expires_at: toDate(now + INVITATION_MS),
          }),
        )
        .execute();
    },

    /** Spends the member's invitation if `code` is it and it has not expired. */
    async spendInvitation(staffId: string, code: string, now: number): Promise<boolean> {
      const spent = await db
        .deleteFrom('staff_invitations')
        .where('staff_id', '=', Number(staffId))
        .where('code_hash', '=', sha256Hex(code))
        .where('expires_at', '>', toDate(now))
        .executeTakeFirst();
      return Number(spent.numDeletedRows) === 1;
    },

    async hasInvitation(staffId: string): Promise<boolean> {
      const row = await db
        .selectFrom('staff_invitations')
        .select(sql<number>`1`.as('one'))
        .where('staff_id', '=', Number(staffId))
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

/** A random invitation code: 128 bits as hex, long enough to travel in a link. */
export function invitationCode(): string {
  return randomToken().slice(0, 32);
}
