import { describe, expect, it } from 'vitest';
import {
  EMPTY_QUERY,
  hasQueryFilters,
  listQueryUrl,
  parseListQuery,
  serializeListQuery,
  withFilters,
} from './list-query.ts';
import { toApiSort, toProductFilter } from './api-filter.ts';
import { validatePriceRange } from './price-range.ts';

describe('parseListQuery', () => {
  it('reads every filter of a shared URL', () => {
    expect(
      parseListQuery(
        '?busca=aurora&min=100&max=150.5&cor=Preto&cor=Prata&tamanho=14%22&ordem=preco-desc&pagina=2',
      ),
    ).toEqual({
      search: 'aurora',
      minPrice: 100,
      maxPrice: 150.5,
      attributes: { cor: ['Preto', 'Prata'], tamanho: ['14"'] },
      sort: 'preco-desc',
      page: 2,
    });
  });

  it('gives the empty query for a URL without filters', () => {
    expect(parseListQuery('')).toEqual(EMPTY_QUERY);
  });

  it('orders a search by relevance unless another order is asked for', () => {
    expect(parseListQuery('?busca=teclado')).toMatchObject({
      search: 'teclado',
      sort: 'relevancia',
    });
    expect(parseListQuery('?busca=teclado&ordem=nome').sort).toBe('nome');
    expect(parseListQuery('?ordem=relevancia').sort).toBe('nome');
  });

  it('drops what is invalid instead of failing', () => {
    expect(parseListQuery('?min=abc&max=-5&ordem=preco&pagina=0&cor=&busca=%20%20')).toEqual(
      EMPTY_QUERY,
    );
    expect(parseListQuery('?pagina=2.5').page).toBe(1);
  });

  it('swaps a reversed price range', () => {
    const query = parseListQuery('?min=300&max=120');
    expect([query.minPrice, query.maxPrice]).toEqual([120, 300]);
  });

  it('keeps each attribute value once and cuts the search to the API limit', () => {
    const query = parseListQuery(`?cor=Preto&cor=Preto&busca=${'a'.repeat(150)}`);
    expect(query.attributes.cor).toEqual(['Preto']);
    expect(query.search).toHaveLength(100);
  });
});

describe('serializeListQuery', () => {
  it('is empty without filters, whatever the page', () => {
    expect(serializeListQuery(EMPTY_QUERY)).toBe('');
    expect(serializeListQuery({ ...EMPTY_QUERY, page: 3 })).toBe('');
  });

  it('round-trips through parseListQuery', () => {
    const url =
      'busca=z%C3%AAnite+pro&min=100&max=200&cor=Preto&cor=Prata&tamanho=14%22&ordem=recentes&pagina=3';
    expect(serializeListQuery(parseListQuery(url))).toBe(url);
  });

  it('leaves out the default order and page 1', () => {
    expect(serializeListQuery({ ...EMPTY_QUERY, search: 'mouse', sort: 'relevancia' })).toBe(
      'busca=mouse',
    );
    expect(serializeListQuery({ ...EMPTY_QUERY, search: 'mouse', sort: 'nome' })).toBe(
      'busca=mouse&ordem=nome',
    );
  });
});

describe('listQueryUrl', () => {
  it('adds the query string to the path only when there are filters', () => {
    expect(listQueryUrl('/produtos', EMPTY_QUERY)).toBe('/produtos');
    expect(listQueryUrl('/produtos/categoria/redes', { ...EMPTY_QUERY, sort: 'preco-asc' })).toBe(
      '/produtos/categoria/redes?ordem=preco-asc',
    );
  });
});

describe('hasQueryFilters', () => {
  it('counts search, prices, attributes and a non-default order, not the page', () => {
    expect(hasQueryFilters(EMPTY_QUERY)).toBe(false);
    expect(hasQueryFilters({ ...EMPTY_QUERY, page: 2 })).toBe(false);
    expect(hasQueryFilters({ ...EMPTY_QUERY, search: 'x' })).toBe(true);
    expect(hasQueryFilters({ ...EMPTY_QUERY, maxPrice: 0 })).toBe(true);
    expect(hasQueryFilters({ ...EMPTY_QUERY, attributes: { cor: [], tamanho: ['G'] } })).toBe(true);
    expect(hasQueryFilters({ ...EMPTY_QUERY, sort: 'nome' })).toBe(false);
    expect(hasQueryFilters({ ...EMPTY_QUERY, sort: 'recentes' })).toBe(true);
  });
});

describe('withFilters', () => {
  it('goes back to page 1 when a filter changes', () => {
    expect(withFilters({ ...EMPTY_QUERY, page: 4 }, { minPrice: 10 })).toEqual({
      ...EMPTY_QUERY,
      minPrice: 10,
      page: 1,
    });
  });

  it('orders a new search by relevance, and a cleared one by name again', () => {
    const searching = withFilters(EMPTY_QUERY, { search: 'hub' });
    expect(searching).toEqual({ ...EMPTY_QUERY, search: 'hub', sort: 'relevancia' });
    expect(withFilters(searching, { search: '' })).toEqual(EMPTY_QUERY);
  });

  it('keeps an order the shopper chose across searches', () => {
    const cheapest = withFilters(EMPTY_QUERY, { sort: 'preco-asc' });
    expect(withFilters(cheapest, { search: 'hub' }).sort).toBe('preco-asc');
    const byName = withFilters(withFilters(EMPTY_QUERY, { search: 'hub' }), { sort: 'nome' });
    expect(withFilters(byName, { search: 'ssd' }).sort).toBe('nome');
  });
});

describe('toApiSort', () => {
  it('maps each order to the API enum', () => {
    expect(toApiSort('nome')).toBe('NAME_ASC');
    expect(toApiSort('preco-asc')).toBe('PRICE_ASC');
    expect(toApiSort('preco-desc')).toBe('PRICE_DESC');
    expect(toApiSort('recentes')).toBe('NEWEST');
    expect(toApiSort('relevancia')).toBe('RELEVANCE');
  });
});

describe('toProductFilter', () => {
  it('sends only the conditions that are set, within the page category', () => {
    expect(toProductFilter(EMPTY_QUERY, null)).toEqual({});
    expect(
      toProductFilter(
        {
          ...EMPTY_QUERY,
          search: 'aurora',
          minPrice: 0,
          attributes: { cor: ['Preto'], tamanho: [] },
        },
        '2',
      ),
    ).toEqual({
      categoryId: '2',
      search: 'aurora',
      minPrice: 0,
      attributes: [{ name: 'Cor', values: ['Preto'] }],
    });
  });
});

describe('validatePriceRange', () => {
  it('accepts empty fields as no condition', () => {
    expect(validatePriceRange('', ' ')).toEqual({ min: null, max: null, errors: {} });
  });

  it('reads whole reais, the dot of number inputs and the Brazilian comma', () => {
    expect(validatePriceRange('150', '149.9')).toMatchObject({ min: 150, errors: {} });
    expect(validatePriceRange('100,50', '1.200,00')).toEqual({ min: 100.5, max: 1200, errors: {} });
  });

  it('explains a value that is not a price', () => {
    expect(validatePriceRange('dez', '').errors.min).toBe(
      'Informe um valor em reais, por exemplo 150 ou 149,90.',
    );
  });

  it('refuses negative prices', () => {
    expect(validatePriceRange('', '-1').errors.max).toBe('O preço não pode ser negativo.');
  });

  it('refuses a maximum below the minimum', () => {
    expect(validatePriceRange('200', '100').errors).toEqual({
      max: 'O preço máximo não pode ser menor que o preço mínimo.',
    });
  });
});
