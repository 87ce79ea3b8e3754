/**
 * Pedidos (requests) with their lines and timeline. A pedido's lines keep the product's name,
 * price and options as they were when it was placed; its timeline only grows.
 */
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import {
  containsPattern,
  rowId,
  toCents,
  toDate,
  toMs,
  toMsOrNull,
  toReais,
} from '../../db/codecs.ts';
import type { Row } from '../../db/tables.ts';

export type RequestStatus =
  'PENDING' | 'PAID' | 'PREPARING' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED';
export type PaymentMethod = 'PIX' | 'CREDIT_CARD' | 'BOLETO';

export interface RequestItemRecord {
  readonly id: string;
  readonly productId: string;
  readonly productName: string;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly attributes: readonly { readonly name: string; readonly value: string }[];
}

/** One step of a pedido's timeline. */
export interface RequestEventRecord {
  readonly status: RequestStatus;
  readonly at: number;
  readonly note: string | null;
  /** What happened beyond the status (`Pagamento aprovado`); null: the status's own name. */
  readonly label?: string | null;
}

/** What the provider's charge gave a pedido to be paid with (Pix, boleto, the page to pay). */
export interface ChargeDetails {
  readonly chargeId: string;
  readonly cardLast4: string | null;
  readonly pix: { readonly code: string; readonly qrCodeDataUrl: string } | null;
  readonly boleto: { readonly barcode: string; readonly digitableLine: string } | null;
  readonly payLink: { readonly url: string; readonly label: string } | null;
}

export interface DeliveryAddressRecord {
  readonly recipient: string;
  readonly cep: string;
  readonly street: string;
  readonly number: string;
  readonly complement: string;
  readonly district: string;
  readonly city: string;
  readonly state: string;
}

export interface RequestFreightRecord {
  readonly service: 'PAC' | 'SEDEX';
  readonly price: number;
  readonly deliveryDays: number;
}

export interface RequestRecord {
  readonly id: string;
  /** Null once the customer deleted their account (the pedido is kept for fiscal records). */
  readonly customerId: string | null;
  readonly number: string;
  readonly status: RequestStatus;
  readonly created_at: number;
  /** When the pedido is cancelled if still unpaid; null once it left PENDING. */
  readonly expiresAt: number | null;
  readonly items: readonly RequestItemRecord[];
  /** Oldest first; the last entry is the current status. */
  readonly history: readonly RequestEventRecord[];
  readonly paymentMethod: PaymentMethod;
  readonly delivery: DeliveryAddressRecord | null;
  /** Null on pedidos placed before the online checkout (the seed's). */
  readonly freight: RequestFreightRecord | null;
  /** Pix discount, in reais. */
  readonly discount: number;
  readonly trackingCode: string | null;
  /** The client's idempotency key and the digest of what it ordered with it (checkout only). */
  readonly idempotencyKey: string | null;
  readonly orderDigest: string | null;
  /** A card pedido's installments; null for Pix and boleto. */
  readonly installments: number | null;
  /** A card pedido's brand (chosen at checkout) and last four digits (once charged). */
  readonly cardBrand: string | null;
  readonly cardLast4: string | null;
  /** The provider's single-use card token, only while the charge's answer is unknown. */
  readonly cardToken: string | null;
  /** A saved card's pedido: the provider's customer the card is charged as; null otherwise. */
  readonly cardCustomerId: string | null;
  /** The provider's charge, and what it gave to pay it; null before the provider answered. */
  readonly charge: ChargeDetails | null;
  /** Why the payment failed (`Pagamento recusado: …`); null otherwise. */
  readonly paymentFailure: string | null;
  /** Refunded through the provider, in cents. */
  readonly refundedCents: number;
  /** When the provider said the whole amount was refunded. */
  readonly refundedAt: number | null;
  /** When the confirmation e-mail was written; null while it is owed. */
  readonly confirmationMailedAt: number | null;
}

/** A pedido as placed: the database gives its id; `number` is made from that id. */
export interface NewRequest extends Omit<
  RequestRecord,
  | 'id'
  | 'number'
  | 'items'
  | 'history'
  | 'cardLast4'
  | 'charge'
  | 'paymentFailure'
  | 'refundedCents'
  | 'refundedAt'
  | 'confirmationMailedAt'
> {
  readonly buyerCpf: string | null;
  readonly items: readonly Omit<RequestItemRecord, 'id'>[];
}

