/**
 * The seed's reviews: the demo customer reviewed product 3 of their delivered pedido 1 and it
 * was approved, so its page shows `Avaliações` on a fresh start; product 1 of the same pedido is
 * left unreviewed, so `Avaliar produto` can be tried at once.
 */
import type { Db } from '../../api/db/database.ts';
import type { ReviewsTable } from '../../api/db/tables.ts';
import type { Insertable } from 'kysely';

export const SEED_REVIEWS: readonly Insertable<ReviewsTable>[] = [
  {
    id: 1,
    product_id: 3,
    customer_id: 1,
    request_id: 1,
    rating: 4,
    title: 'Ótimo para o dia a dia',
    body: 'Chegou bem embalado e antes do prazo. Uso todos os dias no trabalho e funciona muito bem; só achei o cabo um pouco curto.',
    status: 'APPROVED',
    created_at: '2026-05-25T14:00:00-03:00',
    decided_at: '2026-05-26T09:00:00-03:00',
    decided_by_name: 'Equipe da loja',
  },
];

export async function seedReviews(db: Db, products: number): Promise<void> {
  const rows = SEED_REVIEWS.filter((review) => review.product_id <= products);
  if (rows.length > 0)
    await db
      .insertInto('reviews')
      .values([...rows])
      .execute();
}
