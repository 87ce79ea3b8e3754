import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../../tests/support/api/database.ts';
import { productOf } from '../../../mocks/seed/catalogue.ts';
import { fold } from '../../../mocks/seed/vocabulary.ts';
import type { ApiHandler } from '../../http/handler.ts';
import { errorsOf, gql, login, testHandler } from '../../../tests/support/api/api.ts';

const PRODUCT = `query GetProduct($id: ID!) {
  getProduct(id: $id) {
    id name description price quantity is_published photos created_at updated_at deleted_at isFavorited
    category { id name slug productCount }
    attributes { id name values { id value } }
  }
}`;
const PRODUCTS = `query Products($filter: ProductFilter, $sort: ProductSort, $page: Int, $pageSize: Int) {
  products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
    items { id name price }
    total page pageSize totalPages
    facets { priceRange { min max } attributes { name values } }
  }
}`;

interface Page {
  items: { id: string; name: string; price: number }[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  facets: {
    priceRange: { min: number; max: number } | null;
    attributes: { name: string; values: string[] }[];
  };
}

/** One seeded handler for the tests that only read the catalogue. */
let reader: ApiHandler;
beforeAll(async () => {
  reader = await testHandler();
});

async function products(variables: Record<string, unknown>, handler: ApiHandler = reader) {
  const result = await gql<{ products: Page }>(handler, PRODUCTS, { variables });
  expect(result.errors).toEqual([]);
  return result.data?.products as Page;
}

const ids = (page: Page) => page.items.map((item) => Number(item.id));
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** Every product of the 50-product catalogue matching `keep`, in id order (the oracle). */
const catalogueWhere = (keep: (n: number) => boolean) => range(1, 50).filter(keep);
const valuesOf = (n: number, attribute: string) =>
  productOf(n)
    .attributes.find((a) => a.name === attribute)
    ?.values.map((v) => v.value) ?? [];

describe('getProduct', () => {
  it('serves product 1 as its fixed seed defines it', async () => {
    const result = await gql(reader, PRODUCT, { variables: { id: '1' } });
    expect(result.errors).toEqual([]);
    const product = result.data?.['getProduct'] as Record<string, unknown>;
    expect(product).toMatchObject({
      id: '1',
      price: 100,
      quantity: 3,
      is_published: true,
      deleted_at: null,
      isFavorited: false,
      category: { id: '1', name: 'Notebooks', slug: 'notebooks', productCount: 9 },
    });
    expect(product['photos']).toEqual(range(1, 5).map((k) => `/files/products/1/${k}.svg`));
    expect((product['attributes'] as { name: string }[]).map((a) => a.name)).toEqual([
      'Cor',
      'Tamanho',
    ]);
    expect(typeof product['created_at']).toBe('number');
  });

  it('prices product N at 99 + N', async () => {
    const result = await gql(reader, PRODUCT, { variables: { id: '50' } });
    expect(result.data?.['getProduct']).toMatchObject({ id: '50', price: 149, quantity: 3 });
  });

  it.each(['0', '51', '01', 'abc', '-1', '1.5', ''])('answers NOT_FOUND for id %j', async (id) => {
    const result = await gql(reader, PRODUCT, { variables: { id } });
    expect(errorsOf(result)).toEqual([
      { code: 'NOT_FOUND', message: 'Produto com ID não encontrado.' },
    ]);
  });

  it('marks favorites of the bearer only', async () => {
    const handler = await testHandler();
    const token = await login(handler);
    const mine = await gql(handler, PRODUCT, { variables: { id: '3' }, token });
    expect(mine.data?.['getProduct']).toMatchObject({ isFavorited: true });
    const anonymous = await gql(handler, PRODUCT, { variables: { id: '3' }, token: 'garbage' });
    expect(anonymous.errors).toEqual([]);
    expect(anonymous.data?.['getProduct']).toMatchObject({ isFavorited: false });
  });
});

describe('products', () => {
  it('pages through the catalogue by name by default', async () => {
    const first = await products({ pageSize: 20 });
    expect(first).toMatchObject({ total: 50, page: 1, pageSize: 20, totalPages: 3 });
    const third = await products({ pageSize: 20, page: 3 });
    expect(third.items).toHaveLength(10);
    const all = [
      ...first.items,
      ...(await products({ pageSize: 20, page: 2 })).items,
      ...third.items,
    ];
    const names = all.map((item) => fold(item.name));
    expect(names).toEqual([...names].sort());
    expect(new Set(ids({ ...first, items: all }))).toEqual(new Set(range(1, 50)));
    expect(ids(await products({ pageSize: 20, page: 4 }))).toEqual([]);
  });

  it('sorts by price, newest and name descending', async () => {
    expect(ids(await products({ sort: 'PRICE_ASC', pageSize: 5 }))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(await products({ sort: 'PRICE_DESC', pageSize: 3 }))).toEqual([50, 49, 48]);
    expect(ids(await products({ sort: 'NEWEST', pageSize: 3 }))).toEqual([50, 49, 48]);
    const ascending = ids(await products({ sort: 'NAME_ASC', pageSize: 50 }));
    expect(ids(await products({ sort: 'NAME_DESC', pageSize: 50 }))).toEqual(ascending.reverse());
  });

  it('filters by category', async () => {
    const page = await products({ filter: { categoryId: '3' }, sort: 'PRICE_ASC', pageSize: 50 });
    expect(ids(page)).toEqual(catalogueWhere((n) => n % 6 === 3));
    expect(page.total).toBe(8);
  });

  it('filters by an inclusive price range', async () => {
    const page = await products({
      filter: { minPrice: 110, maxPrice: 120.5 },
      sort: 'PRICE_ASC',
      pageSize: 50,
    });
    expect(ids(page)).toEqual(range(11, 21));
  });

  it('searches name and description ignoring case and accents', async () => {
    const expected = catalogueWhere((n) => productOf(n).name.includes('Zênite'));
    expect(expected.length).toBeGreaterThan(0);
    for (const search of ['zenite', 'ZÊNITE', 'Zênite', 'ZENITE']) {
      const page = await products({ filter: { search }, sort: 'PRICE_ASC', pageSize: 50 });
      expect(ids(page)).toEqual(expected);
    }
    const inDescription = await products({
      filter: { search: '  garantia  NVMe anos ' },
      sort: 'PRICE_ASC',
      pageSize: 50,
    });
    expect(inDescription.total).toBeGreaterThan(0);
    expect(ids(inDescription)).toEqual(
      catalogueWhere((n) => {
        const text = fold(`${productOf(n).name} ${productOf(n).description}`);
        return ['garantia', 'nvme', 'anos'].every((word) => text.includes(word));
      }),
    );
    const none = await products({ filter: { search: 'geladeira' } });
    expect(none).toMatchObject({ total: 0, totalPages: 0, items: [] });
  });

  it('filters by attributes: any listed value, for every listed attribute', async () => {
    const page = await products({
      filter: {
        attributes: [
          { name: 'Cor', values: ['Preto', 'azul'] },
          { name: 'tamanho', values: ['Padrão'] },
        ],
      },
      sort: 'PRICE_ASC',
      pageSize: 50,
    });
    expect(ids(page)).toEqual(
      catalogueWhere(
        (n) =>
          valuesOf(n, 'Cor').some((v) => v === 'Preto' || v === 'Azul') &&
          valuesOf(n, 'Tamanho').includes('Padrão'),
      ),
    );
    expect(page.total).toBeGreaterThan(0);
    const unknown = await products({
      filter: { attributes: [{ name: 'Voltagem', values: ['220V'] }] },
    });
    expect(unknown.total).toBe(0);
  });

  it('combines filters and answers disjunctive facets', async () => {
    const page = await products({
      filter: { categoryId: '1', maxPrice: 130, attributes: [{ name: 'Cor', values: ['Preto'] }] },
      sort: 'PRICE_ASC',
      pageSize: 50,
    });
    const inCategory = catalogueWhere((n) => n % 6 === 1);
    expect(ids(page)).toEqual(
      inCategory.filter((n) => 99 + n <= 130 && valuesOf(n, 'Cor').includes('Preto')),
    );
    // The colour facet ignores the colour condition, the price range ignores the price one.
    const colours = new Set(
      inCategory.filter((n) => 99 + n <= 130).flatMap((n) => valuesOf(n, 'Cor')),
    );
    expect(new Set(page.facets.attributes.find((f) => f.name === 'Cor')?.values)).toEqual(colours);
    const black = inCategory.filter((n) => valuesOf(n, 'Cor').includes('Preto'));
    expect(page.facets.priceRange).toEqual({
      min: 99 + Math.min(...black),
      max: 99 + Math.max(...black),
    });
  });

  it('restricts to the given ids', async () => {
    const page = await products({ filter: { ids: ['7', '3', '999', 'x'] }, sort: 'PRICE_ASC' });
    expect(ids(page)).toEqual([3, 7]);
  });

  it.each([
    [{ pageSize: 0 }, 'pageSize', 'use de 1 a 500 itens'],
    [{ pageSize: -1 }, 'pageSize', 'use de 1 a 500 itens'],
    [{ pageSize: 501 }, 'pageSize', 'use de 1 a 500 itens'],
    [{ page: 0 }, 'page', 'a primeira página é 1'],
    [{ filter: { minPrice: 200, maxPrice: 100 } }, 'minPrice', 'maior que o preço máximo'],
    [{ filter: { search: 'x'.repeat(101) } }, 'search', 'no máximo 100 caracteres'],
  ])('refuses %j with BAD_USER_INPUT', async (variables, field, message) => {
    const result = await gql(reader, PRODUCTS, { variables });
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(result.errors[0]?.message).toContain(message);
  });

  it('accepts the largest page size', async () => {
    expect((await products({ pageSize: 500 })).items).toHaveLength(50);
  });

  it('is deterministic: two handlers answer byte-identical pages', async () => {
    const query = JSON.stringify({
      query: PRODUCTS.replace(
        'items { id name price }',
        'items { id name description price photos created_at updated_at attributes { id name values { id value } } category { id name } }',
      ),
      variables: { pageSize: 50, sort: 'NAME_ASC' },
    });
    const bodies = await Promise.all(
      [await testHandler(), await testHandler()].map(async (handler) => {
        const response = await handler.fetch(
          new Request('http://mock.test/graphql', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: query,
          }),
        );
        return response.text();
      }),
    );
    expect(bodies[0]).toContain('"total":50');
    expect(bodies[0]).toBe(bodies[1]);
  });
});

