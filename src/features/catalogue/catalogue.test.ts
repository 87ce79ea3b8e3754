import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api/errors';
import type { GraphQLApiClient } from '~/lib/api/client';
import type { CatalogueProduct } from './catalogue.ts';
import { CatalogueFetchError, fetchCatalogue } from './catalogue.ts';

function product(n: number, overrides: Partial<CatalogueProduct> = {}): CatalogueProduct {
  return {
    id: String(n),
    name: `Produto ${n}`,
    description: '',
    price: 99 + n,
    quantity: 3,
    photos: [],
    cover: null,
    images: [],
    is_published: true,
    deleted_at: null,
    created_at: n,
    pixPrice: 95,
    installments: { count: 5, amount: 20 },
    category: { id: '1', name: 'Notebooks', slug: 'notebooks' },
    attributes: [],
    ...overrides,
  };
}

const categories = [{ id: '1', name: 'Notebooks', slug: 'notebooks', description: '' }];

/** A fake API of `count` products that records every request it gets. */
function fakeApi(products: CatalogueProduct[], failOn?: string) {
  const calls: { operation: string; variables: unknown }[] = [];
  const client: Pick<GraphQLApiClient, 'request'> = {
    async request(document: unknown, variables?: unknown) {
      const operation = /query (\w+)/.exec(String(document))?.[1] ?? '?';
      calls.push({ operation, variables });
      if (operation === failOn) {
        throw new ApiError('network', 'The GraphQL endpoint could not be reached.');
      }
      if (operation === 'CatalogueCategories') return { categories };
      const { after, pageSize, first } = variables as {
        after: string | null;
        pageSize: number;
        first: boolean;
      };
      // Cursors here are positions in the list.
      const start = after === null ? 0 : Number(after);
      const items = products.slice(start, start + pageSize);
      return {
        products: {
          ...(first ? { total: products.length } : {}),
          endCursor: items.length === 0 ? null : String(start + items.length),
          items,
        },
      };
    },
  } as Pick<GraphQLApiClient, 'request'>;
  return { client, calls };
}

describe('fetchCatalogue', () => {
  it('fetches 601 products in three pages of 250, each after the last, and the categories once', async () => {
    const products = Array.from({ length: 601 }, (_, i) => product(i + 1));
    const { client, calls } = fakeApi(products);
    const catalogue = await fetchCatalogue(client);
    expect(catalogue.products).toHaveLength(601);
    expect(catalogue.categories).toEqual(categories);
    expect(
      calls.filter((c) => c.operation === 'CatalogueProducts').map((c) => c.variables),
    ).toEqual([
      { after: null, pageSize: 250, first: true },
      { after: '250', pageSize: 250, first: false },
      { after: '500', pageSize: 250, first: false },
    ]);
    expect(calls.filter((c) => c.operation === 'CatalogueCategories')).toHaveLength(1);
  });

  it('keeps only published products that are not deleted', async () => {
    const { client } = fakeApi([
      product(1),
      product(2, { is_published: false }),
      product(3, { deleted_at: 1700000000000 }),
    ]);
    const catalogue = await fetchCatalogue(client);
    expect(catalogue.products.map((p) => p.id)).toEqual(['1']);
  });

  it('fails with a message naming the operation and the API client error', async () => {
    const { client } = fakeApi([product(1)], 'CatalogueProducts');
    const failure = fetchCatalogue(client);
    await expect(failure).rejects.toBeInstanceOf(CatalogueFetchError);
    await expect(failure).rejects.toThrow(
      'CatalogueProducts (page 1, 250 per page) failed: The GraphQL endpoint could not be reached.',
    );
  });

  it('fails rather than leave out a product that a page silently dropped', async () => {
    const { client } = fakeApi([product(1), product(2)]);
    const dropping: Pick<GraphQLApiClient, 'request'> = {
      async request(document: unknown, variables?: unknown) {
        const answer = (await client.request(document as string, variables as never)) as {
          products?: { items: unknown[] };
        };
        if (answer.products) answer.products.items = answer.products.items.slice(1);
        return answer;
      },
    } as Pick<GraphQLApiClient, 'request'>;
    await expect(fetchCatalogue(dropping)).rejects.toThrow(
      'CatalogueProducts failed: Incomplete listing: the API counts 2 items, 1 arrived.',
    );
  });

  it('fails when the categories cannot be fetched', async () => {
    const { client } = fakeApi([product(1)], 'CatalogueCategories');
    await expect(fetchCatalogue(client)).rejects.toThrow(
      'CatalogueCategories failed: The GraphQL endpoint could not be reached.',
    );
  });
});
