/**
 * The requests of `Avise-me quando chegar` (table `stock_alerts`): the only code that runs their
 * SQL. A product and an e-mail have at most one waiting request, decided by the partial unique
 * index (`insert … on conflict do nothing`), never by a read before the write; a waiting request
 * becomes notified or cancelled by a conditional update, so it is answered once.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { rowId, toDate, toMs, toMsOrNull } from '../../db/codecs.ts';
import type { StockAlertState } from '../../db/tables.ts';

export interface StockAlertRecord {
  readonly id: string;
  readonly productId: string;
  readonly email: string;
  readonly state: StockAlertState;
  readonly createdAt: number;
  readonly notifiedAt: number | null;
  readonly cancelledAt: number | null;
}

/** What the product's availability is, read under a lock shared with editors' writes. */
export interface ProductAvailability {
  /** In the shop: published and not deleted. */
  readonly published: boolean;
  readonly quantity: number;
}

interface StockAlertRow {
  id: number;
  product_id: number;
  email: string;
  state: StockAlertState;
  created_at: Date;
  notified_at: Date | null;
  cancelled_at: Date | null;
}

const COLUMNS = [
  'id',
  'product_id',
  'email',
  'state',
  'created_at',
  'notified_at',
  'cancelled_at',
] as const;

function recordOf(row: StockAlertRow): StockAlertRecord {
  return {
    id: String(row.id),
    productId: String(row.product_id),
    email: row.email,
    state: row.state,
    createdAt: toMs(row.created_at),
    notifiedAt: toMsOrNull(row.notified_at),
    cancelledAt: toMsOrNull(row.cancelled_at),
  };
}

export function stockAlertStore(db: Db) {
  return {
    /**
     * Holds, until the transaction ends, the right to change `email`'s requests: two requests
     * racing for the last free place of one address are counted one after the other.
     */
    async lockAddress(email: string): Promise<void> {
      await sql`select pg_advisory_xact_lock(hashtext(${`stock-alerts:${email}`}))`.execute(db);
    },

    /**
     * Whether product `id` is published and how many units it has, read `for share` so an
     * editor's write (which locks the row for update) comes wholly before or after the caller's
     * transaction. Null when there is no such product.
     */
    async availability(id: string): Promise<ProductAvailability | null> {
      const n = rowId(id);
      if (n === null) return null;
      const row = await db
        .selectFrom('products')
        .select(['published', 'stock', 'deleted_at'])
        .where('id', '=', n)
        .forShare()
        .executeTakeFirst();
      return row
        ? { published: row.published && row.deleted_at === null, quantity: row.stock }
        : null;
    },

    /** Waiting requests of `email` for products other than `productId`. */
    async waitingElsewhere(email: string, productId: string): Promise<number> {
      const row = await db
        .selectFrom('stock_alerts')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('email', '=', email)
        .where('state', '=', 'WAITING')
        .where('product_id', '!=', Number(productId))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Records a waiting request; one already waiting for the same product and e-mail stands. */
    async add(productId: string, email: string, now: number): Promise<void> {
      await db
        .insertInto('stock_alerts')
        .values({ product_id: Number(productId), email, created_at: toDate(now) })
        .onConflict((oc) =>
          oc.columns(['product_id', 'email']).where('state', '=', 'WAITING').doNothing(),
        )
        .execute();
    },

    /** The waiting requests of a product, oldest first, locked until the transaction ends. */
    async lockWaiting(productId: string): Promise<StockAlertRecord[]> {
      const rows = await db
        .selectFrom('stock_alerts')
        .select(COLUMNS)
        .where('product_id', '=', Number(productId))
        .where('state', '=', 'WAITING')
        .orderBy('id')
        .forUpdate()
        .execute();
      return rows.map(recordOf);
    },

    /**
     * Marks a waiting request notified, keeping the digest of its cancel link's token. False
     * when it was no longer waiting (another transaction notified or cancelled it).
     */
    async markNotified(id: string, tokenHash: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('stock_alerts')
        .set({ state: 'NOTIFIED', notified_at: toDate(now), cancel_token_hash: tokenHash })
        .where('id', '=', Number(id))
        .where('state', '=', 'WAITING')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Cancels the request whose cancel link carries the token of `tokenHash`. Answers its
     * product id (also when it was cancelled before), or null for a link no request has.
     */
    async cancelByToken(tokenHash: string, now: number): Promise<string | null> {
      await db
        .updateTable('stock_alerts')
        .set({ state: 'CANCELLED', cancelled_at: toDate(now) })
        .where('cancel_token_hash', '=', tokenHash)
        .where('state', '!=', 'CANCELLED')
        .execute();
      const row = await db
        .selectFrom('stock_alerts')
        .select('product_id')
        .where('cancel_token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row ? String(row.product_id) : null;
    },

    /** Deletes every request made before `cutoff` (the retention bound), whatever its state. */
    async deleteOlderThan(cutoff: number): Promise<void> {
      await db.deleteFrom('stock_alerts').where('created_at', '<', toDate(cutoff)).execute();
    },

    /** A page of a product's requests, newest first, and how many there are and are waiting. */
    async pageOf(
      productId: string,
      offset: number,
      limit: number,
    ): Promise<{ items: StockAlertRecord[]; total: number; waiting: number }> {
      const n = rowId(productId);
      if (n === null) return { items: [], total: 0, waiting: 0 };
      const [rows, counts] = await Promise.all([
        db
          .selectFrom('stock_alerts')
          .select(COLUMNS)
          .where('product_id', '=', n)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        db
          .selectFrom('stock_alerts')
          .select((eb) => [
            eb.fn.countAll<string>().as('total'),
            eb.fn.count<string>('id').filterWhere('state', '=', 'WAITING').as('waiting'),
          ])
          .where('product_id', '=', n)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map(recordOf),
        total: Number(counts.total),
        waiting: Number(counts.waiting),
      };
    },

    /** Every request made with `email` (at most the retention bound's worth), newest first. */
    async listOf(email: string): Promise<StockAlertRecord[]> {
      const rows = await db
        .selectFrom('stock_alerts')
        .select(COLUMNS)
        .where('email', '=', email)
        .orderBy('id', 'desc')
        .execute();
      return rows.map(recordOf);
    },

    /** Deletes every request made with `email` (the customer's erasure). */
    async deleteOf(email: string): Promise<void> {
      await db.deleteFrom('stock_alerts').where('email', '=', email).execute();
    },
  };
}
