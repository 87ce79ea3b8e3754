import { describe, expect, it } from 'vitest';
import { fetchAllAfter } from './paginate.ts';

/** A listing of `items` served `size` at a time, with cursors as positions. */
function listing<T>(items: readonly T[], size: number) {
  const requested: (string | null)[] = [];
  const fetchPage = async (after: string | null, page: number) => {
    requested.push(after);
    const start = after === null ? 0 : Number(after);
    const slice = items.slice(start, start + size);
    return {
      items: slice,
      endCursor: slice.length === 0 ? null : String(start + slice.length),
      total: page === 1 ? items.length : undefined,
    };
  };
  return { requested, fetchPage };
}

describe('fetchAllAfter', () => {
  it('requests each page once, after the previous one, and concatenates the items', async () => {
    const { requested, fetchPage } = listing(['a', 'b', 'c', 'd', 'e'], 2);
    expect(await fetchAllAfter(2, fetchPage)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(requested).toEqual([null, '2', '4']);
  });

  it('asks one more page when the last full page ends the listing', async () => {
    const { requested, fetchPage } = listing(['a', 'b', 'c', 'd'], 2);
    expect(await fetchAllAfter(2, fetchPage)).toEqual(['a', 'b', 'c', 'd']);
    expect(requested).toEqual([null, '2', '4']);
  });

  it('makes a single request when nothing matches', async () => {
    const { requested, fetchPage } = listing([], 2);
    expect(await fetchAllAfter(2, fetchPage)).toEqual([]);
    expect(requested).toEqual([null]);
  });

  it('fails when the pages hold fewer items than the API counts', async () => {
    await expect(
      fetchAllAfter(2, async (after) => ({
        items: after === null ? ['a', 'b'] : ['c'],
        endCursor: 'x',
        total: after === null ? 4 : undefined,
      })),
    ).rejects.toThrow('Incomplete listing: the API counts 4 items, 3 arrived.');
  });

  it('stops with the first failing page instead of returning part of the list', async () => {
    await expect(
      fetchAllAfter(1, async (after) => {
        if (after !== null) throw new Error('API down');
        return { items: [1], endCursor: '1', total: 3 };
      }),
    ).rejects.toThrow('API down');
  });
});
