/**
 * The payment stand-in's books: its charges, as a PSP keeps them. A card charge spends its
 * token and is approved or declined at once (`test-cards.ts`); a saved card's token is charged
 * only as its customer (the payer), and only while the card is still saved; a Pix charge carries a dynamic BR
 * Code and a boleto a linha digitável, both pending until the test bank pays them (`pay`) or
 * their time runs out (`expireDue`); a paid charge is refunded in whole or in parts. Each change
 * commits together with the notification that tells the shop of it (`notifications.ts`).
 *
 * A charge is created once per idempotency key: the same key with the same request answers the
 * charge it made, the same key with another request is refused.
 */
import { randomToken } from '../../api/core/secrets.ts';
import { toDate, toMs, toMsOrNull, violatedUnique } from '../../api/db/codecs.ts';
import type { Db } from '../../api/db/database.ts';
import type { Row } from '../../api/db/tables.ts';
import { inTransaction } from '../../api/db/transaction.ts';
import { boletoFor } from '../../api/modules/orders/boleto.ts';
import { SAO_PAULO_OFFSET } from '../../api/modules/orders/expiry.ts';
import { dynamicPixPayload } from '../../api/modules/orders/pix.ts';
import type { ChargeMethod, ChargeStatus } from '../../api/providers/payments/provider.ts';
import { spendCardToken } from './card-tokens.ts';
import { createCustomerStore } from './customers.ts';
import { enqueueNotification } from './notifications.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Where the BR Code says the Pix's payload lives. A PSP's is an https host of its own; the
 * stand-in's is on a reserved `.example` name, since no real bank app may fetch it.
 */
export const PIX_LOCATION_HOST = 'qr.banco-de-testes.example';

/** A charge request the HTTP face has checked. */
export interface NewCharge {
  readonly amountCents: number;
  readonly reference: string;
  readonly description: string;
  readonly method: ChargeMethod;
  /** Card charges. */
  readonly cardToken: string | null;
  /** A card charge paid as a customer (`payer.type` customer): its id; null otherwise. */
  readonly payerCustomerId: string | null;
  readonly installments: number;
  /** Pix and boleto charges: the first moment they can no longer be paid. */
  readonly expiresAt: number | null;
  readonly notificationUrl: string | null;
}

export interface ChargeRecord {
  readonly id: string;
  readonly method: ChargeMethod;
  readonly status: ChargeStatus;
  readonly failureCode: string | null;
  readonly amountCents: number;
  readonly refundedCents: number;
  readonly installments: number;
  readonly reference: string;
  readonly description: string;
  readonly card: { readonly brand: string; readonly last4: string } | null;
  readonly pixCode: string | null;
  readonly boleto: { readonly barcode: string; readonly digitableLine: string } | null;
  readonly expiresAt: number | null;
  readonly createdAt: number;
  readonly paidAt: number | null;
}

export interface RefundRecord {
  readonly id: string;
  readonly chargeId: string;
  readonly amountCents: number;
  readonly createdAt: number;
}

/** Why a request was refused, as the stand-in's error codes say it. */
export type LedgerRefusal =
  | 'not_found'
  | 'idempotency_key_reused'
  | 'card_token_unknown'
  | 'card_token_used'
  | 'card_token_expired'
  | 'card_not_customers'
  | 'not_payable'
  | 'not_refundable'
  | 'not_cancellable';

export type LedgerOutcome<T> =
  ({ readonly ok: true } & T) | { readonly ok: false; readonly refusal: LedgerRefusal };

export interface Ledger {
  /** `digest`: the request's fingerprint, told apart from another request under the same key. */
  create(
    charge: NewCharge,
    idempotencyKey: string,
    digest: string,
  ): Promise<LedgerOutcome<{ charge: ChargeRecord; replayed: boolean }>>;
  get(id: string): Promise<ChargeRecord | null>;
  /** The test bank pays a pending Pix or boleto. */
  pay(id: string): Promise<LedgerOutcome<{ charge: ChargeRecord }>>;
  /** Refunds `amountCents`, or all that is left when null. */
  refund(
    id: string,
    amountCents: number | null,
    idempotencyKey: string,
  ): Promise<LedgerOutcome<{ refund: RefundRecord; charge: ChargeRecord }>>;
  /** Calls off a pending charge; a cancelled one answers as it is. */
  cancel(id: string): Promise<LedgerOutcome<{ charge: ChargeRecord }>>;
  /** Expires the pending charges whose time ran out; answers how many. */
  expireDue(): Promise<number>;
}

export interface LedgerOptions {
  readonly db: Db;
  /** The Pix receiver the BR Codes name (PIX_MERCHANT_NAME, PIX_MERCHANT_CITY). */
  readonly merchant: { readonly name: string; readonly city: string };
  readonly now?: () => number;
  /** Called after each change, so its notification goes out without waiting for the next pass. */
  readonly onChange?: () => void;
}

