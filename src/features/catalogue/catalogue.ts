/**
 * The catalogue as the build sees it: every published product and every category (fetched once
 * per build: build-catalogue.ts). Products come in pages of CATALOGUE_PAGE_SIZE, each after the
 * previous one's cursor, so a build makes products / 250 + 1 requests, each as cheap as the
 * first however large the catalogue.
 */
import { api } from '~/lib/api/api';
import type { GraphQLApiClient } from '~/lib/api/client';
import {
  CatalogueCategoriesDocument,
  CatalogueProductsDocument,
} from '~/lib/graphql/generated/graphql';
import type {
  CatalogueCategoriesQuery,
  CatalogueProductsQuery,
} from '~/lib/graphql/generated/graphql';
import { CATALOGUE_PAGE_SIZE, fetchAllAfter } from '~/lib/paginate';

export type CatalogueProduct = CatalogueProductsQuery['products']['items'][number];
export type CatalogueCategory = CatalogueCategoriesQuery['categories'][number];

export interface Catalogue {
  /** Published products, in the API's name order (NAME_ASC). */
  readonly products: readonly CatalogueProduct[];
  /** Every category, in the API's display order. */
  readonly categories: readonly CatalogueCategory[];
}

/** A failed API call of the build: names the operation, keeps the API client's message. */
export class CatalogueFetchError extends Error {
  override readonly name = 'CatalogueFetchError';
}

async function step<T>(operation: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CatalogueFetchError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new CatalogueFetchError(
      `The catalogue could not be fetched for the build: ${operation} failed: ${reason}`,
      { cause: error },
    );
  }
}

/** The products query may return unpublished or deleted products; the shop shows neither. */
export function isPublished(product: CatalogueProduct): boolean {
  return product.is_published && product.deleted_at === null;
}

/** Fetches the whole catalogue with `client` (the configured API client by default). */
export async function fetchCatalogue(
  client: Pick<GraphQLApiClient, 'request'> = api,
): Promise<Catalogue> {
  const [products, { categories }] = await Promise.all([
    step('CatalogueProducts', () =>
      fetchAllAfter(CATALOGUE_PAGE_SIZE, (after, page) =>
        step(`CatalogueProducts (page ${page}, ${CATALOGUE_PAGE_SIZE} per page)`, async () => {
          const { products } = await client.request(CatalogueProductsDocument, {
            after,
            pageSize: CATALOGUE_PAGE_SIZE,
            first: after === null,
          });
          return products;
        }),
      ),
    ),
    step('CatalogueCategories', () => client.request(CatalogueCategoriesDocument)),
  ]);
  return { products: products.filter(isPublished), categories };
}
