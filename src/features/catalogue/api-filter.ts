/**
 * The API's filter and order for the list filters of the URL (list-query.ts). Only the list
 * request (list-api.ts, loaded with the first filter) needs them.
 */
import type { ProductFilter, ProductSort } from '~/lib/graphql/generated/graphql';
import { ATTRIBUTE_FILTERS, SORT_OPTIONS } from './list-query.ts';
import type { ListQuery, SortKey } from './list-query.ts';

export function toApiSort(sort: SortKey): ProductSort {
  return SORT_OPTIONS.find((option) => option.key === sort)?.api ?? 'NAME_ASC';
}

/** The API filter for `query` within the page's category (null = the whole catalogue). */
export function toProductFilter(query: ListQuery, categoryId: string | null): ProductFilter {
  const attributes = ATTRIBUTE_FILTERS.filter(
    ({ param }) => query.attributes[param].length > 0,
  ).map(({ param, name }) => ({ name, values: [...query.attributes[param]] }));
  return {
    ...(categoryId !== null && { categoryId }),
    ...(query.search !== '' && { search: query.search }),
    ...(query.minPrice !== null && { minPrice: query.minPrice }),
    ...(query.maxPrice !== null && { maxPrice: query.maxPrice }),
    ...(attributes.length > 0 && { attributes }),
  };
}
