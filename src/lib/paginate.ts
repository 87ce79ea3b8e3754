/** The largest page the API serves (`products(pageSize)` in mocks/schema.graphql). */
export const MAX_PAGE_SIZE = 500;

export interface Page<T> {
  readonly items: readonly T[];
  readonly totalPages: number;
}

/**
 * Fetches every page of a paginated query in order, one request per page: the number of
 * requests grows with items / page size, not with items.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number) => Promise<Page<T>>,
): Promise<T[]> {
  const all: T[] = [];
  let totalPages = 1;
  for (let page = 1; page <= totalPages; page += 1) {
    const result = await fetchPage(page);
    all.push(...result.items);
    totalPages = result.totalPages;
  }
  return all;
}
