import { describe, expect, it } from 'vitest';
import { productPath } from '~/lib/paths';
import { productCountLabel, stockLabel, toCardProduct } from './card.ts';

describe('stockLabel', () => {
  it('shows the units in stock', () => {
    expect(stockLabel(3)).toBe('3 em estoque');
    expect(stockLabel(1)).toBe('1 em estoque');
  });

  it('says sold out when nothing is left', () => {
    expect(stockLabel(0)).toBe('Esgotado');
  });
});

describe('productCountLabel', () => {
  it('uses the plural except for one product', () => {
    expect(productCountLabel(50)).toBe('50 produtos');
    expect(productCountLabel(1)).toBe('1 produto');
    expect(productCountLabel(0)).toBe('0 produtos');
  });

  it('groups thousands the Brazilian way', () => {
    expect(productCountLabel(10000)).toBe('10.000 produtos');
  });
});

describe('toCardProduct', () => {
  const source = {
    id: '7',
    name: 'Notebook Aurora NB-0007',
    price: 106,
    quantity: 3,
    photos: ['/files/products/7/1.svg', '/files/products/7/2.svg'],
    category: { id: '1', name: 'Notebooks', slug: 'notebooks' },
  };

  it('keeps only what a card shows: the first photo and the category name and slug', () => {
    expect(toCardProduct(source)).toEqual({
      id: '7',
      name: 'Notebook Aurora NB-0007',
      price: 106,
      quantity: 3,
      photo: '/files/products/7/1.svg',
      category: { name: 'Notebooks', slug: 'notebooks' },
    });
  });

  it('has no photo when the product has none', () => {
    expect(toCardProduct({ ...source, photos: [] }).photo).toBeNull();
  });
});

describe('productPath', () => {
  it('links to /produtos/{id}, encoding what an id could hold', () => {
    expect(productPath('1')).toBe('/produtos/1');
    expect(productPath('a/b')).toBe('/produtos/a%2Fb');
  });
});
