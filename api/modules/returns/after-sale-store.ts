/**
 * After-sale requests (`DEV-…`): a customer's cancellation, withdrawal or return of a pedido,
 * with the units each covers, its history, and what was refunded. Moves are conditional on the
 * status they leave, so two hands moving one request at once move it once.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { rowId, toDate, toMs, toMsOrNull } from '../../db/codecs.ts';
import type { AfterSaleKindValue, AfterSaleStatusValue, Row } from '../../db/tables.ts';

export type AfterSaleKind = AfterSaleKindValue;
export type AfterSaleStatus = AfterSaleStatusValue;

/** The statuses a request is still being handled in (the back office's open queue). */
export const OPEN_STATUSES: readonly AfterSaleStatus[] = [
  'REQUESTED',
  'APPROVED',
  'RECEIVED',
  'REFUND_PENDING',
];

export interface AfterSaleItemRecord {
  readonly requestItemId: string;
  /** The pedido line's product name, as ordered. */
  readonly productName: string;
  readonly quantity: number;
  /** This line's share of what was paid for the units, in cents. */
  readonly refundCents: number;
}

export interface AfterSaleEventRecord {
  readonly status: AfterSaleStatus;
  readonly at: number;
  readonly label: string;
  readonly note: string | null;
}

export interface AfterSaleRecord {
  readonly id: string;
  readonly number: string;
  readonly requestId: string;
  readonly customerId: string | null;
  readonly kind: AfterSaleKind;
  readonly status: AfterSaleStatus;
  readonly reason: string | null;
  readonly refusalReason: string | null;
  readonly postageCode: string | null;
  readonly postageExpiresAt: number | null;
  readonly refundCents: number;
  readonly refundedCents: number;
  readonly freightCents: number;
  readonly refundFailure: string | null;
  readonly exchangeRequestId: string | null;
  readonly createdAt: number;
  readonly items: readonly AfterSaleItemRecord[];
  /** Oldest first; the last entry is the current status. */
  readonly history: readonly AfterSaleEventRecord[];
}

export interface NewAfterSale {
  readonly requestId: string;
  readonly customerId: string | null;
  readonly kind: AfterSaleKind;
  readonly status: AfterSaleStatus;
  readonly reason: string | null;
  readonly freightCents: number;
  readonly items: readonly Omit<AfterSaleItemRecord, 'productName'>[];
  readonly createdAt: number;
  readonly event: Omit<AfterSaleEventRecord, 'status' | 'at'>;
}

/** What a move changes besides the status. */
export interface AfterSaleChange {
  readonly refusalReason?: string;
  readonly postageCode?: string;
  readonly postageExpiresAt?: number;
  readonly refundedCents?: number;
  readonly refundFailure?: string | null;
  readonly exchangeRequestId?: string;
}

/** A pedido line's id as the API names it: `{pedido id}-{position}`. */
function lineId(row: { readonly request_id: number; readonly position: number }): string {
  return `${row.request_id}-${row.position}`;
}

/** The pedido and position a line id names, or null. */
function lineOf(id: string): { requestId: number; position: number } | null {
  const match = /^(\d{1,10})-(\d{1,4})$/.exec(id);
  const requestId = match?.[1] === undefined ? null : rowId(match[1]);
  return requestId === null || match?.[2] === undefined
    ? null
    : { requestId, position: Number(match[2]) };
}

/** `DEV-{year}-{000100 + id}`, the year in São Paulo's calendar. */
export function afterSaleNumber(id: number, now: number): string {
  const year = new Date(now - 3 * 60 * 60 * 1000).getUTCFullYear();
  return `DEV-${year}-${String(100 + id).padStart(6, '0')}`;
}

function record(
  row: Row<'after_sales'>,
  items: readonly (Row<'after_sale_items'> & {
    readonly product_name: string;
    readonly request_id: number;
    readonly position: number;
  })[],
  events: readonly Row<'after_sale_events'>[],
): AfterSaleRecord {
  return {
    id: String(row.id),
    number: row.number,
    requestId: String(row.request_id),
    customerId: row.customer_id === null ? null : String(row.customer_id),
    kind: row.kind,
    status: row.status,
    reason: row.reason,
    refusalReason: row.refusal_reason,
    postageCode: row.postage_code,
    postageExpiresAt: toMsOrNull(row.postage_expires_at),
    refundCents: row.refund_cents,
    refundedCents: row.refunded_cents,
    freightCents: row.freight_cents,
    refundFailure: row.refund_failure,
    exchangeRequestId: row.exchange_request_id === null ? null : String(row.exchange_request_id),
    createdAt: toMs(row.created_at),
    items: items.map((item) => ({
      requestItemId: lineId(item),
      productName: item.product_name,
      quantity: item.quantity,
      refundCents: item.refund_cents,
    })),
    history: events.map((event) => ({
      status: event.status,
      at: toMs(event.at),
      label: event.label,
      note: event.note,
    })),
  };
}

