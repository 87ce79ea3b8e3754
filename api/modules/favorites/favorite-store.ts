/** Customers' favorite products, the most recently added first. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export function favoriteStore(db: Db) {
  return {
    /** The customer's favorite product ids, most recent first. */
    async idsOf(customerId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('favorites')
        .select('product_id')
        .where('customer_id', '=', Number(customerId))
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => String(row.product_id));
    },

    async count(customerId: string): Promise<number> {
      const row = await db
        .selectFrom('favorites')
        .select(sql<number>`count(*)`.as('total'))
        .where('customer_id', '=', Number(customerId))
        .executeTakeFirstOrThrow();
      return row.total;
    },

    /** Adds a favorite; answers false when it was one already. */
    async add(customerId: string, productId: string): Promise<boolean> {
      const added = await db
        .insertInto('favorites')
        .values({ customer_id: Number(customerId), product_id: Number(productId) })
        .onConflict((oc) => oc.columns(['customer_id', 'product_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return added !== undefined;
    },

    /** Removes a favorite; answers false when it was not one. */
    async remove(customerId: string, productId: string): Promise<boolean> {
      const removed = await db
        .deleteFrom('favorites')
        .where('customer_id', '=', Number(customerId))
        .where('product_id', '=', Number(productId))
        .returning('id')
        .executeTakeFirst();
      return removed !== undefined;
    },
  };
}
