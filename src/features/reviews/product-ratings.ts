/**
 * Approved reviews on the static product pages: fetched once per build for the products that
 * have any (products without reviews cost no request and no file), turned into what the page's
 * `Avaliações` section shows and into schema.org's `aggregateRating` and `review`.
 */
import { api } from '~/lib/api/api';
import type { GraphQLApiClient } from '~/lib/api/client';
import { ProductRatingsDocument } from '~/lib/graphql/generated/graphql';
import type { ProductRatingsQuery } from '~/lib/graphql/generated/graphql';
import { formatDate, formatIsoDate } from '~/lib/format';

export type ProductRating = ProductRatingsQuery['productRatings']['items'][number];
export type ShownReview = ProductRating['latest'][number];

/** The API's page of ratings, and most products one request may name (the build's query). */
const RATINGS_PAGE = 100;

/**
 * The ratings of the products with approved reviews, by product id: of every such product,
 * walking the API's pages, or of only `ids` (a targeted publish's), a request per hundred.
 */
export async function fetchProductRatings(
  client: Pick<GraphQLApiClient, 'request'> = api,
  ids?: readonly string[],
): Promise<Map<string, ProductRating>> {
  const ratings = new Map<string, ProductRating>();
  const keep = ({ productRatings }: ProductRatingsQuery) => {
    for (const rating of productRatings.items) ratings.set(rating.productId, rating);
    return productRatings;
  };
  if (ids) {
    for (let from = 0; from < ids.length; from += RATINGS_PAGE) {
      const productIds = ids.slice(from, from + RATINGS_PAGE);
      keep(await client.request(ProductRatingsDocument, { after: null, productIds }));
    }
    return ratings;
  }
  let after: string | null = null;
  for (;;) {
    const page = keep(await client.request(ProductRatingsDocument, { after, productIds: null }));
    if (page.items.length < RATINGS_PAGE || page.endCursor === null) break;
    after = page.endCursor;
  }
  return ratings;
}

let shared: Promise<Map<string, ProductRating>> | undefined;

/** The build's one fetch of the ratings, shared by every product page and payload. */
export function loadProductRatings(): Promise<Map<string, ProductRating>> {
  shared ??= fetchProductRatings();
  return shared;
}

const ONE_DECIMAL = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** `4,5 de 5`. */
export function averageLabel(average: number): string {
  return `${ONE_DECIMAL.format(average)} de 5`;
}

/** `1 avaliação`, `12 avaliações`. */
export function reviewCountLabel(count: number): string {
  return count === 1 ? '1 avaliação' : `${count.toLocaleString('pt-BR')} avaliações`;
}

/** The stars' text alternative: `Nota 4,5 de 5 estrelas`. */
export function starsAlt(stars: number): string {
  return `Nota ${ONE_DECIMAL.format(stars)} de 5 estrelas`;
}

/** How much of five stars to fill, in tenths (4.5 → 9), for the stars drawn by CSS. */
export function starTenths(stars: number): number {
  return Math.round(Math.min(5, Math.max(0, stars)) * 2);
}

/** The day a review was written, as the page shows it and as schema.org's ISO date. */
export function reviewDate(ms: number): { readonly shown: string; readonly iso: string } {
  return { shown: formatDate(ms), iso: formatIsoDate(ms) };
}

/** schema.org properties the Product gains when it has approved reviews; none otherwise. */
export function ratingJsonLd(rating: ProductRating | null): Record<string, unknown> {
  if (!rating || rating.count === 0) return {};
  const scale = { bestRating: 5, worstRating: 1 };
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.average,
      reviewCount: rating.count,
      ...scale,
    },
    review: rating.latest.map((review) => ({
      '@type': 'Review',
      name: review.title,
      reviewBody: review.body,
      datePublished: reviewDate(review.createdAt).iso,
      author: { '@type': 'Person', name: review.authorName },
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, ...scale },
    })),
  };
}
