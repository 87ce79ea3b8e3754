import { describe, expect, it } from 'vitest';
import {
  averageLabel,
  fetchProductRatings,
  ratingJsonLd,
  reviewCountLabel,
  starTenths,
  starsAlt,
} from './product-ratings.ts';
import type { ProductRating } from './product-ratings.ts';

const REVIEW = {
  id: '7',
  rating: 5,
  title: 'Excelente',
  body: 'Chegou rápido.',
  authorName: 'Joana L.',
  // 2026-05-25 01:30 UTC is still the 24th in São Paulo.
  createdAt: Date.UTC(2026, 4, 25, 1, 30),
};
const RATING: ProductRating = { productId: '3', average: 4.5, count: 12, latest: [REVIEW] };

describe('the rating as the product page says it', () => {
  it('in pt-BR figures', () => {
    expect(averageLabel(4.5)).toBe('4,5 de 5');
    expect(averageLabel(4)).toBe('4,0 de 5');
    expect(reviewCountLabel(1)).toBe('1 avaliação');
    expect(reviewCountLabel(1200)).toBe('1.200 avaliações');
    expect(starsAlt(4.5)).toBe('Nota 4,5 de 5 estrelas');
    expect([starTenths(4.5), starTenths(1), starTenths(4.26)]).toEqual([9, 2, 9]);
  });

  it('adds schema.org aggregateRating and review only with approved reviews', () => {
    expect(ratingJsonLd(null)).toEqual({});
    expect(ratingJsonLd(RATING)).toEqual({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 12,
        bestRating: 5,
        worstRating: 1,
      },
      review: [
        {
          '@type': 'Review',
          name: 'Excelente',
          reviewBody: 'Chegou rápido.',
          datePublished: '2026-05-24',
          author: { '@type': 'Person', name: 'Joana L.' },
          reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        },
      ],
    });
  });
});

describe('fetchProductRatings', () => {
  it('walks the pages after each end cursor until a short page', async () => {
    const asked: (string | null | undefined)[] = [];
    const full = Array.from({ length: 100 }, (_, i) => ({ ...RATING, productId: String(i + 1) }));
    const client = {
      request: async (_document: unknown, variables?: { after?: string | null }) => {
        asked.push(variables?.after);
        return {
          productRatings:
            variables?.after == null
              ? { items: full, endCursor: '100' }
              : { items: [{ ...RATING, productId: '140' }], endCursor: null },
        };
      },
    } as unknown as Parameters<typeof fetchProductRatings>[0];
    const ratings = await fetchProductRatings(client);
    expect(asked).toEqual([null, '100']);
    expect(ratings.size).toBe(101);
    expect(ratings.get('140')?.average).toBe(4.5);
  });

  it('asks for named products a hundred at a time, with no paging', async () => {
    const asked: (readonly string[] | null | undefined)[] = [];
    const client = {
      request: async (
        _document: unknown,
        variables?: { productIds?: readonly string[] | null },
      ) => {
        asked.push(variables?.productIds);
        const rated = (variables?.productIds ?? []).filter((id) => Number(id) % 50 === 0);
        return {
          productRatings: {
            items: rated.map((productId) => ({ ...RATING, productId })),
            endCursor: null,
          },
        };
      },
    } as unknown as Parameters<typeof fetchProductRatings>[0];
    const ids = Array.from({ length: 150 }, (_, i) => String(i + 1));
    const ratings = await fetchProductRatings(client, ids);
    expect(asked).toEqual([ids.slice(0, 100), ids.slice(100)]);
    expect([...ratings.keys()]).toEqual(['50', '100', '150']);
    expect(await fetchProductRatings(client, [])).toEqual(new Map());
    expect(asked).toHaveLength(2);
  });
});