function recordOf(row: Row<'gateway_charges'>): ChargeRecord {
  return {
    id: row.id,
    method: row.method,
    status: row.status,
    failureCode: row.failure_code,
    amountCents: row.amount_cents,
    refundedCents: row.refunded_cents,
    installments: row.installments,
    reference: row.reference,
    description: row.description,
    card:
      row.card_brand === null || row.card_last4 === null
        ? null
        : { brand: row.card_brand, last4: row.card_last4 },
    pixCode: row.pix_code,
    boleto:
      row.boleto_barcode === null || row.boleto_digitable_line === null
        ? null
        : { barcode: row.boleto_barcode, digitableLine: row.boleto_digitable_line },
    expiresAt: toMsOrNull(row.expires_at),
    createdAt: toMs(row.created_at),
    paidAt: toMsOrNull(row.paid_at),
  };
}

/** The calendar day (UTC midnight) in São Paulo of the last moment before `expiresAt`. */
function dueDayOf(expiresAt: number): number {
  return Math.floor((expiresAt - 1 - SAO_PAULO_OFFSET) / DAY) * DAY;
}

const TOKEN_REFUSALS = {
  unknown: 'card_token_unknown',
  used: 'card_token_used',
  expired: 'card_token_expired',
} as const;

/** A refusal that rolls its transaction back. */
class Refused extends Error {
  readonly refusal: LedgerRefusal;
  constructor(refusal: LedgerRefusal) {
    super(refusal);
    this.refusal = refusal;
  }
}

