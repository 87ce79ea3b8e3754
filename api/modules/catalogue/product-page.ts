/**
 * A page of `products` as its fields read it: the page asked for, and the queries behind the
 * other fields, each run only when a selected field first asks for it (the build's walk never
 * counts, facets or searches).
 */
import type { ProductFacets, ProductListing } from './product-store.ts';

export interface ProductPageSource {
  readonly page: number;
  readonly pageSize: number;
  readonly listing: () => Promise<ProductListing>;
  readonly total: () => Promise<number>;
  readonly facets: () => Promise<ProductFacets>;
  /** The search with its unknown words corrected, or null. */
  readonly didYouMean: () => Promise<string | null>;
}