export function afterSaleStore(db: Db) {
  async function complete(rows: readonly Row<'after_sales'>[]): Promise<AfterSaleRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [items, events] = await Promise.all([
      db
        .selectFrom('after_sale_items as i')
        .innerJoin('request_items as r', 'r.id', 'i.request_item_id')
        .selectAll('i')
        .select(['r.product_name', 'r.request_id', 'r.position'])
        .where('i.after_sale_id', 'in', ids)
        .orderBy('r.position')
        .execute(),
      db
        .selectFrom('after_sale_events')
        .selectAll()
        .where('after_sale_id', 'in', ids)
        .orderBy('id')
        .execute(),
    ]);
    return rows.map((row) =>
      record(
        row,
        items.filter((item) => item.after_sale_id === row.id),
        events.filter((event) => event.after_sale_id === row.id),
      ),
    );
  }

  return {
    async byId(id: string): Promise<AfterSaleRecord | null> {
      const n = rowId(id);
      if (n === null) return null;
      const row = await db
        .selectFrom('after_sales')
        .selectAll()
        .where('id', '=', n)
        .executeTakeFirst();
      return row ? ((await complete([row]))[0] ?? null) : null;
    },

    /** A pedido's requests, oldest first. */
    async ofRequest(requestId: string): Promise<AfterSaleRecord[]> {
      const rows = await db
        .selectFrom('after_sales')
        .selectAll()
        .where('request_id', '=', Number(requestId))
        .orderBy('id')
        .execute();
      return complete(rows);
    },

    /**
     * One page of the requests for the back office, oldest first, and how many there are:
     * the ones still being handled (`open`) or the ones closed.
     */
    async page(
      open: boolean,
      offset: number,
      limit: number,
    ): Promise<{ items: AfterSaleRecord[]; total: number }> {
      const where = (q: ReturnType<typeof base>) =>
        open ? q.where('status', 'in', OPEN_STATUSES) : q.where('status', 'not in', OPEN_STATUSES);
      const base = () => db.selectFrom('after_sales');
      const [rows, count] = await Promise.all([
        where(base())
          .selectAll()
          .orderBy('created_at', open ? 'asc' : 'desc')
          .orderBy('id', open ? 'asc' : 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        where(base())
          .select(sql<number>`count(*)::int`.as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { items: await complete(rows), total: Number(count.total) };
    },

    /** Units of each of the pedido's lines already in a request that was not refused. */
    async unitsClaimed(requestId: string): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('after_sale_items as i')
        .innerJoin('after_sales as a', 'a.id', 'i.after_sale_id')
        .innerJoin('request_items as r', 'r.id', 'i.request_item_id')
        .select(['r.request_id', 'r.position', sql<number>`sum(i.quantity)::int`.as('units')])
        .where('a.request_id', '=', Number(requestId))
        .where('a.status', '<>', 'REFUSED')
        .groupBy(['r.request_id', 'r.position'])
        .execute();
      return new Map(rows.map((row) => [lineId(row), Number(row.units)]));
    },

    /** Units of the pedido line `requestItemId` already in a request that was not refused. */
    async unitsClaimedOf(requestItemId: string): Promise<number> {
      const line = lineOf(requestItemId);
      if (line === null) return 0;
      const row = await db
        .selectFrom('after_sale_items as i')
        .innerJoin('after_sales as a', 'a.id', 'i.after_sale_id')
        .innerJoin('request_items as r', 'r.id', 'i.request_item_id')
        .select(sql<number>`coalesce(sum(i.quantity), 0)::int`.as('units'))
        .where('r.request_id', '=', line.requestId)
        .where('r.position', '=', line.position)
        .where('a.status', '<>', 'REFUSED')
        .executeTakeFirstOrThrow();
      return Number(row.units);
    },

    /** Whether a request not refused already covers the pedido's freight. */
    async freightClaimed(requestId: string): Promise<boolean> {
      const row = await db
        .selectFrom('after_sales')
        .select('id')
        .where('request_id', '=', Number(requestId))
        .where('freight_cents', '>', 0)
        .where('status', '<>', 'REFUSED')
        .executeTakeFirst();
      return row !== undefined;
    },

    async create(request: NewAfterSale): Promise<AfterSaleRecord> {
      const refundCents =
        request.freightCents + request.items.reduce((s, i) => s + i.refundCents, 0);
      const inserted = await db
        .insertInto('after_sales')
        .values({
          // Numbered once the database gave the id (below); unique meanwhile.
          number: `new-${crypto.randomUUID()}`,
          request_id: Number(request.requestId),
          customer_id: request.customerId === null ? null : Number(request.customerId),
          kind: request.kind,
          status: request.status,
          reason: request.reason,
          refusal_reason: null,
          postage_code: null,
          postage_expires_at: null,
          refund_cents: refundCents,
          freight_cents: request.freightCents,
          refund_failure: null,
          exchange_request_id: null,
          created_at: toDate(request.createdAt),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('after_sales')
        .set({ number: afterSaleNumber(inserted.id, request.createdAt) })
        .where('id', '=', inserted.id)
        .execute();
      if (request.items.length > 0) {
        const lines = await db
          .selectFrom('request_items')
          .select(['id', 'request_id', 'position'])
          .where('request_id', '=', Number(request.requestId))
          .execute();
        const rowOf = new Map(lines.map((line) => [lineId(line), line.id]));
        await db
          .insertInto('after_sale_items')
          .values(
            request.items.map((item) => {
              const row = rowOf.get(item.requestItemId);
              if (row === undefined) throw new Error(`${item.requestItemId} is no line of it`);
              return {
                after_sale_id: inserted.id,
                request_item_id: row,
                quantity: item.quantity,
                refund_cents: item.refundCents,
              };
            }),
          )
          .execute();
      }
      await db
        .insertInto('after_sale_events')
        .values({
          after_sale_id: inserted.id,
          status: request.status,
          at: toDate(request.createdAt),
          label: request.event.label,
          note: request.event.note,
        })
        .execute();
      const created = await this.byId(String(inserted.id));
      if (!created) throw new Error(`after-sale ${inserted.id} vanished`);
      return created;
    },

    /**
     * Moves the request from one of `from` to `to` with `change`, and adds `event` to its
     * history; answers false (and changes nothing) when it is no longer in `from`.
     */
    async move(
      id: string,
      from: readonly AfterSaleStatus[],
      to: AfterSaleStatus,
      change: AfterSaleChange,
      event: { readonly at: number; readonly label: string; readonly note: string | null },
    ): Promise<boolean> {
      const moved = await db
        .updateTable('after_sales')
        .set({
          status: to,
          ...(change.refusalReason === undefined ? {} : { refusal_reason: change.refusalReason }),
          ...(change.postageCode === undefined ? {} : { postage_code: change.postageCode }),
          ...(change.postageExpiresAt === undefined
            ? {}
            : { postage_expires_at: toDate(change.postageExpiresAt) }),
          ...(change.refundedCents === undefined ? {} : { refunded_cents: change.refundedCents }),
          ...(change.refundFailure === undefined ? {} : { refund_failure: change.refundFailure }),
          ...(change.exchangeRequestId === undefined
            ? {}
            : { exchange_request_id: Number(change.exchangeRequestId) }),
        })
        .where('id', '=', Number(id))
        .where('status', 'in', from)
        .returning('id')
        .executeTakeFirst();
      if (!moved) return false;
      await db
        .insertInto('after_sale_events')
        .values({
          after_sale_id: Number(id),
          status: to,
          at: toDate(event.at),
          label: event.label,
          note: event.note,
        })
        .execute();
      return true;
    },

    /** Locks the request's row until the transaction ends; answers its status, or null. */
    async lockForUpdate(id: string): Promise<AfterSaleStatus | null> {
      const row = await db
        .selectFrom('after_sales')
        .select('status')
        .where('id', '=', Number(id))
        .forUpdate()
        .executeTakeFirst();
      return row?.status ?? null;
    },
  };
}
