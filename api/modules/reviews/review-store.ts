/**
 * Product reviews in the database: written once per customer and product (the unique
 * constraint decides), moderated by staff with updates conditional on the state they leave, and
 * summed up by the database itself (average and count of the approved ones).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { rowId, toDate, toMs, toMsOrNull } from '../../db/codecs.ts';
import type { ReviewStatusValue } from '../../db/tables.ts';
import { publicName } from './public-name.ts';

export type ReviewStatus = ReviewStatusValue;

/** A review as its author sees it. */
export interface OwnReview {
  readonly id: string;
  readonly productId: string;
  readonly requestId: string;
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  readonly status: ReviewStatus;
  readonly createdAt: number;
}

/** An approved review as the shop shows it: the author as first name and initial only. */
export interface PublicReview {
  readonly id: string;
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  readonly authorName: string;
  readonly createdAt: number;
}

/** A review as staff moderate it. */
export interface StaffReview extends PublicReview {
  readonly productId: string;
  readonly productName: string;
  readonly requestNumber: string;
  readonly status: ReviewStatus;
  readonly decidedAt: number | null;
  readonly decidedByName: string | null;
}

/** The public figures of one product's approved reviews. */
export interface RatingSummary {
  readonly productId: string;
  /** The mean of the stars, rounded to one decimal by the database. */
  readonly average: number;
  readonly count: number;
}

export interface NewReview {
  readonly customerId: string;
  readonly productId: string;
  readonly requestId: string;
  readonly rating: number;
  readonly title: string;
  readonly body: string;
}

/** What a moderation changed: the product whose public reviews may have moved. */
export interface Decision {
  readonly productId: string;
  readonly previous: ReviewStatus;
  readonly status: ReviewStatus;
}

function ownOf(row: {
  id: number;
  product_id: number;
  request_id: number;
  rating: number;
  title: string;
  body: string;
  status: ReviewStatus;
  created_at: Date;
}): OwnReview {
  return {
    id: String(row.id),
    productId: String(row.product_id),
    requestId: String(row.request_id),
    rating: row.rating,
    title: row.title,
    body: row.body,
    status: row.status,
    createdAt: toMs(row.created_at),
  };
}

function publicOf(row: {
  id: number;
  rating: number;
  title: string;
  body: string;
  customer_name: string;
  created_at: Date;
}): PublicReview {
  return {
    id: String(row.id),
    rating: row.rating,
    title: row.title,
    body: row.body,
    authorName: publicName(row.customer_name),
    createdAt: toMs(row.created_at),
  };
}

const OWN_COLUMNS = [
  'reviews.id',
  'reviews.product_id',
  'reviews.request_id',
  'reviews.rating',
  'reviews.title',
  'reviews.body',
  'reviews.status',
  'reviews.created_at',
] as const;

const STAFF_COLUMNS = [
  'reviews.id',
  'reviews.product_id',
  'reviews.rating',
  'reviews.title',
  'reviews.body',
  'reviews.status',
  'reviews.created_at',
  'reviews.decided_at',
  'reviews.decided_by_name',
  'customers.name as customer_name',
  'products.name as product_name',
  'requests.number as request_number',
] as const;

function staffOf(row: {
  id: number;
  product_id: number;
  rating: number;
  title: string;
  body: string;
  status: ReviewStatus;
  created_at: Date;
  decided_at: Date | null;
  decided_by_name: string | null;
  customer_name: string;
  product_name: string;
  request_number: string;
}): StaffReview {
  return {
    ...publicOf(row),
    productId: String(row.product_id),
    productName: row.product_name,
    requestNumber: row.request_number,
    status: row.status,
    decidedAt: toMsOrNull(row.decided_at),
    decidedByName: row.decided_by_name,
  };
}

/** Status order of the staff list: the pending ones first. */
const PENDING_FIRST = sql<number>`case reviews.status when 'PENDING' then 0 else 1 end`;

