/**
 * Search quality, on both engines: what a Brazilian shopper types and what they must find. Each
 * expectation is computed from the seed's own names and descriptions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiHandler } from '../../http/handler.ts';
import { productOf } from '../../../mocks/seed/catalogue.ts';
import { ENGINES, TEST_PRODUCTS } from '../../../tests/support/api/database.ts';
import { gql, testHandler } from '../../../tests/support/api/api.ts';

const SEARCH = `query Search($search: String!, $asYouType: Boolean, $sort: ProductSort) {
  products(filter: { search: $search, searchAsYouType: $asYouType }, sort: $sort, pageSize: 50) {
    items { id }
    total
    didYouMean
  }
}`;

interface Answer {
  readonly ids: number[];
  readonly total: number;
  readonly didYouMean: string | null;
}

const everyId = Array.from({ length: TEST_PRODUCTS }, (_, i) => i + 1);
/** Products whose name contains `text` as written. */
const named = (text: string) => everyId.filter((n) => productOf(n).name.includes(text));
/** Products whose description (not name) contains `text` as written. */
const describedOnly = (text: string) =>
  everyId.filter(
    (n) => !productOf(n).name.includes(text) && productOf(n).description.includes(text),
  );

interface Case {
  readonly what: string;
  readonly search: string;
  readonly asYouType?: boolean;
  /** Every product found, in any order. */
  readonly found: number[];
  /** These come first (in any order among themselves), before the rest of `found`. */
  readonly first?: number[];
  readonly didYouMean?: string;
}

const CASES: readonly Case[] = [
  { what: 'accents ignored', search: 'teclado mecanico', found: named('Teclado Mecânico') },
  { what: 'case ignored', search: 'TECLADO MECÂNICO', found: named('Teclado Mecânico') },
  { what: 'accents typed, none in the text', search: 'zênite', found: named('Zênite') },
  { what: 'no accents typed, accents in the text', search: 'zenite', found: named('Zênite') },
  { what: 'a Portuguese plural finds the singular', search: 'teclados', found: named('Teclado') },
  { what: 'a plural in -es finds the singular', search: 'monitores', found: named('Monitor') },
  { what: 'a plural in -os', search: 'HD externos', found: named('HD Externo') },
  { what: 'the feminine finds the masculine', search: 'carcaça fina', found: named('Ultrabook') },
  {
    // Accents are taken off before stemming (so typed with or without them, words meet), and
    // Snowball's "-áveis" rule needs its accent: the near word is found instead.
    what: 'an inflection the stemmer misses without its accent',
    search: 'gerenciáveis',
    found: named('Gerenciável'),
    didYouMean: 'gerenciável',
  },
  {
    what: 'a borrowed plural finds the singular, names first',
    search: 'notebooks',
    found: [...named('Notebook'), ...describedOnly('notebooks')],
    first: named('Notebook'),
  },
  {
    what: 'a name match ranks before a description match',
    search: 'notebook',
    found: [...named('Notebook'), ...describedOnly('notebooks')],
    first: named('Notebook'),
  },
  {
    what: 'one typo (a letter left out)',
    search: 'notbook',
    found: [...named('Notebook'), ...describedOnly('notebooks')],
    first: named('Notebook'),
    didYouMean: 'notebook',
  },
  {
    what: 'one typo in a word with accents, the other word kept as typed',
    search: 'Teclado mecanco',
    found: named('Teclado Mecânico'),
    didYouMean: 'Teclado mecânico',
  },
  {
    what: 'two typos in a long word (letters swapped)',
    search: 'ultarbook',
    found: named('Ultrabook'),
    didYouMean: 'ultrabook',
  },
  { what: 'every word must match', search: 'monitor gamer', found: named('Monitor Gamer') },
  {
    what: 'words in name and description',
    search: 'webcam microfone',
    found: named('Webcam').filter((n) => productOf(n).description.includes('microfone')),
  },
  { what: 'a model code', search: 'NB-0025', found: [25] },
  {
    what: 'a hyphenated word',
    search: 'wi-fi',
    found: [...named('Wi-Fi'), ...describedOnly('Wi-Fi')],
  },
  { what: 'only a common word', search: 'de', found: [] },
  { what: 'nothing near', search: 'geladeira', found: [] },
  {
    what: 'as you type: the beginning of a word',
    search: 'tecl',
    asYouType: true,
    found: named('Teclado'),
  },
  {
    what: 'as you type: finished words, then the beginning of one',
    search: 'monitor gam',
    asYouType: true,
    found: named('Monitor Gamer'),
  },
  {
    what: 'as you type: the beginning of a word with digits',
    search: 'ddr',
    asYouType: true,
    found: named('DDR5'),
  },
  {
    what: 'as you type: a typo in a finished word',
    search: 'notbook',
    asYouType: true,
    found: [...named('Notebook'), ...describedOnly('notebooks')],
    first: named('Notebook'),
    didYouMean: 'notebook',
  },
];

describe.each(ENGINES)('search on the %s engine', (engine) => {
  let api: ApiHandler;
  beforeAll(async () => {
    api = await testHandler({ engine });
  });

  async function search(text: string, asYouType = false): Promise<Answer> {
    const result = await gql<{
      products: { items: { id: string }[]; total: number; didYouMean: string | null };
    }>(api, SEARCH, { variables: { search: text, asYouType, sort: 'RELEVANCE' } });
    expect(result.errors).toEqual([]);
    const products = result.data?.products;
    if (!products) throw new Error('no products in the answer');
    return {
      ids: products.items.map((item) => Number(item.id)),
      total: products.total,
      didYouMean: products.didYouMean,
    };
  }

  it.each(CASES)('$what: "$search"', async (c) => {
    const answer = await search(c.search, c.asYouType);
    expect([...answer.ids].sort((a, b) => a - b)).toEqual([...c.found].sort((a, b) => a - b));
    expect(answer.total).toBe(c.found.length);
    if (c.first) {
      expect(c.first.length).toBeLessThan(c.found.length);
      expect(new Set(answer.ids.slice(0, c.first.length))).toEqual(new Set(c.first));
    }
    expect(answer.didYouMean).toBe(c.didYouMean ?? null);
  });

  it('takes a blank search as no condition, and finds nothing for one without words', async () => {
    expect((await search('   ')).total).toBe(TEST_PRODUCTS);
    expect(await search('!?-')).toEqual({ ids: [], total: 0, didYouMean: null });
  });

  it('orders equally relevant products by name', async () => {
    const answer = await search('monitor luz');
    // Every LED monitor, and only they, has "Monitor" in its name and "luz" in its description.
    expect(answer.ids).toEqual(expect.arrayContaining(named('Monitor LED')));
    expect(answer.ids.length).toBeGreaterThan(1);
    expect(answer.ids).toEqual(
      [...answer.ids].sort((a, b) => productOf(a).name.localeCompare(productOf(b).name, 'pt-BR')),
    );
  });
});
