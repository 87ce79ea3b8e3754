/**
 * The page models of the build, derived once from the one catalogue fetch: the routes and
 * their `_payload.json` endpoints all read these, so the pages and payloads cannot differ.
 * A targeted publish hands in the models of the pages it renders instead (build-handoff.ts).
 */
import { fetchProductRatings, loadProductRatings } from '~/features/reviews/product-ratings';
import { loadReviewPages } from '~/features/reviews/review-pages';
import type { ReviewPageData } from '~/features/reviews/review-pages';
import { handOut, handOutPageList, targetedPublish } from './build-handoff.ts';
import { loadCatalogue } from './build-catalogue.ts';
import { buildListPages } from './list-pages.ts';
import type { ListPageData } from './list-pages.ts';
import { buildProductPages } from './product-page.ts';
import type { ProductPageData } from './product-page.ts';
import { planTargetedPages } from './targeted-pages.ts';
import type { TargetedPages } from './targeted-pages.ts';

/**
 * `load`, run once and its answer shared; a failure is not kept, so the full build that follows
 * a failed targeted one in the same process (which may reuse this module) starts afresh.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * In a targeted publish, its pages, worked out once (with the ratings now of the products it
 * renders, which their pages show and which decide the pages of reviews) and handed out to the
 * publisher.
 */
const targetedPages = once(async (): Promise<TargetedPages | undefined> => {
  const publish = targetedPublish();
  if (!publish) return undefined;
  const pages = await planTargetedPages(publish, (ids) => fetchProductRatings(undefined, ids));
  handOut(pages.catalogue);
  const before = publish.pageNames;
  const changed =
    before.length !== pages.pageNames.length ||
    pages.pageNames.some((name, i) => name !== before[i]);
  handOutPageList(pages.pageNames, changed);
  return pages;
});

export const loadListPages = once(async (): Promise<ListPageData[]> => {
  const pages = await targetedPages();
  return pages ? [...pages.listPages] : buildListPages(await loadCatalogue());
});

export const loadProductPages = once(async (): Promise<ProductPageData[]> => {
  const pages = await targetedPages();
  if (pages) return [...pages.productPages];
  const [catalogue, ratings] = await Promise.all([loadCatalogue(), loadProductRatings()]);
  return buildProductPages(catalogue, ratings);
});

/** The pages of reviews of the published products that have more than their page shows. */
export const loadProductReviewPages = once(async (): Promise<ReviewPageData[]> => {
  const pages = await targetedPages();
  return loadReviewPages(pages ? pages.reviewProducts : (await loadCatalogue()).products);
});

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
