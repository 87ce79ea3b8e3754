/** The largest page the API serves (`products(pageSize)` in mocks/schema.graphql). */
export const MAX_PAGE_SIZE = 500;

export interface Page<T> {
  readonly items: readonly T[];
  readonly totalPages: number;
  /** How many items all pages hold together, as the API counts them. */
  readonly total: number;
}

/**
 * Fetches every page of a paginated query in order, one request per page: the number of
 * requests grows with items / page size, not with items. The result must hold as many items
 * as the API says there are: a page that comes back short (or a listing that changed while
 * it was read) fails here instead of leaving items silently out of a build.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number) => Promise<Page<T>>,
): Promise<T[]> {
  const all: T[] = [];
  let totalPages = 1;
  let total = 0;
  for (let page = 1; page <= totalPages; page += 1) {
    const result = await fetchPage(page);
    all.push(...result.items);
    totalPages = result.totalPages;
    total = result.total;
  }
  if (all.length !== total) {
    throw new Error(`Incomplete listing: the API counts ${total} items, ${all.length} arrived.`);
  }
  return all;
}
