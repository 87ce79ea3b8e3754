import { describe, expect, it } from 'vitest';
import { facetsOf, mergeDisplayOrders } from './facets.ts';

describe('mergeDisplayOrders', () => {
  it('recovers the display order from products that each list a part of it', () => {
    expect(
      mergeDisplayOrders([
        ['Branco', 'Prata'],
        ['Preto', 'Branco'],
        ['Prata', 'Cinza', 'Azul'],
      ]),
    ).toEqual(['Preto', 'Branco', 'Prata', 'Cinza', 'Azul']);
  });

  it('keeps sizes in their order, not the alphabetical one', () => {
    expect(
      mergeDisplayOrders([
        ['P', 'M'],
        ['M', 'G'],
      ]),
    ).toEqual(['P', 'M', 'G']);
  });

  it('lists each value once and gives unrelated values the order they were first seen', () => {
    expect(mergeDisplayOrders([['27"'], ['24"'], ['27"']])).toEqual(['27"', '24"']);
  });

  it('still lists every value when products contradict each other', () => {
    expect(mergeDisplayOrders([['A', 'B'], ['B', 'A'], ['C']]).sort()).toEqual(['A', 'B', 'C']);
  });
});

describe('facetsOf', () => {
  const product = (colors: string[], sizes: string[]) => ({
    attributes: [
      { name: 'Cor', values: colors.map((value) => ({ value })) },
      { name: 'Tamanho', values: sizes.map((value) => ({ value })) },
    ],
  });

  it('gives the values of each attribute', () => {
    expect(
      facetsOf([
        product(['Preto'], ['14"']),
        product(['Preto', 'Prata'], ['15"']),
        product(['Branco', 'Prata'], ['14"', '15"']),
      ]),
    ).toEqual({
      attributes: [
        { name: 'Cor', values: ['Preto', 'Branco', 'Prata'] },
        { name: 'Tamanho', values: ['14"', '15"'] },
      ],
    });
  });

  it('has no values for an empty list', () => {
    expect(facetsOf([])).toEqual({ attributes: [] });
  });
});
