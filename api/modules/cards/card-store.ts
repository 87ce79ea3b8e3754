/**
 * Saved cards: the payment provider's id of the card and what the provider said about it, never
 * a number or CVV. The card itself is kept by the provider, under the customer's
 * `paymentCustomerId`.
 */
import type { Db } from '../../db/database.ts';
import { rowId, toDate, toMs } from '../../db/codecs.ts';
import type { Row } from '../../db/tables.ts';
import type { CardBrand } from '../../providers/payments/provider.ts';

export interface CardRecord {
  readonly id: string;
  readonly customerId: string;
  /** The provider's id of the card. */
  readonly providerCardId: string;
  readonly brand: CardBrand;
  readonly last4: string;
  readonly holderName: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly created_at: number;
}

function cardRecord(row: Row<'cards'>): CardRecord {
  return {
    id: String(row.id),
    customerId: String(row.customer_id),
    providerCardId: row.provider_card_id,
    brand: row.brand as CardBrand,
    last4: row.last4,
    holderName: row.holder_name,
    expMonth: row.exp_month,
    expYear: row.exp_year,
    created_at: toMs(row.created_at),
  };
}

export function cardStore(db: Db) {
  return {
    /** The customer's cards, oldest first. */
    async listOf(customerId: string): Promise<CardRecord[]> {
      const rows = await db
        .selectFrom('cards')
        .selectAll()
        .where('customer_id', '=', Number(customerId))
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(cardRecord);
    },

    async insert(card: Omit<CardRecord, 'id'>): Promise<CardRecord> {
      const row = await db
        .insertInto('cards')
        .values({
          customer_id: Number(card.customerId),
          provider_card_id: card.providerCardId,
          brand: card.brand,
          last4: card.last4,
          holder_name: card.holderName,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          created_at: toDate(card.created_at),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return cardRecord(row);
    },

    /** One of the customer's cards; null when the customer has no card `id`. */
    async cardOf(customerId: string, id: string): Promise<CardRecord | null> {
      const n = rowId(id);
      if (n === null) return null;
      const row = await db
        .selectFrom('cards')
        .selectAll()
        .where('id', '=', n)
        .where('customer_id', '=', Number(customerId))
        .executeTakeFirst();
      return row ? cardRecord(row) : null;
    },

    /** Removes one of the customer's cards; answers whether there was one. */
    async remove(customerId: string, id: string): Promise<boolean> {
      const n = rowId(id);
      if (n === null) return false;
      const removed = await db
        .deleteFrom('cards')
        .where('id', '=', n)
        .where('customer_id', '=', Number(customerId))
        .returning('id')
        .executeTakeFirst();
      return removed !== undefined;
    },
  };
}
