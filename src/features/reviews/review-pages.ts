/**
 * The static pages of a product's reviews, `/produtos/{id}/avaliacoes/{n}`: only for products
 * with more approved reviews than their page shows (so no file for a product with few or none,
 * whatever the catalogue's size), 20 reviews a page, newest first. Static like the product
 * page, so they need no script and are published by the same targeted build.
 */
import { api } from '~/lib/api/api';
import type { GraphQLApiClient } from '~/lib/api/client';
import { ProductReviewsPageDocument } from '~/lib/graphql/generated/graphql';
import type { ProductReviewsPageQuery } from '~/lib/graphql/generated/graphql';
import { loadProductRatings } from './product-ratings.ts';
import type { ProductRating, ShownReview } from './product-ratings.ts';

export const REVIEWS_PER_PAGE = 20;

export interface ReviewPageData {
  readonly product: { readonly id: string; readonly name: string };
  readonly average: number;
  readonly count: number;
  /** From 1. */
  readonly page: number;
  readonly totalPages: number;
  readonly reviews: readonly ShownReview[];
}

/** True when the product page cannot show all of the product's reviews. */
export function hasMoreReviews(rating: ProductRating | null): rating is ProductRating {
  return rating !== null && rating.count > rating.latest.length;
}

/** Every approved review of `productId`, newest first, in the API's pages of 50. */
export async function fetchAllReviews(
  productId: string,
  client: Pick<GraphQLApiClient, 'request'> = api,
): Promise<ShownReview[]> {
  const reviews: ShownReview[] = [];
  for (let page = 1; ; page += 1) {
    const { productReviews }: ProductReviewsPageQuery = await client.request(
      ProductReviewsPageDocument,
      { productId, page },
    );
    reviews.push(...productReviews.items);
    if (page >= productReviews.totalPages) return reviews;
  }
}

/** The pages of one product's reviews. */
export function buildReviewPages(
  product: ReviewPageData['product'],
  rating: Pick<ProductRating, 'average' | 'count'>,
  reviews: readonly ShownReview[],
): ReviewPageData[] {
  const totalPages = Math.max(1, Math.ceil(reviews.length / REVIEWS_PER_PAGE));
  return Array.from({ length: totalPages }, (_, i) => ({
    product,
    average: rating.average,
    count: rating.count,
    page: i + 1,
    totalPages,
    reviews: reviews.slice(i * REVIEWS_PER_PAGE, (i + 1) * REVIEWS_PER_PAGE),
  }));
}

/**
 * The review pages of every published product in `products` that has more reviews than its
 * page shows: one fetch of the ratings, then the reviews of those products only.
 */
export async function loadReviewPages(
  products: readonly { readonly id: string; readonly name: string }[],
): Promise<ReviewPageData[]> {
  const ratings = await loadProductRatings();
  const pages: ReviewPageData[] = [];
  for (const product of products) {
    const rating = ratings.get(product.id) ?? null;
    if (!hasMoreReviews(rating)) continue;
    const reviews = await fetchAllReviews(product.id);
    pages.push(...buildReviewPages({ id: product.id, name: product.name }, rating, reviews));
  }
  return pages;
}
