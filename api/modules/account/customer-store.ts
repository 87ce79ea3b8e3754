/**
 * Customers as the API keeps them: the profile, the password hash, the privacy consent and
 * whether the e-mail is proved theirs.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { rowId, toDate, toMs, toMsOrNull, violatedUnique } from '../../db/codecs.ts';
import type { Row, RowChange } from '../../db/tables.ts';

export interface PrivacyConsentRecord {
  /** The policy's version (its date, YYYY-MM-DD). */
  readonly policyVersion: string;
  readonly acceptedAt: number;
}

export interface CustomerRecord {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly rg: string | null;
  readonly cpf: string | null;
  readonly phone: string | null;
  readonly address: string | null;
  readonly cep: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly country: string | null;
  readonly created_at: number;
  readonly updated_at: number;
  /** Accounts are deleted, not marked: a record that exists is never deleted. */
  readonly deleted_at: null;
  /** The privacy policy the customer accepted at registration; null for seed customers. */
  readonly privacyConsent: PrivacyConsentRecord | null;
  /** When the customer opened the link mailed to `email`; null until then (and after a change). */
  readonly emailVerifiedAt: number | null;
}

export type ProfileField =
  'name' | 'email' | 'rg' | 'cpf' | 'phone' | 'address' | 'cep' | 'city' | 'state' | 'country';

export type ProfileChanges = Partial<Record<ProfileField, string | null>>;

export interface NewCustomer {
  readonly name: string;
  readonly email: string;
  readonly cpf: string;
  readonly phone: string;
  readonly passwordHash: string;
  readonly privacyConsent: PrivacyConsentRecord;
}

/** Which identifying value another account already uses. */
export class TakenError extends Error {
  override readonly name = 'TakenError';
  readonly field: 'email' | 'cpf';
  constructor(field: 'email' | 'cpf') {
    super(`${field} already registered`);
    this.field = field;
  }
}

function customerRecord(row: Row<'customers'>): CustomerRecord {
  return {
    id: String(row.id),
    name: row.name,
    email: row.email,
    passwordHash: row.password_hash,
    rg: row.rg,
    cpf: row.cpf,
    phone: row.phone,
    address: row.address,
    cep: row.cep,
    city: row.city,
    state: row.state,
    country: row.country,
    created_at: toMs(row.created_at),
    updated_at: toMs(row.updated_at),
    deleted_at: null,
    privacyConsent:
      row.privacy_policy_version === null || row.privacy_accepted_at === null
        ? null
        : {
            policyVersion: row.privacy_policy_version,
            acceptedAt: toMsOrNull(row.privacy_accepted_at) ?? 0,
          },
    emailVerifiedAt: toMsOrNull(row.email_verified_at),
  };
}

/** The unique constraints of `customers`, as the migration names them, and their fields. */
function takenField(error: unknown): 'email' | 'cpf' | null {
  const constraint = violatedUnique(error);
  if (constraint === 'customers_email_key') return 'email';
  if (constraint === 'customers_cpf_key') return 'cpf';
  return null;
}

async function orTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const field = takenField(error);
    throw field ? new TakenError(field) : error;
  }
}

