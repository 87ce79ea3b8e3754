/**
 * A targeted publish: the catalogue of the last publish with the changes since applied, the
 * pages whose models those changes altered (and only those), and the whole site's page list
 * in the order a full build would give it. A page is re-rendered when its model differs, so
 * whatever a change touches (a product's own page, the related products its neighbours show,
 * the list pages it sits on now or sat on before, list pages shifted by a move, a scope's
 * counts and filters) follows from the same models a full build renders.
 */
import { listPath, productPath, productReviewsPath } from '~/lib/paths';
import { hasMoreReviews, REVIEWS_PER_PAGE } from '~/features/reviews/review-pages';
import type { CatalogueChange, TargetedPublish } from './build-handoff.ts';
import { toCardProduct } from '~/components/product-card/card';
import type { Catalogue, CatalogueProduct } from './catalogue.ts';
import { isPublished } from './catalogue.ts';
import { facetsOf } from './facets.ts';
import { LIST_PAGE_SIZE, listCategories, listPageOf, totalPagesOf } from './list-pages.ts';
import type { ListPageData, ListScope } from './list-pages.ts';
import {
  productPageOf,
  productsByCategory,
  RELATED_COUNT,
  relatedProducts,
} from './product-page.ts';
import type { ProductPageData, RatingsById } from './product-page.ts';

export interface TargetedPages {
  readonly catalogue: Catalogue;
  /** The list pages to render; always `/produtos`, whose route renders in every build. */
  readonly listPages: readonly ListPageData[];
  readonly productPages: readonly ProductPageData[];
  /** The products whose pages of reviews to render (all of each one's pages). */
  readonly reviewProducts: readonly CatalogueProduct[];
  /** Every page of the site, as Astro names them, in a full build's order. */
  readonly pageNames: readonly string[];
}

/** Thrown when a targeted publish cannot be worked out: the publisher then builds everything. */
export class TargetedPublishImpossible extends Error {
  override readonly name = 'TargetedPublishImpossible';
}

/**
 * `catalogue` with `changes` applied: each changed product leaves its old place and, when it
 * is published, takes the place the API gave it. Placed in ascending order of place, each lands
 * where the API's name order has it, since every product before it is then in place.
 */
export function applyChanges(
  catalogue: Catalogue,
  changes: readonly CatalogueChange[],
  categories: Catalogue['categories'],
): Catalogue {
  const changed = new Set(changes.map((change) => change.id));
  const products = catalogue.products.filter((product) => !changed.has(product.id));
  const placed = changes
    .filter((change) => change.product !== null && isPublished(change.product))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  for (const { id, product, position } of placed) {
    if (product === null || position === null || position > products.length) {
      throw new TargetedPublishImpossible(
        `Product ${id} is placed at ${String(position)} in a catalogue of ${products.length}.`,
      );
    }
    products.splice(position, 0, product);
  }
  return { products, categories };
}

/** Astro's name of the page at site path `path` (directory format): `produtos/5/`; `` for `/`. */
export function pageName(path: string): string {
  return path === '/' ? '' : `${path.slice(1)}/`;
}

/** The catalogue's dynamic routes, told apart by the names of their pages. */
const DYNAMIC_ROUTES = {
  product: /^produtos\/(?!pagina\/|categoria\/)[^/]+\/$/,
  list: /^produtos\/pagina\/[^/]+\/$/,
  category: /^produtos\/categoria\/[^/]+\/$/,
  categoryPage: /^produtos\/categoria\/[^/]+\/pagina\/[^/]+\/$/,
  reviews: /^produtos\/(?!pagina\/|categoria\/)[^/]+\/avaliacoes\/[^/]+\/$/,
} as const;
type DynamicRoute = keyof typeof DYNAMIC_ROUTES;

function routeOf(name: string): DynamicRoute | undefined {
  return (Object.keys(DYNAMIC_ROUTES) as DynamicRoute[]).find((route) =>
    DYNAMIC_ROUTES[route].test(name),
  );
}

/**
 * The site's page list after a publish: `previous` (a full build's order: route by route, each
 * route's pages in its own order) with each catalogue route's run of pages replaced by its
 * pages now. A route with pages now and none before has no known place: that is impossible.
 */
