/**
 * The browser's product list request for the filters in the URL. Imported dynamically by the
 * filter island the first time a filter is applied: a list page without query filters shows
 * its prerendered result and never loads the API client.
 */
import { api } from '~/lib/api/api';
import { ProductListPageDocument } from '~/lib/graphql/generated/graphql';
import type { ProductListPageQuery } from '~/lib/graphql/generated/graphql';
import { LIST_PAGE_SIZE } from './list-pages.ts';
import { toApiSort, toProductFilter } from './api-filter.ts';
import type { ListQuery } from './list-query.ts';

/** The pt-BR sentence for a failed request, for the island that imports this module. */
export { describeApiError } from '~/lib/api/messages';

export type ProductListResult = ProductListPageQuery['products'];

export async function fetchProductList(
  query: ListQuery,
  categoryId: string | null,
  signal: AbortSignal,
): Promise<ProductListResult> {
  const { products } = await api.request(
    ProductListPageDocument,
    {
      filter: toProductFilter(query, categoryId),
      sort: toApiSort(query.sort),
      page: query.page,
      pageSize: LIST_PAGE_SIZE,
    },
    { signal },
  );
  return products;
}