export function reviewStore(db: Db) {
  const staffView = () =>
    db
      .selectFrom('reviews')
      .innerJoin('customers', 'customers.id', 'reviews.customer_id')
      .innerJoin('products', 'products.id', 'reviews.product_id')
      .innerJoin('requests', 'requests.id', 'reviews.request_id');
  const approved = () =>
    db
      .selectFrom('reviews')
      .innerJoin('customers', 'customers.id', 'reviews.customer_id')
      .where('reviews.status', '=', 'APPROVED');

  return {
    /**
     * True when `customerId`'s pedido `requestId` was delivered and holds `productId`. A
     * delivered pedido never leaves that state, so the answer cannot change before the write.
     */
    async receivedIn(customerId: string, requestId: string, productId: string): Promise<boolean> {
      const request = rowId(requestId);
      const product = rowId(productId);
      if (request === null || product === null) return false;
      const row = await db
        .selectFrom('requests')
        .innerJoin('request_items', 'request_items.request_id', 'requests.id')
        .select('requests.id')
        .where('requests.id', '=', request)
        .where('requests.customer_id', '=', Number(customerId))
        .where('requests.status', '=', 'DELIVERED')
        .where('request_items.product_id', '=', product)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Adds a pending review; null when the customer has reviewed the product already. */
    async add(review: NewReview, now: number): Promise<OwnReview | null> {
      const row = await db
        .insertInto('reviews')
        .values({
          customer_id: Number(review.customerId),
          product_id: Number(review.productId),
          request_id: Number(review.requestId),
          rating: review.rating,
          title: review.title,
          body: review.body,
          created_at: toDate(now),
        })
        .onConflict((oc) => oc.constraint('reviews_one_per_customer_product').doNothing())
        .returning(OWN_COLUMNS)
        .executeTakeFirst();
      return row === undefined ? null : ownOf(row);
    },

    /** The customer's reviews, newest first (the painel's lines and the data export). */
    async ofCustomer(customerId: string): Promise<OwnReview[]> {
      const rows = await db
        .selectFrom('reviews')
        .select(OWN_COLUMNS)
        .where('customer_id', '=', Number(customerId))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(ownOf);
    },

    /** The average and count of `productId`'s approved reviews; null when there is none. */
    async summaryOf(productId: string): Promise<RatingSummary | null> {
      const [summary] = await this.summaries({ after: null, limit: 1, only: [productId] });
      return summary ?? null;
    },

    /**
     * The products with approved reviews (of `only`, when given), by id after `after`, with
     * their average and count: products without any cost nothing here, whatever the
     * catalogue's size.
     */
    async summaries(options: {
      after: string | null;
      limit: number;
      only?: readonly string[];
    }): Promise<RatingSummary[]> {
      let query = approved()
        .select([
          'reviews.product_id',
          sql<number>`round(avg(reviews.rating), 1)`.as('average'),
          sql<number>`count(*)`.as('count'),
        ])
        .groupBy('reviews.product_id')
        .orderBy('reviews.product_id')
        .limit(options.limit);
      if (options.only !== undefined) {
        const only = options.only.flatMap((id) => rowId(id) ?? []);
        if (only.length === 0) return [];
        query = query.where('reviews.product_id', 'in', only);
      }
      const after = options.after === null ? null : rowId(options.after);
      if (after !== null) query = query.where('reviews.product_id', '>', after);
      const rows = await query.execute();
      return rows.map((row) => ({
        productId: String(row.product_id),
        average: row.average,
        count: row.count,
      }));
    },

    /** Approved reviews of `productId`, newest first, from `offset`. */
    async publicPage(productId: string, offset: number, limit: number): Promise<PublicReview[]> {
      const product = rowId(productId);
      if (product === null) return [];
      const rows = await approved()
        .select([
          'reviews.id',
          'reviews.rating',
          'reviews.title',
          'reviews.body',
          'reviews.created_at',
          'customers.name as customer_name',
        ])
        .where('reviews.product_id', '=', product)
        .orderBy('reviews.created_at', 'desc')
        .orderBy('reviews.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map(publicOf);
    },

    /** The latest `count` approved reviews of each of `productIds`, in one query. */
    async latestOf(
      productIds: readonly string[],
      count: number,
    ): Promise<Map<string, PublicReview[]>> {
      const ids = productIds.map(rowId).filter((id): id is number => id !== null);
      const latest = new Map<string, PublicReview[]>(productIds.map((id) => [id, []]));
      if (ids.length === 0) return latest;
      const rows = await db
        .selectFrom(() =>
          approved()
            .select([
              'reviews.id',
              'reviews.product_id',
              'reviews.rating',
              'reviews.title',
              'reviews.body',
              'reviews.created_at',
              'customers.name as customer_name',
              sql<number>`row_number() over (partition by reviews.product_id order by reviews.created_at desc, reviews.id desc)`.as(
                'position',
              ),
            ])
            .where('reviews.product_id', 'in', ids)
            .as('ranked'),
        )
        .selectAll()
        .where('position', '<=', count)
        .orderBy('product_id')
        .orderBy('position')
        .execute();
      for (const row of rows) latest.get(String(row.product_id))?.push(publicOf(row));
      return latest;
    },

    /** One page of every review in `status` (any: pending first), newest first; and the total. */
    async staffPage(
      status: ReviewStatus | null,
      offset: number,
      limit: number,
    ): Promise<{ items: StaffReview[]; total: number }> {
      const inStatus =
        status === null ? staffView() : staffView().where('reviews.status', '=', status);
      const [rows, count] = await Promise.all([
        inStatus
          .select(STAFF_COLUMNS)
          .orderBy(PENDING_FIRST)
          .orderBy('reviews.created_at', 'desc')
          .orderBy('reviews.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        inStatus.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return { total: count.total, items: rows.map(staffOf) };
    },

    /** Review `id` as staff see it, whatever its state; null when there is none. */
    async staffById(id: string): Promise<StaffReview | null> {
      const review = rowId(id);
      if (review === null) return null;
      const row = await staffView()
        .select(STAFF_COLUMNS)
        .where('reviews.id', '=', review)
        .executeTakeFirst();
      return row === undefined ? null : staffOf(row);
    },

    /**
     * Moves review `id` from `from` to `to`, decided by one conditional update: null when there
     * is no such review or it is in another state (someone decided first).
     */
    async decide(
      id: string,
      from: ReviewStatus,
      to: ReviewStatus,
      by: string,
      now: number,
    ): Promise<Decision | null> {
      const review = rowId(id);
      if (review === null) return null;
      const row = await db
        .updateTable('reviews')
        .set({ status: to, decided_at: toDate(now), decided_by_name: by })
        .where('id', '=', review)
        .where('status', '=', from)
        .returning('product_id')
        .executeTakeFirst();
      return row === undefined
        ? null
        : { productId: String(row.product_id), previous: from, status: to };
    },

    /**
     * Removes every review of `customerId` (their account is being erased) and answers the
     * products whose public reviews this changed.
     */
    async eraseOf(customerId: string): Promise<string[]> {
      const rows = await db
        .deleteFrom('reviews')
        .where('customer_id', '=', Number(customerId))
        .returning(['product_id', 'status'])
        .execute();
      return rows.filter((row) => row.status === 'APPROVED').map((row) => String(row.product_id));
    },

    /**
     * Marks the products as changed now (`updated_at`): what the publisher's change feed follows
     * to republish their pages.
     */
    async touchProducts(productIds: readonly string[], now: number): Promise<void> {
      const ids = productIds.map(rowId).filter((id): id is number => id !== null);
      if (ids.length === 0) return;
      await db
        .updateTable('products')
        .set({ updated_at: toDate(now) })
        .where('id', 'in', ids)
        .execute();
    },
  };
}
