/**
 * The page models of the build, derived once from the one catalogue fetch: the routes and
 * their `_payload.json` endpoints all read these, so the pages and payloads cannot differ.
 * A targeted publish hands in the models of the pages it renders instead (build-handoff.ts).
 */
import { handOut, handOutPageList, targetedPublish } from './build-handoff.ts';
import { loadCatalogue } from './catalogue.ts';
import { buildListPages } from './list-pages.ts';
import type { ListPageData } from './list-pages.ts';
import { buildProductPages } from './product-page.ts';
import type { ProductPageData } from './product-page.ts';
import { planTargetedPages } from './targeted-pages.ts';
import type { TargetedPages } from './targeted-pages.ts';

let targeted: TargetedPages | undefined;
let listPages: Promise<ListPageData[]> | undefined;

/** In a targeted publish, its pages, worked out once and handed out to the publisher. */
function targetedPages(): TargetedPages | undefined {
  const publish = targetedPublish();
  if (!publish) return undefined;
  if (!targeted) {
    targeted = planTargetedPages(publish);
    handOut(targeted.catalogue);
    const before = publish.pageNames;
    const changed =
      before.length !== targeted.pageNames.length ||
      targeted.pageNames.some((name, i) => name !== before[i]);
    handOutPageList(targeted.pageNames, changed);
  }
  return targeted;
}
let productPages: Promise<ProductPageData[]> | undefined;

export function loadListPages(): Promise<ListPageData[]> {
  const pages = targetedPages();
  listPages ??= pages
    ? Promise.resolve([...pages.listPages])
    : loadCatalogue().then(buildListPages);
  return listPages;
}

export function loadProductPages(): Promise<ProductPageData[]> {
  const pages = targetedPages();
  productPages ??= pages
    ? Promise.resolve([...pages.productPages])
    : loadCatalogue().then(buildProductPages);
  return productPages;
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
