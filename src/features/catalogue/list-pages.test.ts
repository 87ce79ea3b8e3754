import { describe, expect, it } from 'vitest';
import { FIXTURE_CATEGORIES, fixtureProduct } from '../../../tests/support/catalogue-fixture.ts';
import type { Catalogue } from './catalogue.ts';
import { listPath } from '~/lib/paths';
import { buildListPages, LIST_PAGE_SIZE, paginationItems } from './list-pages.ts';

const categories = FIXTURE_CATEGORIES;
const product = fixtureProduct;

// 50 products: ids 1..50, alternating between the first two categories; "Redes" stays empty.
const catalogue: Catalogue = {
  products: Array.from({ length: 50 }, (_, i) => product(i + 1, i % 2)),
  categories,
};

describe('listPath', () => {
  it('gives page 1 the bare path and later pages a /pagina/{n} suffix', () => {
    expect(listPath(null)).toBe('/produtos');
    expect(listPath(null, 3)).toBe('/produtos/pagina/3');
    expect(listPath('notebooks')).toBe('/produtos/categoria/notebooks');
    expect(listPath('notebooks', 2)).toBe('/produtos/categoria/notebooks/pagina/2');
  });
});

describe('buildListPages', () => {
  const pages = buildListPages(catalogue);
  const byPath = new Map(pages.map((page) => [page.path, page]));

  it('pages the whole catalogue 24 at a time, in the catalogue order', () => {
    expect(LIST_PAGE_SIZE).toBe(24);
    const first = byPath.get('/produtos');
    expect(first?.products.map((p) => p.id)).toEqual(
      Array.from({ length: 24 }, (_, i) => String(i + 1)),
    );
    expect(first).toMatchObject({ page: 1, totalPages: 3, total: 50, category: null });
    expect(byPath.get('/produtos/pagina/3')?.products.map((p) => p.id)).toEqual(['49', '50']);
    expect(byPath.has('/produtos/pagina/4')).toBe(false);
  });

  it('gives each category its own pages with only its products', () => {
    const notebooks = byPath.get('/produtos/categoria/notebooks');
    expect(notebooks).toMatchObject({
      total: 25,
      totalPages: 2,
      category: { id: '1', slug: 'notebooks', description: 'Portáteis.' },
    });
    expect(notebooks?.products.every((p) => p.category.slug === 'notebooks')).toBe(true);
    expect(byPath.get('/produtos/categoria/notebooks/pagina/2')?.products).toHaveLength(1);
  });

  it('still renders one (empty) page for a category without products', () => {
    expect(byPath.get('/produtos/categoria/redes')).toMatchObject({
      total: 0,
      totalPages: 1,
      products: [],
      facets: { attributes: [] },
    });
  });

  it('publishes each path once', () => {
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    expect(pages).toHaveLength(3 + 2 + 2 + 1);
  });

  it('carries the scope facets and every category on each page', () => {
    const page = byPath.get('/produtos/pagina/2');
    expect(page?.facets).toEqual(byPath.get('/produtos')?.facets);
    expect(page?.categories.map((c) => c.slug)).toEqual(['notebooks', 'monitores', 'redes']);
  });
});

describe('paginationItems', () => {
  it('lists every page when there are few', () => {
    expect(paginationItems(1, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(1, 1)).toEqual([1]);
  });

  it('keeps the first, the last and two pages around the current one', () => {
    expect(paginationItems(50, 4167)).toEqual([1, 'gap', 48, 49, 50, 51, 52, 'gap', 4167]);
    expect(paginationItems(1, 100)).toEqual([1, 2, 3, 'gap', 100]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(paginationItems(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 10]);
  });
});
