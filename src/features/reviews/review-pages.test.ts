import { describe, expect, it } from 'vitest';
import {
  REVIEWS_PER_PAGE,
  buildReviewPages,
  fetchAllReviews,
  hasMoreReviews,
} from './review-pages.ts';

const review = (n: number) => ({
  id: String(n),
  rating: 5,
  title: `Avaliação ${n}`,
  body: 'Bom.',
  authorName: 'Ana S.',
  createdAt: n,
});

describe('the pages of a product’s reviews', () => {
  it('exist only when the product page cannot show every review', () => {
    const latest = [1, 2, 3, 4, 5].map(review);
    expect(hasMoreReviews(null)).toBe(false);
    expect(hasMoreReviews({ productId: '1', average: 5, count: 5, latest })).toBe(false);
    expect(hasMoreReviews({ productId: '1', average: 5, count: 6, latest })).toBe(true);
  });

  it('split the reviews in pages of 20, in the order the API gave', () => {
    const reviews = Array.from({ length: 45 }, (_, i) => review(i + 1));
    const pages = buildReviewPages(
      { id: '3', name: 'Teclado' },
      { average: 4.5, count: 45 },
      reviews,
    );
    expect(pages.map((page) => [page.page, page.totalPages, page.reviews.length])).toEqual([
      [1, 3, REVIEWS_PER_PAGE],
      [2, 3, REVIEWS_PER_PAGE],
      [3, 3, 5],
    ]);
    expect(pages[2]?.reviews[0]?.id).toBe('41');
    expect(pages[0]).toMatchObject({
      product: { id: '3', name: 'Teclado' },
      average: 4.5,
      count: 45,
    });
  });

  it('fetches every page of a product’s reviews from the API', async () => {
    const asked: number[] = [];
    const client = {
      request: async (_document: unknown, variables?: { page?: number }) => {
        const page = variables?.page ?? 0;
        asked.push(page);
        return {
          productReviews: {
            total: 51,
            totalPages: 2,
            items: page === 1 ? [review(1)] : [review(2)],
          },
        };
      },
    } as unknown as Parameters<typeof fetchAllReviews>[1];
    expect((await fetchAllReviews('3', client)).map((r) => r.id)).toEqual(['1', '2']);
    expect(asked).toEqual([1, 2]);
  });
});
