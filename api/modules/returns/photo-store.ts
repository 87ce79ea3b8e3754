/**
 * The photos customers send with defect reports: kept apart from the catalogue's files (they
 * are never public), uploaded before the request exists and attached to it when it is sent.
 */
import type { Db } from '../../db/database.ts';
import { toDate } from '../../db/codecs.ts';
import type { AfterSalePhotosTable } from '../../db/tables.ts';

export type PhotoType = AfterSalePhotosTable['content_type'];

export interface StoredPhoto {
  readonly id: string;
  readonly contentType: PhotoType;
  readonly bytes: Uint8Array;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function afterSalePhotoStore(db: Db) {
  return {
    /** Keeps a customer's photo not yet attached to a request; answers its id. */
    async add(customerId: string, contentType: PhotoType, bytes: Uint8Array, now: number) {
      const row = await db
        .insertInto('after_sale_photos')
        .values({
          customer_id: Number(customerId),
          after_sale_id: null,
          content_type: contentType,
          bytes,
          created_at: toDate(now),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Photos the customer uploaded since `since` and has not attached to a request. */
    async pendingCount(customerId: string, since: number): Promise<number> {
      const rows = await db
        .selectFrom('after_sale_photos')
        .select('id')
        .where('customer_id', '=', Number(customerId))
        .where('after_sale_id', 'is', null)
        .where('created_at', '>=', toDate(since))
        .execute();
      return rows.length;
    },

    /** Drops the customer's unattached photos older than `before` (a form given up). */
    async dropPending(customerId: string, before: number): Promise<void> {
      await db
        .deleteFrom('after_sale_photos')
        .where('customer_id', '=', Number(customerId))
        .where('after_sale_id', 'is', null)
        .where('created_at', '<', toDate(before))
        .execute();
    },

    /**
     * Attaches the customer's unattached photos `ids` to the request; answers how many were
     * (fewer than asked: some are not theirs, already attached or gone).
     */
    async attach(ids: readonly string[], customerId: string, afterSaleId: string) {
      const valid = ids.filter((id) => UUID.test(id));
      if (valid.length === 0) return 0;
      const rows = await db
        .updateTable('after_sale_photos')
        .set({ after_sale_id: Number(afterSaleId) })
        .where('id', 'in', valid)
        .where('customer_id', '=', Number(customerId))
        .where('after_sale_id', 'is', null)
        .returning('id')
        .execute();
      return rows.length;
    },

    /** A request's photos, in the order they were uploaded. */
    async of(afterSaleId: string): Promise<StoredPhoto[]> {
      const rows = await db
        .selectFrom('after_sale_photos')
        .select(['id', 'content_type', 'bytes'])
        .where('after_sale_id', '=', Number(afterSaleId))
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        contentType: row.content_type,
        bytes: new Uint8Array(row.bytes),
      }));
    },
  };
}