export function sitePageNames(
  previous: readonly string[],
  routes: Readonly<Record<DynamicRoute, readonly string[]>>,
): string[] {
  const names: string[] = [];
  const placed = new Set<DynamicRoute>();
  let current: DynamicRoute | undefined;
  for (const name of previous) {
    const route = routeOf(name);
    if (route !== undefined && route === current) continue;
    current = route;
    if (route === undefined) names.push(name);
    else if (placed.has(route)) {
      throw new TargetedPublishImpossible(`The pages of route ${route} are not in one run.`);
    } else {
      placed.add(route);
      names.push(...routes[route]);
    }
  }
  for (const route of Object.keys(routes) as DynamicRoute[]) {
    if (!placed.has(route) && routes[route].length > 0) {
      throw new TargetedPublishImpossible(`Route ${route} has pages now and had none.`);
    }
  }
  return names;
}

/**
 * The names of the pages of reviews after a publish, in a full build's order (the catalogue's,
 * each product's pages in turn): a changed product's as many as its reviews fill now (none
 * when its page shows them all), any other product's as before, since its reviews did not
 * change without its `updated_at` moving.
 */
function reviewPageNames(
  previous: readonly string[],
  catalogue: Catalogue,
  changed: ReadonlySet<string>,
  ratings: RatingsById,
): string[] {
  const before = new Map<string, string[]>();
  for (const name of previous) {
    if (!DYNAMIC_ROUTES.reviews.test(name)) continue;
    const id = name.split('/')[1] ?? '';
    const names = before.get(id) ?? [];
    names.push(name);
    before.set(id, names);
  }
  return catalogue.products.flatMap(({ id }) => {
    if (!changed.has(id)) return before.get(id) ?? [];
    const rating = ratings.get(id) ?? null;
    if (!hasMoreReviews(rating)) return [];
    const pages = Math.ceil(rating.count / REVIEWS_PER_PAGE);
    return Array.from({ length: pages }, (_, i) => pageName(productReviewsPath(id, i + 1)));
  });
}

const json = (value: unknown) => JSON.stringify(value);
const idsOf = (products: readonly CatalogueProduct[]) => products.map((product) => product.id);
const sameIds = (a: readonly CatalogueProduct[], b: readonly CatalogueProduct[]) =>
  a.length === b.length && a.every((product, i) => product.id === b[i]?.id);

/**
 * What a publish's changes alter: for each changed product, its own page, whether its card
 * (what list pages and related products show) and its filter values changed. A product that is
 * gone or new has everything changed.
 */
function alterations(previous: Catalogue, catalogue: Catalogue, changed: ReadonlySet<string>) {
  const before = new Map<string, CatalogueProduct>();
  for (const product of previous.products)
    if (changed.has(product.id)) before.set(product.id, product);
  const after = new Map<string, CatalogueProduct>();
  for (const product of catalogue.products)
    if (changed.has(product.id)) after.set(product.id, product);
  const differs = (view: (product: CatalogueProduct) => unknown) => {
    const ids = new Set<string>();
    for (const id of changed) {
      const [old, now] = [before.get(id), after.get(id)];
      if (!old || !now || json(view(old)) !== json(view(now))) ids.add(id);
    }
    return ids;
  };
  return {
    before,
    // Every changed product's own page: its ratings are no field of the product, and a review
    // approved or removed moves only its `updated_at`.
    product: changed,
    card: differs(toCardProduct),
    facets: differs((product) => product.attributes),
  };
}

/**
 * The list pages of one scope that differ: every page when the scope's count or filters moved,
 * otherwise those whose products (by id) or their cards did. `facetsMayDiffer`: a changed
 * product's filter values changed.
 */
function listPagesToRender(
  old: readonly CatalogueProduct[],
  now: readonly CatalogueProduct[],
  scope: Omit<ListScope, 'products' | 'facets'>,
  cardChanged: ReadonlySet<string>,
  facetsMayDiffer: boolean,
): ListPageData[] {
  const facets = facetsOf(now);
  const whole =
    old.length !== now.length ||
    // The order of a filter's values follows the products' order and values.
    ((facetsMayDiffer || !sameIds(old, now)) && json(facetsOf(old)) !== json(facets));
  const list: ListScope = { ...scope, products: now, facets };
  const pages: ListPageData[] = [];
  for (let page = 1; page <= totalPagesOf(now.length); page++) {
    const from = (page - 1) * LIST_PAGE_SIZE;
    const slice = now.slice(from, from + LIST_PAGE_SIZE);
    const differs =
      whole ||
      !sameIds(old.slice(from, from + LIST_PAGE_SIZE), slice) ||
      slice.some((product) => cardChanged.has(product.id));
    if (differs || (page === 1 && scope.category === null)) pages.push(listPageOf(list, page));
  }
  return pages;
}

