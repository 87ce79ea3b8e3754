/**
 * A targeted publish: the catalogue of the last publish with the changes since applied, the
 * pages whose models those changes altered (and only those), and the whole site's page list
 * in the order a full build would give it. A page is re-rendered when its model differs, so
 * whatever a change touches (a product's own page, the related products its neighbours show,
 * the list pages it sits on now or sat on before, list pages shifted by a move, a scope's
 * counts and filters) follows from the same models a full build renders.
 */
import { listPath, productPath } from '~/lib/paths';
import type { CatalogueChange, TargetedPublish } from './build-handoff.ts';
import type { Catalogue } from './catalogue.ts';
import { isPublished } from './catalogue.ts';
import { buildListPages } from './list-pages.ts';
import type { ListPageData } from './list-pages.ts';
import { buildProductPages } from './product-page.ts';
import type { ProductPageData } from './product-page.ts';

export interface TargetedPages {
  readonly catalogue: Catalogue;
  /** The list pages to render; always `/produtos`, whose route renders in every build. */
  readonly listPages: readonly ListPageData[];
  readonly productPages: readonly ProductPageData[];
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

function sameModel(before: unknown, now: unknown): boolean {
  return before !== undefined && JSON.stringify(before) === JSON.stringify(now);
}

/** What a targeted publish renders, and the site it leaves. */
export function planTargetedPages(publish: TargetedPublish): TargetedPages {
  const { previous, changes } = publish;
  const catalogue = applyChanges(previous, changes, publish.categories);
  const changed = new Set(changes.map((change) => change.id));
  // Categories a change left or joined: the only ones whose pages can differ.
  const touched = new Set<string>();
  for (const product of previous.products) {
    if (changed.has(product.id)) touched.add(product.category.id);
  }
  for (const { product } of changes) if (product) touched.add(product.category.id);

  const productsBefore = new Map(
    buildProductPages(previous).map((page) => [page.product.id, page]),
  );
  const products = buildProductPages(catalogue);
  const productPages = products.filter(
    (page) =>
      (changed.has(page.product.id) || touched.has(page.product.category.id)) &&
      !sameModel(productsBefore.get(page.product.id), page),
  );

  const listsBefore = new Map(buildListPages(previous).map((page) => [page.path, page]));
  const lists = buildListPages(catalogue);
  const firstList = listPath(null);
  const listPages = lists.filter(
    (page) =>
      page.path === firstList ||
      ((page.category === null || touched.has(page.category.id)) &&
        !sameModel(listsBefore.get(page.path), page)),
  );

  const namesOf = (pages: readonly ListPageData[]) => pages.map((page) => pageName(page.path));
  const pageNames = sitePageNames(publish.pageNames, {
    product: products.map((page) => pageName(productPath(page.product.id))),
    list: namesOf(lists.filter((page) => page.category === null && page.page > 1)),
    category: namesOf(lists.filter((page) => page.category !== null && page.page === 1)),
    categoryPage: namesOf(lists.filter((page) => page.category !== null && page.page > 1)),
  });
  return { catalogue, listPages, productPages, pageNames };
}
