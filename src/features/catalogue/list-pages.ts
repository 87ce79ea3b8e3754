/**
 * The prerendered list pages: `/produtos`, `/produtos/pagina/{n}`, `/produtos/categoria/{slug}`
 * and `/produtos/categoria/{slug}/pagina/{n}`, LIST_PAGE_SIZE products each, in name order.
 * Each page's model is exactly what it renders and what its `_payload.json` holds.
 */
import { listPath } from '~/lib/paths';
import { toCardProduct } from '~/components/product-card/card';
import type { CardProduct } from '~/components/product-card/card';
import type { Catalogue, CatalogueCategory, CatalogueProduct } from './catalogue.ts';
import { facetsOf } from './facets.ts';
import type { Facets } from './facets.ts';

export const LIST_PAGE_SIZE = 24;

export interface ListCategory {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
}

export interface ListPageData {
  /** The page's own path, e.g. `/produtos/categoria/notebooks/pagina/2`. */
  readonly path: string;
  /** The category the page lists, with its description; null for the whole catalogue. */
  readonly category: (ListCategory & { readonly description: string }) | null;
  readonly page: number;
  readonly totalPages: number;
  /** Products in the page's scope (the category or the whole catalogue), over all pages. */
  readonly total: number;
  readonly products: readonly CardProduct[];
  /** Filter options of the page's scope. */
  readonly facets: Facets;
  /** Every category, for the category control. */
  readonly categories: readonly ListCategory[];
}

/** What every list page of one scope (the whole catalogue or a category) shares. */
export interface ListScope {
  /** The scope's products, in name order. */
  readonly products: readonly CatalogueProduct[];
  readonly category: CatalogueCategory | null;
  /** Every category, for the category control. */
  readonly categories: readonly ListCategory[];
  readonly facets: Facets;
}

export function totalPagesOf(products: number): number {
  return Math.max(1, Math.ceil(products / LIST_PAGE_SIZE));
}

/** Page `page` (1-based) of `scope`. */
export function listPageOf(scope: ListScope, page: number): ListPageData {
  const { products, category } = scope;
  return {
    path: listPath(category?.slug ?? null, page),
    category: category && {
      id: category.id,
      name: category.name,
      slug: category.slug,
      description: category.description,
    },
    page,
    totalPages: totalPagesOf(products.length),
    total: products.length,
    products: products.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE).map(toCardProduct),
    facets: scope.facets,
    categories: scope.categories,
  };
}

/** The categories every list page offers, from the catalogue's. */
export function listCategories(catalogue: Catalogue): ListCategory[] {
  return catalogue.categories.map(({ id, name, slug }) => ({ id, name, slug }));
}

/** Every list page of the catalogue: the whole catalogue's, then each category's. */
export function buildListPages(catalogue: Catalogue): ListPageData[] {
  const categories = listCategories(catalogue);
  const byCategory = new Map<string, CatalogueProduct[]>(
    catalogue.categories.map((category) => [category.id, []]),
  );
  for (const product of catalogue.products) byCategory.get(product.category.id)?.push(product);
  const pagesOf = (products: readonly CatalogueProduct[], category: CatalogueCategory | null) => {
    const scope = { products, category, categories, facets: facetsOf(products) };
    return Array.from({ length: totalPagesOf(products.length) }, (_, i) =>
      listPageOf(scope, i + 1),
    );
  };
  return [
    ...pagesOf(catalogue.products, null),
    ...catalogue.categories.flatMap((category) =>
      pagesOf(byCategory.get(category.id) ?? [], category),
    ),
  ];
}

/**
 * The page links to show: always the first and last pages and two around the current one,
 * `gap` where pages are left out, so the list stays short with thousands of pages.
 */
export function paginationItems(current: number, totalPages: number): (number | 'gap')[] {
  const shown = new Set([1, totalPages]);
  for (let page = current - 2; page <= current + 2; page++) {
    if (page >= 1 && page <= totalPages) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  return pages.flatMap((page, i) => {
    const previous = pages[i - 1];
    if (previous === undefined || page === previous + 1) return [page];
    // One missing page is shown rather than hidden behind a gap.
    return page === previous + 2 ? [previous + 1, page] : ['gap' as const, page];
  });
}