/** A product page by its place: `siblings[index]`, among its category's products. */
interface ProductPlace {
  readonly siblings: readonly CatalogueProduct[];
  readonly index: number;
}

/**
 * The product pages of one category that differ: the changed products' own pages, and the
 * pages whose related products (the next ones in the category) are others or show other cards.
 */
function productPagesToRender(
  old: readonly CatalogueProduct[],
  now: readonly CatalogueProduct[],
  productChanged: ReadonlySet<string>,
  cardChanged: ReadonlySet<string>,
): ProductPlace[] {
  const oldIndex = new Map(old.map((product, i) => [product.id, i]));
  const places: ProductPlace[] = [];
  now.forEach((product, i) => {
    const before = oldIndex.get(product.id);
    const related = relatedProducts(now, i, RELATED_COUNT);
    const differs =
      before === undefined ||
      productChanged.has(product.id) ||
      related.some((other) => cardChanged.has(other.id)) ||
      json(idsOf(related)) !== json(idsOf(relatedProducts(old, before, RELATED_COUNT)));
    if (differs) places.push({ siblings: now, index: i });
  });
  return places;
}

/** The approved reviews' ratings of `ids` (those without any are absent). */
export type RatingsOf = (ids: readonly string[]) => Promise<RatingsById>;

/**
 * What a targeted publish renders, and the site it leaves. Only the scopes a change left or
 * joined are looked at (the whole catalogue's and the changed products' categories, before and
 * after), and in them only ids and the changed products' cards are compared, so the work grows
 * with the changes and those scopes, not with the pages of the site. Ratings are asked only for
 * the product pages rendered and the changed products (whose pages of reviews may change).
 */
export async function planTargetedPages(
  publish: TargetedPublish,
  ratingsOf: RatingsOf,
): Promise<TargetedPages> {
  const { previous, changes } = publish;
  const catalogue = applyChanges(previous, changes, publish.categories);
  const changed = new Set(changes.map((change) => change.id));
  const altered = alterations(previous, catalogue, changed);
  const touched = new Set<string>();
  for (const product of altered.before.values()) touched.add(product.category.id);
  for (const { product } of changes) if (product) touched.add(product.category.id);

  const oldByCategory = productsByCategory(previous.products);
  const byCategory = productsByCategory(catalogue.products);
  const categories = listCategories(catalogue);
  const facetsMayDiffer = altered.facets.size > 0;
  const listPages = listPagesToRender(
    previous.products,
    catalogue.products,
    { category: null, categories },
    altered.card,
    facetsMayDiffer,
  );
  const places: ProductPlace[] = [];
  for (const category of catalogue.categories) {
    if (!touched.has(category.id)) continue;
    const [old, now] = [oldByCategory.get(category.id) ?? [], byCategory.get(category.id) ?? []];
    listPages.push(
      ...listPagesToRender(old, now, { category, categories }, altered.card, facetsMayDiffer),
    );
    places.push(...productPagesToRender(old, now, altered.product, altered.card));
  }
  const shown = places.flatMap(({ siblings, index }) => siblings[index]?.id ?? []);
  const ratings = await ratingsOf([...new Set([...changed, ...shown])]);
  const productPages: ProductPageData[] = places.map(({ siblings, index }) =>
    productPageOf(siblings, index, ratings),
  );

  // The site's pages, in a full build's order: products by name, then the list routes' pages.
  const byScope = new Map<string | null, number>([[null, catalogue.products.length]]);
  for (const category of catalogue.categories) {
    byScope.set(category.id, byCategory.get(category.id)?.length ?? 0);
  }
  const listNames = (slug: string | null, from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, i) =>
      pageName(listPath(slug, from + i)),
    );
  const categoryPages = (first: boolean) =>
    catalogue.categories.flatMap((category) => {
      const pages = totalPagesOf(byScope.get(category.id) ?? 0);
      return first ? listNames(category.slug, 1, 1) : listNames(category.slug, 2, pages);
    });
  const pageNames = sitePageNames(publish.pageNames, {
    product: catalogue.products.map((product) => pageName(productPath(product.id))),
    list: listNames(null, 2, totalPagesOf(catalogue.products.length)),
    category: categoryPages(true),
    categoryPage: categoryPages(false),
    reviews: reviewPageNames(publish.pageNames, catalogue, changed, ratings),
  });
  const reviewProducts = catalogue.products.filter(
    (product) => changed.has(product.id) && hasMoreReviews(ratings.get(product.id) ?? null),
  );
  return { catalogue, listPages, productPages, reviewProducts, pageNames };
}
