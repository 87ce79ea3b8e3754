/**
 * The page models of the build, derived once from the one catalogue fetch: the routes and
 * their `_payload.json` endpoints all read these, so the pages and payloads cannot differ.
 */
import { loadProductRatings } from '~/features/reviews/product-ratings';
import { loadReviewPages } from '~/features/reviews/review-pages';
import type { ReviewPageData } from '~/features/reviews/review-pages';
import { loadCatalogue } from './catalogue.ts';
import { buildListPages } from './list-pages.ts';
import type { ListPageData } from './list-pages.ts';
import { buildProductPages } from './product-page.ts';
import type { ProductPageData } from './product-page.ts';

let listPages: Promise<ListPageData[]> | undefined;
let productPages: Promise<ProductPageData[]> | undefined;

export function loadListPages(): Promise<ListPageData[]> {
  listPages ??= loadCatalogue().then(buildListPages);
  return listPages;
}

export function loadProductPages(): Promise<ProductPageData[]> {
  productPages ??= Promise.all([loadCatalogue(), loadProductRatings()]).then(
    ([catalogue, ratings]) => buildProductPages(catalogue, ratings),
  );
  return productPages;
}

let reviewPages: Promise<ReviewPageData[]> | undefined;

/** The pages of reviews of the published products that have more than their page shows. */
export function loadProductReviewPages(): Promise<ReviewPageData[]> {
  reviewPages ??= loadCatalogue().then(({ products }) => loadReviewPages(products));
  return reviewPages;
}

/** The list pages of one route shape: the whole catalogue or a category, page 1 or later. */
export async function listPagesWhere(
  scope: 'all' | 'category',
  paged: boolean,
): Promise<ListPageData[]> {
  const pages = await loadListPages();
  return pages.filter(
    (page) => (page.category === null) === (scope === 'all') && page.page > 1 === paged,
  );
}
