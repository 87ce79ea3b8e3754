/**
 * Product page models: the product, its related products and its breadcrumb trail (exactly
 * what the page renders and its `_payload.json` holds), and the page's structured data.
 */
import type { JsonLd } from '~/features/seo/json-ld';
import { listPath, productPath } from '~/lib/paths';
import { toCardProduct } from '~/components/product-card/card';
import type { CardProduct } from '~/components/product-card/card';
import type { ProductRating } from '~/features/reviews/product-ratings';
import type { Catalogue, CatalogueProduct } from './catalogue.ts';

export const RELATED_COUNT = 4;

export interface Crumb {
  readonly name: string;
  readonly path: string;
}

export interface ProductPageData {
  readonly product: Omit<CatalogueProduct, 'is_published' | 'deleted_at'>;
  readonly related: readonly CardProduct[];
  /** Início › Produtos › {category} › {product}. */
  readonly breadcrumbs: readonly Crumb[];
  /** The approved reviews' average, count and newest ones; null without any. */
  readonly rating: ProductRating | null;
}

/**
 * Up to `count` other products of the same category: the ones that follow `index` in the
 * category's name order, wrapping around, so every product gets neighbours and the
 * suggestions spread over the whole category.
 */
export function relatedProducts<T>(siblings: readonly T[], index: number, count: number): T[] {
  const others = Math.min(count, siblings.length - 1);
  return Array.from(
    { length: Math.max(0, others) },
    (_, i) => siblings[(index + 1 + i) % siblings.length] as T,
  );
}

export function breadcrumbsOf(
  product: Pick<CatalogueProduct, 'id' | 'name' | 'category'>,
): Crumb[] {
  return [
    { name: 'Início', path: '/' },
    { name: 'Produtos', path: listPath(null) },
    { name: product.category.name, path: listPath(product.category.slug) },
    { name: product.name, path: productPath(product.id) },
  ];
}

/** Approved reviews' ratings, by product id; a product without any has none. */
export type RatingsById = ReadonlyMap<string, ProductRating>;

/**
 * The page model of `siblings[index]`, whose category's products in name order are `siblings`,
 * with its rating from `ratings` when it has approved reviews.
 */
export function productPageOf(
  siblings: readonly CatalogueProduct[],
  index: number,
  ratings: RatingsById,
): ProductPageData {
  const product = siblings[index];
  if (!product) throw new Error(`No product at ${index} of ${siblings.length}.`);
  const { is_published: _published, deleted_at: _deleted, ...shown } = product;
  return {
    product: shown,
    related: relatedProducts(siblings, index, RELATED_COUNT).map(toCardProduct),
    breadcrumbs: breadcrumbsOf(product),
    rating: ratings.get(product.id) ?? null,
  };
}

/** Each category's products, in the catalogue's (name) order. */
export function productsByCategory(
  products: readonly CatalogueProduct[],
): Map<string, CatalogueProduct[]> {
  const byCategory = new Map<string, CatalogueProduct[]>();
  for (const product of products) {
    const siblings = byCategory.get(product.category.id) ?? [];
    siblings.push(product);
    byCategory.set(product.category.id, siblings);
  }
  return byCategory;
}

/**
 * One page model per published product (the catalogue holds only published ones), with its
 * rating from `ratings` when it has approved reviews.
 */
export function buildProductPages(
  catalogue: Catalogue,
  ratings: RatingsById = new Map(),
): ProductPageData[] {
  const byCategory = productsByCategory(catalogue.products);
  const positions = new Map<string, number>();
  for (const siblings of byCategory.values()) {
    siblings.forEach((product, i) => positions.set(product.id, i));
  }
  return catalogue.products.map((product) =>
    productPageOf(
      byCategory.get(product.category.id) ?? [product],
      positions.get(product.id) ?? 0,
      ratings,
    ),
  );
}

/** The alt text of photo `index` (0-based): `Notebook Aurora NB-0001, foto 1 de 5`. */
export function photoAlt(name: string, index: number, count: number): string {
  return `${name}, foto ${index + 1} de ${count}`;
}

/** A meta description from free text: search results cut it near 160 characters anyway. */
export function metaDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** schema.org `Product` with its `Offer` in BRL; `images` and `url` are absolute URLs. */
export function productJsonLd(
  product: ProductPageData['product'],
  urls: { readonly page: string; readonly images: readonly string[] },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.id,
    category: product.category.name,
    image: urls.images,
    url: urls.page,
    offers: {
      '@type': 'Offer',
      url: urls.page,
      priceCurrency: 'BRL',
      price: product.price,
      availability:
        product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** schema.org `BreadcrumbList` of the trail, with absolute URLs resolved against `site`. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], site: URL | string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: new URL(crumb.path, site).href,
    })),
  };
}
