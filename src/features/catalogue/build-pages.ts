/**
 * The page models of the build, derived once from the one catalogue fetch: the routes and
 * their `_payload.json` endpoints all read these, so the pages and payloads cannot differ.
 * A targeted publish hands in the models of the pages it renders instead (build-handoff.ts).
 */
import { loadProductRatings } from '~/features/reviews/product-ratings';
import { loadReviewPages } from '~/features/reviews/review-pages';
import type { ReviewPageData } from '~/features/reviews/review-pages';
import { handOut, handOutPageList, targetedPublish } from './build-handoff.ts';
import { loadCatalogue } from './catalogue.ts';
import { buildListPages } from './list-pages.ts';
import type { ListPageData } from './list-pages.ts';
import { buildProductPages } from './product-page.ts';
import type { ProductPageData } from './product-page.ts';
import { planTargetedPages } from './targeted-pages.ts';
import type { TargetedPages } from './targeted-pages.ts';

let targeted: Promise<TargetedPages | undefined> | undefined;
let listPages: Promise<ListPageData[]> | undefined;
let productPages: Promise<ProductPageData[]> | undefined;
let reviewPages: Promise<ReviewPageData[]> | undefined;

/**
 * In a targeted publish, its pages, worked out once (with the ratings now, which the product
 * pages show and which decide the pages of reviews) and handed out to the publisher.
 */
function targetedPages(): Promise<TargetedPages | undefined> {
  targeted ??= (async () => {
    const publish = targetedPublish();
    if (!publish) return undefined;
    const pages = planTargetedPages(publish, await loadProductRatings());
    handOut(pages.catalogue);
    const before = publish.pageNames;
    const changed =
      before.length !== pages.pageNames.length ||
      pages.pageNames.some((name, i) => name !== before[i]);
    handOutPageList(pages.pageNames, changed);
    return pages;
  })();
  return targeted;
}

export function loadListPages(): Promise<ListPageData[]> {
  listPages ??= targetedPages().then((pages) =>
    pages ? [...pages.listPages] : loadCatalogue().then(buildListPages),
  );
  return listPages;
}

export function loadProductPages(): Promise<ProductPageData[]> {
  productPages ??= targetedPages().then((pages) =>
    pages
      ? [...pages.productPages]
      : Promise.all([loadCatalogue(), loadProductRatings()]).then(([catalogue, ratings]) =>
          buildProductPages(catalogue, ratings),
        ),
  );
  return productPages;
}

/** The pages of reviews of the published products that have more than their page shows. */
export function loadProductReviewPages(): Promise<ReviewPageData[]> {
  reviewPages ??= targetedPages().then(async (pages) =>
    loadReviewPages(pages ? pages.reviewProducts : (await loadCatalogue()).products),
  );
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
