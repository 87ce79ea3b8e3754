import { describe, expect, it } from 'vitest';
import type { ProductRating } from '~/features/reviews/product-ratings';
import { hasMoreReviews, REVIEWS_PER_PAGE } from '~/features/reviews/review-pages';
import { listPath, productPath, productReviewsPath } from '~/lib/paths';
import type { CatalogueChange } from './build-handoff.ts';
import { FIXTURE_CATEGORIES, fixtureProduct } from '../../../tests/support/catalogue-fixture.ts';
import type { Catalogue, CatalogueProduct } from './catalogue.ts';
import { buildListPages } from './list-pages.ts';
import { buildProductPages } from './product-page.ts';
import type { RatingsById } from './product-page.ts';
import {
  applyChanges,
  pageName,
  planTargetedPages,
  sitePageNames,
  TargetedPublishImpossible,
} from './targeted-pages.ts';

const categories = FIXTURE_CATEGORIES;

/** Product `n` in category `n % 3`, with one of four colours (a filter of its scopes). */
function product(n: number, categoryIndex = n % 3, name?: string): CatalogueProduct {
  const colour = { id: `cor-${n % 4}`, value: `Cor ${n % 4}` };
  return fixtureProduct(n, categoryIndex, {
    ...(name === undefined ? {} : { name }),
    attributes: [{ id: `${n}-cor`, name: 'Cor', values: [colour] }],
  });
}

/** 80 products in name order (the id order here), in three categories. */
const before: Catalogue = {
  products: Array.from({ length: 80 }, (_, i) => product(i + 1)),
  categories,
};

const byName = (a: CatalogueProduct, b: CatalogueProduct) => a.name.localeCompare(b.name);

/** The catalogue after replacing, adding or (with null) removing products, in name order. */
function edited(edits: Readonly<Record<string, CatalogueProduct | null>>): Catalogue {
  const kept = before.products.filter((p) => !(p.id in edits));
  const added = Object.values(edits).filter((p): p is CatalogueProduct => p !== null);
  return { products: [...kept, ...added].sort(byName), categories };
}

/** The feed's answer for going from `before` to `after`: each edited product, placed. */
function changesTo(after: Catalogue, ids: readonly string[]): CatalogueChange[] {
  return ids.map((id, i) => {
    const position = after.products.findIndex((p) => p.id === id);
    return {
      id,
      updatedAt: 1_000 + i,
      position: position < 0 ? null : position,
      product: after.products[position] ?? null,
    };
  });
}

/** Every page of a full build of `catalogue`, path → model. */
function allPages(catalogue: Catalogue, ratings: RatingsById): Map<string, unknown> {
  return new Map<string, unknown>([
    ...buildProductPages(catalogue, ratings).map((p) => [productPath(p.product.id), p] as const),
    ...buildListPages(catalogue).map((p) => [p.path, p] as const),
  ]);
}

/** The oracle: every page of `after` whose model differs from `before`'s (or is new). */
function pagesThatDiffer(
  after: Catalogue,
  ratings: RatingsById = new Map(),
  ratingsBefore: RatingsById = new Map(),
): string[] {
  const old = allPages(before, ratingsBefore);
  return [...allPages(after, ratings)]
    .filter(([path, model]) => JSON.stringify(old.get(path)) !== JSON.stringify(model))
    .map(([path]) => path)
    .sort();
}

/** The names a full build of `catalogue` gives its pages, static ones around the catalogue's. */
function fullBuildNames(catalogue: Catalogue, ratings: RatingsById = new Map()): string[] {
  const lists = buildListPages(catalogue);
  const names = (keep: (page: (typeof lists)[number]) => boolean) =>
    lists.filter(keep).map((page) => pageName(page.path));
  return [
    '',
    '404/',
    'carrinho/',
    'produtos/',
    ...catalogue.products.map((p) => pageName(productPath(p.id))),
    ...catalogue.products.flatMap(({ id }) => reviewPageNames(id, ratings)),
    ...names((page) => page.category !== null && page.page === 1),
    ...names((page) => page.category !== null && page.page > 1),
    ...names((page) => page.category === null && page.page > 1),
    'registro/',
  ];
}

