import { describe, expect, it } from 'vitest';
import { fetchAllPages } from './paginate.ts';

describe('fetchAllPages', () => {
  it('requests each page once, in order, and concatenates the items', async () => {
    const pages = [['a', 'b'], ['c', 'd'], ['e']];
    const requested: number[] = [];
    const items = await fetchAllPages(async (page) => {
      requested.push(page);
      return { items: pages[page - 1] ?? [], totalPages: pages.length, total: 5 };
    });
    expect(requested).toEqual([1, 2, 3]);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('makes a single request when nothing matches', async () => {
    let calls = 0;
    const items = await fetchAllPages(async () => {
      calls += 1;
      return { items: [], totalPages: 0, total: 0 };
    });
    expect(calls).toBe(1);
    expect(items).toEqual([]);
  });

  it('fails when the pages hold fewer items than the API counts', async () => {
    await expect(
      fetchAllPages(async (page) => ({ items: page === 2 ? [] : ['a'], totalPages: 2, total: 2 })),
    ).rejects.toThrow('Incomplete listing: the API counts 2 items, 1 arrived.');
  });

  it('stops with the first failing page instead of returning part of the list', async () => {
    await expect(
      fetchAllPages(async (page) => {
        if (page === 2) throw new Error('API down');
        return { items: [1], totalPages: 3, total: 3 };
      }),
    ).rejects.toThrow('API down');
  });
});
