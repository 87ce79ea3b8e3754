/**
 * The list filters that live in the URL query (everything but category and page, which are
 * prerendered paths): `?busca=&min=&max=&cor=&tamanho=&ordem=&pagina=`. Parsing is lenient
 * (a shared or hand-edited URL never breaks the page: what is invalid is dropped), and
 * serialising omits defaults, so equal filters give equal URLs.
 */
import type { ProductSort } from '~/lib/graphql/generated/graphql';
import { SEARCH_PARAM } from '~/lib/paths';
import { SEARCH_MAX_LENGTH } from '../../../contract/limits.ts';

export const SORT_OPTIONS = [
  { key: 'relevancia', label: 'Relevância', api: 'RELEVANCE' },
  { key: 'nome', label: 'Nome (A–Z)', api: 'NAME_ASC' },
  { key: 'preco-asc', label: 'Menor preço', api: 'PRICE_ASC' },
  { key: 'preco-desc', label: 'Maior preço', api: 'PRICE_DESC' },
  { key: 'recentes', label: 'Mais recentes', api: 'NEWEST' },
] as const satisfies readonly { key: string; label: string; api: ProductSort }[];

export type SortKey = (typeof SORT_OPTIONS)[number]['key'];
/** The prerendered pages' order. */
export const DEFAULT_SORT: SortKey = 'nome';
/** The order of search results unless the shopper picks another. */
export const SEARCH_SORT: SortKey = 'relevancia';

/** The order a list has when none is chosen: by relevance while searching, else by name. */
export function defaultSortFor(search: string): SortKey {
  return search === '' ? DEFAULT_SORT : SEARCH_SORT;
}

/** The orders offered: relevance only while searching. */
export function sortOptionsFor(search: string): readonly (typeof SORT_OPTIONS)[number][] {
  return search === '' ? SORT_OPTIONS.filter((option) => option.key !== SEARCH_SORT) : SORT_OPTIONS;
}

/** Attribute filters: URL parameter and the API's attribute name. */
export const ATTRIBUTE_FILTERS = [
  { param: 'cor', name: 'Cor' },
  { param: 'tamanho', name: 'Tamanho' },
] as const;
export type AttributeParam = (typeof ATTRIBUTE_FILTERS)[number]['param'];

/** The API's limit on values per attribute (mocks/schema.graphql). */
const MAX_VALUES = 50;

export interface ListQuery {
  /** Trimmed search text; '' = none. */
  readonly search: string;
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
  readonly attributes: Readonly<Record<AttributeParam, readonly string[]>>;
  readonly sort: SortKey;
  /** Page of the filtered results (only meaningful with filters). */
  readonly page: number;
}

export const EMPTY_QUERY: ListQuery = {
  search: '',
  minPrice: null,
  maxPrice: null,
  attributes: { cor: [], tamanho: [] },
  sort: DEFAULT_SORT,
  page: 1,
};

function isSortKey(value: string | null): value is SortKey {
  return SORT_OPTIONS.some((option) => option.key === value);
}

/** A price from the URL: a finite number of at least 0, or null. */
function parsePriceParam(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const price = Number(value.trim().replace(',', '.'));
  return Number.isFinite(price) && price >= 0 ? price : null;
}

function parsePageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function uniqueValues(values: readonly string[]): string[] {
  const trimmed = values.map((value) => value.trim()).filter((value) => value !== '');
  return [...new Set(trimmed)].slice(0, MAX_VALUES);
}

export function parseListQuery(query: string | URLSearchParams): ListQuery {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  let minPrice = parsePriceParam(params.get('min'));
  let maxPrice = parsePriceParam(params.get('max'));
  // A reversed range in a hand-made URL most likely means the same range.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  const sort = params.get('ordem');
  const search = (params.get(SEARCH_PARAM) ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  return {
    search,
    minPrice,
    maxPrice,
    attributes: {
      cor: uniqueValues(params.getAll('cor')),
      tamanho: uniqueValues(params.getAll('tamanho')),
    },
    sort:
      isSortKey(sort) && sortOptionsFor(search).some((o) => o.key === sort)
        ? sort
        : defaultSortFor(search),
    page: parsePageParam(params.get('pagina')),
  };
}

/** Whether anything beyond category and page narrows or reorders the list. */
export function hasQueryFilters(query: ListQuery): boolean {
  return (
    query.search !== '' ||
    query.minPrice !== null ||
    query.maxPrice !== null ||
    ATTRIBUTE_FILTERS.some(({ param }) => query.attributes[param].length > 0) ||
    query.sort !== DEFAULT_SORT
  );
}

/** The query string (without `?`) for `query`; '' when it has no filters. */
export function serializeListQuery(query: ListQuery): string {
  if (!hasQueryFilters(query)) return '';
  const params = new URLSearchParams();
  if (query.search !== '') params.set(SEARCH_PARAM, query.search);
  if (query.minPrice !== null) params.set('min', String(query.minPrice));
  if (query.maxPrice !== null) params.set('max', String(query.maxPrice));
  for (const { param } of ATTRIBUTE_FILTERS) {
    for (const value of query.attributes[param]) params.append(param, value);
  }
  if (query.sort !== defaultSortFor(query.search)) params.set('ordem', query.sort);
  if (query.page > 1) params.set('pagina', String(query.page));
  return params.toString();
}

/** `path` with the query string of `query`. */
export function listQueryUrl(path: string, query: ListQuery): string {
  const search = serializeListQuery(query);
  return search === '' ? path : `${path}?${search}`;
}

/**
 * `query` changed by `change`; any change of filter or order starts again at page 1. A new
 * search keeps an order the shopper chose, and otherwise takes the default for it (relevance
 * while searching); relevance goes with the search.
 */
export function withFilters(query: ListQuery, change: Partial<Omit<ListQuery, 'page'>>): ListQuery {
  const next = { ...query, ...change, page: 1 };
  const chosen = change.sort ?? (query.sort === defaultSortFor(query.search) ? null : query.sort);
  const offered = sortOptionsFor(next.search).some((option) => option.key === chosen);
  return { ...next, sort: chosen !== null && offered ? chosen : defaultSortFor(next.search) };
}