export function createLedger(options: LedgerOptions): Ledger {
  const { db, merchant } = options;
  const now = options.now ?? (() => Date.now());
  const changed = () => options.onChange?.();

  function pixCode(txid: string): string {
    return dynamicPixPayload(merchant, `${PIX_LOCATION_HOST}/v2/cob/${txid}`);
  }

  async function byKey(key: string) {
    return db
      .selectFrom('gateway_charges')
      .selectAll()
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  /** Sets `change` on charge `id` if it still has one of `from`'s states; queues its notification. */
  async function move(
    trx: Db,
    id: string,
    from: readonly ChargeStatus[],
    change: { status: ChargeStatus; paid_at?: Date; refunded_cents?: number },
    at: number,
  ): Promise<ChargeRecord | null> {
    const row = await trx
      .updateTable('gateway_charges')
      .set({ ...change, updated_at: toDate(at) })
      .where('id', '=', id)
      .where('status', 'in', from)
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    if (row.notification_url !== null) {
      await enqueueNotification(trx, row.id, row.notification_url, at);
    }
    return recordOf(row);
  }

  async function insert(trx: Db, charge: NewCharge, key: string, digest: string, at: number) {
    const hex = randomToken().slice(0, 32);
    let outcome: Pick<
      Row<'gateway_charges'>,
      'status' | 'failure_code' | 'card_brand' | 'card_last4'
    > & {
      paid_at: Date | null;
    } = {
      status: 'pending',
      failure_code: null,
      card_brand: null,
      card_last4: null,
      paid_at: null,
    };
    if (charge.method === 'card') {
      const spent = await spendCardToken(trx, charge.cardToken ?? '', at);
      if (!spent.ok) throw new Refused(TOKEN_REFUSALS[spent.reason]);
      const { card, declineCode, cardId } = spent.token;
      // A saved card is paid by the customer it is saved under, while it is still saved.
      if (cardId !== null) {
        const payer = charge.payerCustomerId;
        const saved = payer === null ? null : await createCustomerStore(trx).cardOf(payer, cardId);
        if (saved === null) throw new Refused('card_not_customers');
      }
      outcome = {
        status: declineCode === null ? 'paid' : 'declined',
        failure_code: declineCode,
        card_brand: card.brand.toLowerCase(),
        card_last4: card.last4,
        paid_at: declineCode === null ? toDate(at) : null,
      };
    }
    const row = await trx
      .insertInto('gateway_charges')
      .values({
        id: `ch_${hex}`,
        idempotency_key: key,
        request_digest: digest,
        method: charge.method,
        ...outcome,
        amount_cents: charge.amountCents,
        installments: charge.installments,
        reference: charge.reference,
        description: charge.description,
        pix_code: charge.method === 'pix' ? pixCode(hex) : null,
        expires_at: charge.expiresAt === null ? null : toDate(charge.expiresAt),
        notification_url: charge.notificationUrl,
        created_at: toDate(at),
        updated_at: toDate(at),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const complete =
      charge.method === 'boleto' && charge.expiresAt !== null
        ? await withBoleto(trx, row, charge.expiresAt)
        : row;
    if (complete.notification_url !== null) {
      await enqueueNotification(trx, complete.id, complete.notification_url, at);
    }
    return recordOf(complete);
  }

  /** The boleto's bar code, its "nosso número" the charge's own sequence number. */
  async function withBoleto(trx: Db, row: Row<'gateway_charges'>, expiresAt: number) {
    const { barcode, digitableLine } = boletoFor(
      String(row.seq),
      row.amount_cents / 100,
      dueDayOf(expiresAt),
    );
    return trx
      .updateTable('gateway_charges')
      .set({ boleto_barcode: barcode, boleto_digitable_line: digitableLine })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async function replayOf(key: string, digest: string) {
    const existing = await byKey(key);
    if (!existing) return null;
    return existing.request_digest === digest
      ? ({ ok: true, charge: recordOf(existing), replayed: true } as const)
      : ({ ok: false, refusal: 'idempotency_key_reused' } as const);
  }

  async function expireDue(): Promise<number> {
    const at = now();
    const expired = await inTransaction(db, async (trx) => {
      const rows = await trx
        .updateTable('gateway_charges')
        .set({ status: 'expired', updated_at: toDate(at) })
        .where('status', '=', 'pending')
        .where('expires_at', '<=', toDate(at))
        .returning(['id', 'notification_url'])
        .execute();
      for (const row of rows) {
        if (row.notification_url !== null) {
          await enqueueNotification(trx, row.id, row.notification_url, at);
        }
      }
      return rows.length;
    });
    if (expired > 0) changed();
    return expired;
  }

  async function get(id: string): Promise<ChargeRecord | null> {
    const row = await db
      .selectFrom('gateway_charges')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? recordOf(row) : null;
  }

  return {
    async create(charge, key, digest) {
      const earlier = await replayOf(key, digest);
      if (earlier) return earlier;
      try {
        const created = await inTransaction(db, (trx) => insert(trx, charge, key, digest, now()));
        changed();
        return { ok: true, charge: created, replayed: false };
      } catch (error) {
        // A concurrent request with the same key won the race: answer what it made. It may
        // have held the key (a unique violation) or spent the card's token first (a refusal).
        if (error instanceof Refused || violatedUnique(error) !== null) {
          const raced = await replayOf(key, digest);
          if (raced) return raced;
        }
        if (error instanceof Refused) return { ok: false, refusal: error.refusal };
        throw error;
      }
    },

    async get(id) {
      await expireDue();
      return get(id);
    },

    async pay(id) {
      await expireDue();
      const at = now();
      const paid = await inTransaction(db, (trx) =>
        move(trx, id, ['pending'], { status: 'paid', paid_at: toDate(at) }, at),
      );
      if (paid) {
        changed();
        return { ok: true, charge: paid };
      }
      return { ok: false, refusal: (await get(id)) ? 'not_payable' : 'not_found' };
    },

    async refund(id, amountCents, key) {
      const at = now();
      try {
        const result = await inTransaction(db, async (trx) => {
          const earlier = await trx
            .selectFrom('gateway_refunds')
            .selectAll()
            .where('idempotency_key', '=', key)
            .executeTakeFirst();
          if (earlier) {
            if (earlier.charge_id !== id) throw new Refused('idempotency_key_reused');
            return { refund: earlier, charge: null };
          }
          const current = await trx
            .selectFrom('gateway_charges')
            .selectAll()
            .where('id', '=', id)
            .forUpdate()
            .executeTakeFirst();
          if (!current) throw new Refused('not_found');
          const left = current.amount_cents - current.refunded_cents;
          const amount = amountCents ?? left;
          const refundable = current.status === 'paid' || current.status === 'partially_refunded';
          if (!refundable || amount < 1 || amount > left) throw new Refused('not_refundable');
          const refunded = current.refunded_cents + amount;
          const charge = await move(
            trx,
            id,
            ['paid', 'partially_refunded'],
            {
              status: refunded === current.amount_cents ? 'refunded' : 'partially_refunded',
              refunded_cents: refunded,
            },
            at,
          );
          const refund = await trx
            .insertInto('gateway_refunds')
            .values({
              id: `re_${randomToken().slice(0, 32)}`,
              charge_id: id,
              idempotency_key: key,
              amount_cents: amount,
              created_at: toDate(at),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          return { refund, charge };
        });
        if (result.charge !== null) changed();
        const charge = result.charge ?? (await get(id));
        if (charge === null) return { ok: false, refusal: 'not_found' };
        return {
          ok: true,
          charge,
          refund: {
            id: result.refund.id,
            chargeId: result.refund.charge_id,
            amountCents: result.refund.amount_cents,
            createdAt: toMs(result.refund.created_at),
          },
        };
      } catch (error) {
        if (error instanceof Refused) return { ok: false, refusal: error.refusal };
        throw error;
      }
    },

    async cancel(id) {
      await expireDue();
      const at = now();
      const cancelled = await inTransaction(db, (trx) =>
        move(trx, id, ['pending'], { status: 'cancelled' }, at),
      );
      if (cancelled) {
        changed();
        return { ok: true, charge: cancelled };
      }
      const current = await get(id);
      if (current === null) return { ok: false, refusal: 'not_found' };
      return current.status === 'cancelled'
        ? { ok: true, charge: current }
        : { ok: false, refusal: 'not_cancellable' };
    },

    expireDue,
  };
}
