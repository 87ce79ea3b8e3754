/** The largest page the API serves (`products(pageSize)` in mocks/schema.graphql). */
export const MAX_PAGE_SIZE = 500;

/**
 * Products per request of the build's catalogue walk. Each carries every photo's sources (a
 * `srcset` per format), which the API's cost bound counts for 8 photos a product: 250 stays
 * under it (`MAX_QUERY_COST`), MAX_PAGE_SIZE would not.
 */
export const CATALOGUE_PAGE_SIZE = 250;

export interface CursorPage<T> {
  readonly items: readonly T[];
  /** Where the next page starts (`after`); null on an empty page. */
  readonly endCursor: string | null;
  /** How many items all pages hold together, asked on the first page only. */
  readonly total?: number | null;
}

/**
 * Walks a cursor-paginated listing in order, one request per page: `fetchPage(null)` first (it
 * should ask for the total), then each page after the previous one's end, until a page comes
 * back short of `pageSize`. Each page costs the API the same however deep it is. The result must
 * hold as many items as the API counted: a listing that changed while it was read fails here
 * instead of leaving items silently out of a build.
 */
export async function fetchAllAfter<T>(
  pageSize: number,
  fetchPage: (after: string | null, page: number) => Promise<CursorPage<T>>,
): Promise<T[]> {
  const all: T[] = [];
  let total: number | null = null;
  let after: string | null = null;
  for (let page = 1; ; page += 1) {
    const result = await fetchPage(after, page);
    if (page === 1) total = result.total ?? null;
    all.push(...result.items);
    if (result.items.length < pageSize || result.endCursor === null) break;
    after = result.endCursor;
  }
  if (total !== null && all.length !== total) {
    throw new Error(`Incomplete listing: the API counts ${total} items, ${all.length} arrived.`);
  }
  return all;
}