/** The names a full build gives the pages of reviews of product `id`: none with few reviews. */
function reviewPageNames(id: string, ratings: RatingsById): string[] {
  const rating = ratings.get(id) ?? null;
  if (!hasMoreReviews(rating)) return [];
  return Array.from({ length: Math.ceil(rating.count / REVIEWS_PER_PAGE) }, (_, i) =>
    pageName(productReviewsPath(id, i + 1)),
  );
}

/**
 * The targeted publish from `before` to `after` (changed: `ids`), with `ratings` now, answered
 * only for the products asked (`asked`, in the order asked).
 */
async function plan(
  after: Catalogue,
  ids: readonly string[],
  ratings: RatingsById = new Map(),
  ratingsBefore: RatingsById = new Map(),
) {
  const asked: string[] = [];
  const result = await planTargetedPages(
    {
      previous: before,
      changes: changesTo(after, ids),
      categories,
      pageNames: fullBuildNames(before, ratingsBefore),
    },
    async (wanted) => {
      asked.push(...wanted);
      return new Map([...ratings].filter(([id]) => wanted.includes(id)));
    },
  );
  return { ...result, asked };
}

/** A product's `count` approved reviews, the newest five of them shown on its page. */
function rating(productId: string, count: number, average = 4.5): ProductRating {
  const latest = Array.from({ length: Math.min(count, 5) }, (_, i) => ({
    id: `${productId}-${i}`,
    rating: 4,
    title: `Avaliação ${i}`,
    body: 'Gostei.',
    authorName: 'Ana S.',
    createdAt: 1_000 - i,
  }));
  return { productId, average, count, latest };
}

const ratingsOf = (...ratings: ProductRating[]): RatingsById =>
  new Map(ratings.map((r) => [r.productId, r]));

function renderedPaths(result: Awaited<ReturnType<typeof plan>>): string[] {
  return [
    ...result.productPages.map((p) => productPath(p.product.id)),
    ...result.listPages.map((p) => p.path),
  ].sort();
}

const CASES: [string, Readonly<Record<string, CatalogueProduct | null>>][] = [
  ['a price', { '40': { ...product(40), price: 1234.5 } }],
  ['out of stock', { '7': { ...product(7), quantity: 0 } }],
  ['a rename to the front of the list', { '70': product(70, 70 % 3, 'Aaa Primeiro') }],
  ['another category', { '33': product(33, 1) }],
  ['another colour (a filter of its scopes)', { '20': { ...product(20), attributes: [] } }],
  ['a description (no card shows it)', { '12': { ...product(12), description: 'Nova.' } }],
  ['a rename to the end of the list', { '3': product(3, 0, 'Zzz Último') }],
  ['a move to another category and name', { '61': product(61, 2, 'Produto 010a') }],
  ['an unpublished product', { '45': null }],
  ['a new product', { '81': product(81, 2, 'Produto 040b') }],
  ['two changes at once', { '2': null, '50': product(50, 0, 'Aab Segundo') }],
];

describe('planTargetedPages', () => {
  it.each(CASES)('after %s renders exactly the pages whose model changed', async (_, edits) => {
    const after = edited(edits);
    const result = await plan(after, Object.keys(edits));
    expect(result.catalogue).toEqual(after);
    const expected = [...new Set([...pagesThatDiffer(after), listPath(null)])].sort();
    expect(renderedPaths(result)).toEqual(expected);
    expect(result.pageNames).toEqual(fullBuildNames(after));
  });

  it('asks the ratings of the changed products and of the product pages it renders, only', async () => {
    const edits = { '40': { ...product(40), price: 1234.5 }, '45': null };
    const result = await plan(edited(edits), Object.keys(edits));
    const rendered = result.productPages.map((page) => page.product.id);
    expect(rendered.length).toBeGreaterThan(1);
    expect([...result.asked].sort()).toEqual([...new Set([...rendered, '40', '45'])].sort());
  });

  it('renders only /produtos (its route renders in every build) when nothing changed', async () => {
    const result = await plan(before, []);
    expect(renderedPaths(result)).toEqual([listPath(null)]);
    expect(result.pageNames).toEqual(fullBuildNames(before));
  });
});