describe('categories and home', () => {
  it('lists six categories whose counts add up to the catalogue', async () => {
    const result = await gql<{ categories: { slug: string; productCount: number }[] }>(
      reader,
      '{ categories { id name slug description productCount } }',
    );
    const categories = result.data?.categories ?? [];
    expect(categories.map((c) => c.slug)).toEqual([
      'notebooks',
      'monitores',
      'perifericos',
      'redes',
      'armazenamento',
      'componentes',
    ]);
    expect(categories.reduce((sum, c) => sum + c.productCount, 0)).toBe(50);
  });

  it('serves home content with featured products that exist', async () => {
    const result = await gql<{
      homeContent: {
        hero: { ctaHref: string };
        services: unknown[];
        featuredProducts: { id: string }[];
      };
    }>(
      await testHandler({ products: 5 }),
      '{ homeContent { hero { title subtitle ctaLabel ctaHref } announcements { id title body href } services { id title description icon } featuredProducts { id } } }',
    );
    expect(result.errors).toEqual([]);
    expect(result.data?.homeContent.hero.ctaHref).toBe('/produtos');
    expect(result.data?.homeContent.services.length).toBeGreaterThanOrEqual(4);
    expect(result.data?.homeContent.featuredProducts.map((p) => p.id)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
  });
});

describe.each(ENGINES)('walking a catalogue of 1,200 products with cursors (%s)', (engine) => {
  const WALK = `query Walk($after: String) {
    products(pageSize: 500, after: $after) { items { id name } endCursor }
  }`;

  it('visits every published product once, in name order, page after page', async () => {
    const handler = await testHandler({ engine, products: 1_200 });
    const seen: { id: string; name: string }[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page++) {
      const result: {
        data: {
          products: { items: { id: string; name: string }[]; endCursor: string | null };
        } | null;
      } = await gql(handler, WALK, { variables: { after } });
      const { items, endCursor } = result.data?.products ?? { items: [], endCursor: null };
      if (items.length === 0) break;
      seen.push(...items);
      after = endCursor;
    }
    expect(seen).toHaveLength(1_200);
    expect(new Set(seen.map((item) => item.id)).size).toBe(1_200);
    const names = seen.map((item) => fold(item.name));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('refuses a cursor that is not one of its own', async () => {
    const handler = await testHandler({ engine });
    const result = await gql(handler, WALK, { variables: { after: 'nao-e-um-cursor' } });
    expect(errorsOf(result)).toEqual([
      {
        code: 'BAD_USER_INPUT',
        message: 'Cursor inválido: use o endCursor de uma página anterior, com a mesma ordenação.',
      },
    ]);
  });
});

describe('the seed at 100,000 products', () => {
  it('gives every product a distinct name', () => {
    const names = new Set(range(1, 100_000).map((n) => productOf(n).name));
    expect(names.size).toBe(100_000);
  });
});