function chargeOf(row: Row<'requests'>): ChargeDetails | null {
  if (row.charge_id === null) return null;
  return {
    chargeId: row.charge_id,
    cardLast4: row.card_last4,
    pix:
      row.pix_code === null || row.pix_qr_code === null
        ? null
        : { code: row.pix_code, qrCodeDataUrl: row.pix_qr_code },
    boleto:
      row.boleto_barcode === null || row.boleto_digitable_line === null
        ? null
        : { barcode: row.boleto_barcode, digitableLine: row.boleto_digitable_line },
    payLink:
      row.pay_url === null || row.pay_label === null
        ? null
        : { url: row.pay_url, label: row.pay_label },
  };
}

function deliveryOf(row: Row<'requests'>): DeliveryAddressRecord | null {
  if (row.recipient === null || row.cep === null) return null;
  return {
    recipient: row.recipient,
    cep: row.cep,
    street: row.street ?? '',
    number: row.number_line ?? '',
    complement: row.complement ?? '',
    district: row.district ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
  };
}

function record(
  row: Row<'requests'>,
  items: readonly Row<'request_items'>[],
  events: readonly Row<'request_events'>[],
): RequestRecord {
  return {
    id: String(row.id),
    customerId: row.customer_id === null ? null : String(row.customer_id),
    number: row.number,
    status: row.status,
    created_at: toMs(row.created_at),
    expiresAt: toMsOrNull(row.expires_at),
    items: items.map((item) => ({
      id: `${row.id}-${item.position}`,
      productId: String(item.product_id),
      productName: item.product_name,
      quantity: item.quantity,
      unitPrice: toReais(item.unit_price_cents),
      attributes: item.attributes,
    })),
    history: events.map((event) => ({
      status: event.status as RequestStatus,
      at: toMs(event.at),
      note: event.note,
      label: event.label,
    })),
    paymentMethod: row.payment_method,
    delivery: deliveryOf(row),
    freight:
      row.freight_service === null
        ? null
        : {
            service: row.freight_service,
            price: toReais(row.freight_price_cents ?? 0),
            deliveryDays: row.freight_days ?? 0,
          },
    discount: toReais(row.discount_cents),
    trackingCode: row.tracking_code,
    idempotencyKey: row.idempotency_key,
    orderDigest: row.order_digest,
    installments: row.installments,
    cardBrand: row.card_brand,
    cardLast4: row.card_last4,
    cardToken: row.card_token,
    cardCustomerId: row.card_customer_id,
    charge: chargeOf(row),
    paymentFailure: row.payment_failure,
    refundedCents: row.refunded_cents,
    refundedAt: toMsOrNull(row.refunded_at),
    confirmationMailedAt: toMsOrNull(row.confirmation_mailed_at),
  };
}

/** What staff look pedidos up by: the buyer's e-mail, their CPF (11 digits) or part of the number. */
export type RequestSearch =
  | { readonly kind: 'email'; readonly email: string }
  | { readonly kind: 'cpf'; readonly cpf: string }
  | { readonly kind: 'number'; readonly part: string };