describe('planTargetedPages with reviews', () => {
  // Product 9's reviews fill two pages of their own; 12's five all fit on its page.
  const ratingsBefore = ratingsOf(rating('9', 30), rating('12', 5));
  const REVIEW_CASES: [string, string, RatingsById, string[]][] = [
    ['a first review', '40', ratingsOf(rating('9', 30), rating('12', 5), rating('40', 1)), []],
    [
      'a sixth review (pages of reviews appear)',
      '12',
      ratingsOf(rating('9', 30), rating('12', 6)),
      ['12'],
    ],
    ['one review more', '9', ratingsOf(rating('9', 31, 4.4), rating('12', 5)), ['9']],
    ['a third page of reviews', '9', ratingsOf(rating('9', 41), rating('12', 5)), ['9']],
    [
      'reviews removed down to five (its pages go)',
      '9',
      ratingsOf(rating('9', 5), rating('12', 5)),
      [],
    ],
  ];

  it.each(REVIEW_CASES)(
    'after %s renders the product page with its rating, and its pages of reviews',
    async (_, id, ratings, reviewed) => {
      const result = await plan(before, [id], ratings, ratingsBefore);
      const expected = [
        ...new Set([...pagesThatDiffer(before, ratings, ratingsBefore), listPath(null)]),
      ];
      expect(renderedPaths(result)).toEqual(expected.sort());
      expect(result.productPages.find((p) => p.product.id === id)?.rating).toEqual(ratings.get(id));
      expect(result.reviewProducts.map((p) => p.id)).toEqual(reviewed);
      expect(result.pageNames).toEqual(fullBuildNames(before, ratings));
    },
  );

  it('keeps the pages of reviews of the products that did not change', async () => {
    const after = edited({ '40': { ...product(40), price: 1 } });
    const result = await plan(after, ['40'], ratingsBefore, ratingsBefore);
    expect(result.reviewProducts).toEqual([]);
    expect(result.pageNames).toEqual(fullBuildNames(after, ratingsBefore));
    expect(result.pageNames).toContain('produtos/9/avaliacoes/2/');
  });

  it('renders the pages of reviews of a renamed product, which show its name', async () => {
    const after = edited({ '9': product(9, 0, 'Aaa Avaliado') });
    const result = await plan(after, ['9'], ratingsBefore, ratingsBefore);
    expect(result.reviewProducts.map((p) => [p.id, p.name])).toEqual([['9', 'Aaa Avaliado']]);
    expect(result.pageNames).toEqual(fullBuildNames(after, ratingsBefore));
  });

  it('cannot place the first pages of reviews of the site (a full build follows)', async () => {
    await expect(plan(before, ['12'], ratingsOf(rating('12', 6)))).rejects.toThrow(
      TargetedPublishImpossible,
    );
  });
});

describe('applyChanges', () => {
  it('refuses a place beyond the end of the catalogue', () => {
    const change: CatalogueChange = { id: '3', updatedAt: 1, position: 200, product: product(3) };
    expect(() => applyChanges(before, [change], categories)).toThrow(TargetedPublishImpossible);
  });
});

describe('sitePageNames', () => {
  const routes = {
    product: ['produtos/1/'],
    list: [],
    category: [],
    categoryPage: [],
    reviews: [],
  };

  it('refuses a catalogue route whose pages were not in one run', () => {
    const names = ['', 'produtos/1/', 'login/', 'produtos/2/'];
    expect(() => sitePageNames(names, routes)).toThrow(TargetedPublishImpossible);
  });

  it('refuses a route that has pages now and had none (its place is unknown)', () => {
    const now = { ...routes, list: ['produtos/pagina/2/'] };
    expect(() => sitePageNames(['', 'produtos/1/'], now)).toThrow(TargetedPublishImpossible);
  });
});