export function customerStore(db: Db) {
  return {
    async byId(id: string): Promise<CustomerRecord | null> {
      const n = rowId(id);
      if (n === null) return null;
      const row = await db
        .selectFrom('customers')
        .selectAll()
        .where('id', '=', n)
        .executeTakeFirst();
      return row ? customerRecord(row) : null;
    },

    async byEmail(email: string): Promise<CustomerRecord | null> {
      const row = await db
        .selectFrom('customers')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirst();
      return row ? customerRecord(row) : null;
    },

    /** The payment provider's customer the customer's cards are saved under; null before one. */
    async paymentCustomerIdOf(id: string): Promise<string | null> {
      const n = rowId(id);
      if (n === null) return null;
      const row = await db
        .selectFrom('customers')
        .select('payment_customer_id')
        .where('id', '=', n)
        .executeTakeFirst();
      return row?.payment_customer_id ?? null;
    },

    /** Records the provider's customer of `id`: the first one recorded stays. */
    async setPaymentCustomerId(id: string, paymentCustomerId: string): Promise<void> {
      await db
        .updateTable('customers')
        .set({ payment_customer_id: paymentCustomerId })
        .where('id', '=', Number(id))
        .where('payment_customer_id', 'is', null)
        .execute();
    },

    /** The fields among `values` another customer than `selfId` already uses. */
    async takenBy(
      values: { email?: string | null; cpf?: string | null },
      selfId: string | null,
    ): Promise<('email' | 'cpf')[]> {
      const { email, cpf } = values;
      if (email == null && cpf == null) return [];
      const self = selfId === null ? null : rowId(selfId);
      const rows = await db
        .selectFrom('customers')
        .select(['email', 'cpf'])
        .where((eb) =>
          eb.or([
            ...(email == null ? [] : [eb('email', '=', email)]),
            ...(cpf == null ? [] : [eb('cpf', '=', cpf)]),
          ]),
        )
        .$if(self !== null, (q) => q.where('id', '<>', self ?? 0))
        .execute();
      const taken: ('email' | 'cpf')[] = [];
      if (email != null && rows.some((row) => row.email === email)) taken.push('email');
      if (cpf != null && rows.some((row) => row.cpf === cpf)) taken.push('cpf');
      return taken;
    },

    /** Registers a customer; throws TakenError when the e-mail or CPF was taken meanwhile. */
    async insert(customer: NewCustomer, now: number): Promise<CustomerRecord> {
      const row = await orTaken(
        db
          .insertInto('customers')
          .values({
            name: customer.name,
            email: customer.email,
            password_hash: customer.passwordHash,
            cpf: customer.cpf,
            phone: customer.phone,
            country: 'Brasil',
            privacy_policy_version: customer.privacyConsent.policyVersion,
            privacy_accepted_at: toDate(customer.privacyConsent.acceptedAt),
            email_verified_at: null,
            created_at: toDate(now),
            updated_at: toDate(now),
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return customerRecord(row);
    },

    /** Applies profile changes (null clears a field); throws TakenError on a used e-mail or CPF. */
    async updateProfile(id: string, changes: ProfileChanges, now: number): Promise<CustomerRecord> {
      const set: RowChange<'customers'> = { updated_at: toDate(now) };
      for (const [field, value] of Object.entries(changes) as [ProfileField, string | null][]) {
        if (value === null && (field === 'name' || field === 'email')) continue;
        (set as Record<string, unknown>)[field] = value;
      }
      // A new address is not proved the customer's until its own link is opened.
      if (typeof changes.email === 'string') {
        (set as Record<string, unknown>)['email_verified_at'] =
          sql`case when email = ${changes.email} then email_verified_at else null end`;
      }
      const row = await orTaken(
        db
          .updateTable('customers')
          .set(set)
          .where('id', '=', Number(id))
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return customerRecord(row);
    },

    /**
     * Marks `email` as proved the customer's, if it still is their address; answers whether it
     * was.
     */
    async markEmailVerified(id: string, email: string, now: number): Promise<boolean> {
      const row = await db
        .updateTable('customers')
        .set({ email_verified_at: toDate(now) })
        .where('id', '=', Number(id))
        .where('email', '=', email)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Locks the customer's row until the transaction ends: their orders run one at a time. */
    async lockForUpdate(id: string): Promise<void> {
      await db
        .selectFrom('customers')
        .select('id')
        .where('id', '=', Number(id))
        .forUpdate()
        .execute();
    },

    async setPasswordHash(id: string, passwordHash: string, now: number): Promise<void> {
      await db
        .updateTable('customers')
        .set({ password_hash: passwordHash, updated_at: toDate(now) })
        .where('id', '=', Number(id))
        .execute();
    },

    /** Deletes the account; its sessions, codes, tickets, favorites and cards go with it. */
    async delete(id: string): Promise<void> {
      await db.deleteFrom('customers').where('id', '=', Number(id)).execute();
    },
  };
}