function searchConditions(status: RequestStatus | null, search: RequestSearch | null) {
  const parts = [];
  if (status !== null) parts.push(sql<SqlBool>`r.status = ${status}`);
  if (search?.kind === 'email') parts.push(sql<SqlBool>`lower(c.email) = ${search.email}`);
  if (search?.kind === 'cpf') parts.push(sql<SqlBool>`r.buyer_cpf = ${search.cpf}`);
  if (search?.kind === 'number') {
    parts.push(sql<SqlBool>`r.number ilike ${containsPattern(search.part)}`);
  }
  return parts.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/** What a kept pedido of a deleted account says instead of the buyer's name. */
export const ANONYMOUS_RECIPIENT = 'Cliente removido';

/** The advisory lock key the expiry sweep holds while it runs (any constant all processes share). */
const SWEEP_LOCK = 727_002;

/** `PED-{year}-{000100 + id}`, the year in São Paulo's calendar. */
export function orderNumber(id: number, now: number): string {
  const year = new Date(now - 3 * 60 * 60 * 1000).getUTCFullYear();
  return `PED-${year}-${String(100 + id).padStart(6, '0')}`;
}

export function requestStore(db: Db) {
  /** The pedidos of `rows` with their lines and timelines, in the order of `rows`. */
  async function complete(rows: readonly Row<'requests'>[]): Promise<RequestRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [items, events] = await Promise.all([
      db
        .selectFrom('request_items')
        .selectAll()
        .where('request_id', 'in', ids)
        .orderBy('position')
        .execute(),
      db
        .selectFrom('request_events')
        .selectAll()
        .where('request_id', 'in', ids)
        .orderBy('at')
        .orderBy('id')
        .execute(),
    ]);
    return rows.map((row) =>
      record(
        row,
        items.filter((item) => item.request_id === row.id),
        events.filter((event) => event.request_id === row.id),
      ),
    );
  }

  return {
    async byId(id: string): Promise<RequestRecord | null> {
      const n = rowId(id);
      if (n === null) return null;
      const row = await db
        .selectFrom('requests')
        .selectAll()
        .where('id', '=', n)
        .executeTakeFirst();
      return row ? ((await complete([row]))[0] ?? null) : null;
    },

    /** The customer's pedidos, newest first (the first `limit` when given). */
    async listOf(customerId: string, limit?: number): Promise<RequestRecord[]> {
      const rows = await db
        .selectFrom('requests')
        .selectAll()
        .where('customer_id', '=', Number(customerId))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .$if(limit !== undefined, (q) => q.limit(limit ?? 0))
        .execute();
      return complete(rows);
    },

    /**
     * One page of every customer's pedidos for the back office, newest first, and how many
     * match: of `status` (all when null), and matching `search` (see `RequestSearch`).
     */
    async page(
      filter: { status: RequestStatus | null; search: RequestSearch | null },
      offset: number,
      limit: number,
    ): Promise<{ items: RequestRecord[]; total: number }> {
      const where = searchConditions(filter.status, filter.search);
      const [rows, count] = await Promise.all([
        db
          .selectFrom('requests as r')
          .leftJoin('customers as c', 'c.id', 'r.customer_id')
          .selectAll('r')
          .where(where)
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        db
          .selectFrom('requests as r')
          .leftJoin('customers as c', 'c.id', 'r.customer_id')
          .select(sql<number>`count(*)`.as('total'))
          .where(where)
          .executeTakeFirstOrThrow(),
      ]);
      return { items: await complete(rows), total: count.total };
    },

    async byIdempotencyKey(customerId: string, key: string): Promise<RequestRecord | null> {
      const row = await db
        .selectFrom('requests')
        .selectAll()
        .where('customer_id', '=', Number(customerId))
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      return row ? ((await complete([row]))[0] ?? null) : null;
    },

    /** How many of the customer's pedidos wait for payment, and how many were placed since `since`. */
    async quotaOf(customerId: string, since: number): Promise<{ pending: number; recent: number }> {
      const row = await db
        .selectFrom('requests')
        .select([
          sql<number>`count(*) filter (where status = 'PENDING')`.as('pending'),
          sql<number>`count(*) filter (where created_at > ${toDate(since)})`.as('recent'),
        ])
        .where('customer_id', '=', Number(customerId))
        .executeTakeFirstOrThrow();
      return row;
    },

    /**
     * Units of each of `products` (their numbers) that the customer's pedidos waiting for payment
     * hold, by product number; a product none of them holds is absent.
     */
    async heldUnitsOf(
      customerId: string,
      products: readonly number[],
    ): Promise<Map<number, number>> {
      if (products.length === 0) return new Map();
      const rows = await db
        .selectFrom('request_items')
        .innerJoin('requests', 'requests.id', 'request_items.request_id')
        .select([
          'request_items.product_id',
          sql<number>`sum(request_items.quantity)::int`.as('units'),
        ])
        .where('requests.customer_id', '=', Number(customerId))
        .where('requests.status', '=', 'PENDING')
        .where('request_items.product_id', 'in', [...products])
        .groupBy('request_items.product_id')
        .execute();
      return new Map(rows.map((row) => [row.product_id, Number(row.units)]));
    },

    /** Stores a new pedido with its lines and first timeline entry; answers its id. */
    async insert(request: NewRequest): Promise<string> {
      const { rows } = await sql<{ id: number }>`
        select nextval(pg_get_serial_sequence('requests', 'id'))::int as id`.execute(db);
      const id = rows[0]?.id ?? 0;
      const delivery = request.delivery;
      await db
        .insertInto('requests')
        .values({
          id,
          customer_id: request.customerId === null ? null : Number(request.customerId),
          number: orderNumber(id, request.created_at),
          status: request.status,
          payment_method: request.paymentMethod,
          created_at: toDate(request.created_at),
          expires_at: request.expiresAt === null ? null : toDate(request.expiresAt),
          discount_cents: toCents(request.discount),
          freight_service: request.freight?.service ?? null,
          freight_price_cents: request.freight ? toCents(request.freight.price) : null,
          freight_days: request.freight?.deliveryDays ?? null,
          tracking_code: request.trackingCode,
          recipient: delivery?.recipient ?? null,
          buyer_cpf: request.buyerCpf,
          cep: delivery?.cep ?? null,
          street: delivery?.street ?? null,
          number_line: delivery?.number ?? null,
          complement: delivery?.complement ?? null,
          district: delivery?.district ?? null,
          city: delivery?.city ?? null,
          state: delivery?.state ?? null,
          idempotency_key: request.idempotencyKey,
          order_digest: request.orderDigest,
          installments: request.installments,
          card_brand: request.cardBrand,
          card_token: request.cardToken,
          card_customer_id: request.cardCustomerId,
        })
        .execute();
      await db
        .insertInto('request_items')
        .values(
          request.items.map((item, i) => ({
            request_id: id,
            position: i + 1,
            product_id: Number(item.productId),
            product_name: item.productName,
            quantity: item.quantity,
            unit_price_cents: toCents(item.unitPrice),
            attributes: JSON.stringify(item.attributes),
          })),
        )
        .execute();
      await this.addEvent(String(id), {
        status: request.status,
        at: request.created_at,
        note: null,
      });
      return String(id);
    },

    async addEvent(id: string, event: RequestEventRecord): Promise<void> {
      await db
        .insertInto('request_events')
        .values({
          request_id: Number(id),
          status: event.status,
          at: toDate(event.at),
          note: event.note,
          label: event.label ?? null,
        })
        .execute();
    },

    /** The pedido whose charge at the provider is `chargeId`. */
    async byChargeId(chargeId: string): Promise<RequestRecord | null> {
      const row = await db
        .selectFrom('requests')
        .selectAll()
        .where('charge_id', '=', chargeId)
        .executeTakeFirst();
      return row ? ((await complete([row]))[0] ?? null) : null;
    },

    /** The pedido numbered `number` (`PED-…`), the reference its charge carries. */
    async byNumber(number: string): Promise<RequestRecord | null> {
      const row = await db
        .selectFrom('requests')
        .selectAll()
        .where('number', '=', number)
        .executeTakeFirst();
      return row ? ((await complete([row]))[0] ?? null) : null;
    },

    /** Locks the pedido's row until the transaction ends; answers its status, or null. */
    async lockForUpdate(id: string): Promise<RequestStatus | null> {
      const row = await db
        .selectFrom('requests')
        .select('status')
        .where('id', '=', Number(id))
        .forUpdate()
        .executeTakeFirst();
      return row?.status ?? null;
    },

    /**
     * Records the provider's charge of the pedido, once: a pedido has one charge (the same
     * idempotency key always answers the same one). Clears the card token, spent by now.
     * Answers whether the pedido now has this charge.
     */
    async attachCharge(id: string, charge: ChargeDetails): Promise<boolean> {
      const row = await db
        .updateTable('requests')
        .set({
          charge_id: charge.chargeId,
          card_last4: charge.cardLast4,
          card_token: null,
          pix_code: charge.pix?.code ?? null,
          pix_qr_code: charge.pix?.qrCodeDataUrl ?? null,
          boleto_barcode: charge.boleto?.barcode ?? null,
          boleto_digitable_line: charge.boleto?.digitableLine ?? null,
          pay_url: charge.payLink?.url ?? null,
          pay_label: charge.payLink?.label ?? null,
        })
        .where('id', '=', Number(id))
        .where((eb) => eb.or([eb('charge_id', 'is', null), eb('charge_id', '=', charge.chargeId)]))
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Why the pedido's payment failed (shown again to a retry with the same key). */
    async setPaymentFailure(id: string, failure: string): Promise<void> {
      await db
        .updateTable('requests')
        .set({ payment_failure: failure, card_token: null })
        .where('id', '=', Number(id))
        .execute();
    },

    /**
     * Raises the refunded amount to `cents` if it was lower (a late or repeated report changes
     * nothing); with `fullyAt`, marks the whole refund done then, once. Answers whether the
     * pedido became fully refunded by this call.
     */
    async recordRefund(id: string, cents: number, fullyAt: number | null): Promise<boolean> {
      await db
        .updateTable('requests')
        .set({ refunded_cents: cents })
        .where('id', '=', Number(id))
        .where('refunded_cents', '<', cents)
        .execute();
      if (fullyAt === null) return false;
      const row = await db
        .updateTable('requests')
        .set({ refunded_at: toDate(fullyAt) })
        .where('id', '=', Number(id))
        .where('refunded_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Moves the pedido's delivery `ms` into the past (its DELIVERED timeline entries): how the
     * test hooks age a delivery to try the after-sale windows without moving every clock.
     */
    async moveDeliveryBack(id: string, ms: number): Promise<boolean> {
      const n = rowId(id);
      if (n === null) return false;
      const moved = await db
        .updateTable('request_events')
        .set({ at: sql`at - make_interval(secs => ${ms / 1000})` })
        .where('request_id', '=', n)
        .where('status', '=', 'DELIVERED')
        .returning('id')
        .execute();
      return moved.length > 0;
    },

    /** Marks the confirmation e-mail written, once; answers whether this call marked it. */
    async markConfirmationMailed(id: string, now: number): Promise<boolean> {
      const row = await db
        .updateTable('requests')
        .set({ confirmation_mailed_at: toDate(now) })
        .where('id', '=', Number(id))
        .where('confirmation_mailed_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Pending pedidos paid through the provider that the API asks it about, at most `limit`,
     * drawn at random so that over the passes every one is asked about however many wait (a
     * boleto waits days): those with a charge, and those whose charge's answer was lost
     * (placed before `chargelessBefore`, so a placement under way is left alone).
     */
    async pendingPayments(chargelessBefore: number, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('requests')
        .select('id')
        .where('status', '=', 'PENDING')
        .where((eb) =>
          eb.or([
            eb('charge_id', 'is not', null),
            eb.and([
              eb('created_at', '<', toDate(chargelessBefore)),
              eb('idempotency_key', 'is not', null),
            ]),
          ]),
        )
        .orderBy(sql`random()`)
        .limit(limit)
        .execute();
      return rows.map((row) => String(row.id));
    },

    /**
     * Moves the pedido from `from` to `to` only if it is still in `from` (a concurrent move or
     * the expiry sweep may have moved it): answers whether it moved. Leaving PENDING clears the
     * expiry; SHIPPED records the tracking code.
     */
    async move(
      id: string,
      from: RequestStatus,
      to: RequestStatus,
      trackingCode: string | null,
    ): Promise<boolean> {
      const moved = await db
        .updateTable('requests')
        .set({
          status: to,
          expires_at: null,
          ...(to === 'SHIPPED' ? { tracking_code: trackingCode } : {}),
        })
        .where('id', '=', Number(id))
        .where('status', '=', from)
        .returning('id')
        .executeTakeFirst();
      return moved !== undefined;
    },

    /**
     * Takes the expiry sweep's lock until the transaction ends, if no other process holds it:
     * answers whether it did.
     */
    async tryLockSweep(): Promise<boolean> {
      const { rows } = await sql<{ locked: boolean }>`
        select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as locked`.execute(db);
      return rows[0]?.locked === true;
    },

    /** Ids of pending pedidos whose time to pay ran out by `now`, oldest first, at most `limit`. */
    async expiredIds(now: number, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('requests')
        .select('id')
        .where('status', '=', 'PENDING')
        .where('expires_at', '<=', toDate(now))
        .orderBy('expires_at')
        .limit(limit)
        .execute();
      return rows.map((row) => String(row.id));
    },

    /**
     * What a deleted account's pedidos keep for the fiscal records: lines, amounts, dates,
     * payment, freight, timeline and the delivery address; the buyer's name (replaced by
     * ANONYMOUS_RECIPIENT) and CPF, the idempotency key and the link to the account go.
     */
    async keepForFiscalRecords(customerId: string): Promise<void> {
      await db
        .updateTable('requests')
        .set({
          customer_id: null,
          recipient: sql`case when recipient is null then null else ${ANONYMOUS_RECIPIENT} end`,
          buyer_cpf: null,
          idempotency_key: null,
          order_digest: null,
        })
        .where('customer_id', '=', Number(customerId))
        .execute();
    },

    /** Deletes the pedidos placed before `cutoff` (past the fiscal retention); answers how many. */
    async purgePlacedBefore(cutoff: number): Promise<number> {
      const rows = await db
        .deleteFrom('requests')
        .where('created_at', '<', toDate(cutoff))
        .returning('id')
        .execute();
      return rows.length;
    },
  };
}
