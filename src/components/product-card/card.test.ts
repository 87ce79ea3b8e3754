import { describe, expect, it } from 'vitest';
import { productPath } from '~/lib/paths';
import { fileUrl } from '~/lib/file-url';
import { productCountLabel, toCardProduct } from './card.ts';
import { stockLabel } from './stock-label.ts';

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
    cover: { url: '/files/products/7/1.svg', width: null, height: null, sources: [] },
    category: { id: '1', name: 'Notebooks', slug: 'notebooks' },
  };

  it('keeps only what a card shows: the first photo and the category name and slug', () => {
    expect(toCardProduct(source)).toEqual({
      id: '7',
      name: 'Notebook Aurora NB-0007',
      price: 106,
      quantity: 3,
      // A drawing: no variants, shown at the drawings' size.
      photo: { src: fileUrl('/files/products/7/1.svg'), width: 800, height: 800, sources: [] },
      category: { name: 'Notebooks', slug: 'notebooks' },
    });
  });

  it("carries an uploaded photo's sizes per format and its own width and height", () => {
    const cover = {
      url: '/files/photos/jjjjjjjjjjjjjjjjjjjjjj.jpg',
      width: 960,
      height: 640,
      sources: [
        {
          type: 'image/avif',
          srcset: 'https://fotos.test/photos/a1.avif 320w, https://fotos.test/photos/a2.avif 960w',
        },
        {
          type: 'image/webp',
          srcset: '/files/photos/w1.webp 320w, /files/photos/w2.webp 960w',
        },
        {
          type: 'image/jpeg',
          srcset: 'https://fotos.test/photos/j1.jpg 320w, https://fotos.test/photos/j2.jpg 960w',
        },
      ],
    };

    expect(toCardProduct({ ...source, cover }).photo).toEqual({
      src: 'https://fotos.test/photos/j2.jpg',
      width: 960,
      height: 640,
      sources: [
        {
          type: 'image/avif',
          srcset: 'https://fotos.test/photos/a1.avif 320w, https://fotos.test/photos/a2.avif 960w',
        },
        {
          // Relative to the API's origin, as every photo URL of the API.
          type: 'image/webp',
          srcset: `${fileUrl('/files/photos/w1.webp')} 320w, ${fileUrl('/files/photos/w2.webp')} 960w`,
        },
        {
          type: 'image/jpeg',
          srcset: 'https://fotos.test/photos/j1.jpg 320w, https://fotos.test/photos/j2.jpg 960w',
        },
      ],
    });
  });

  it('has no photo when the product has none', () => {
    expect(toCardProduct({ ...source, photos: [], cover: null }).photo).toBeNull();
  });
});

describe('productPath', () => {
  it('links to /produtos/{id}, encoding what an id could hold', () => {
    expect(productPath('1')).toBe('/produtos/1');
    expect(productPath('a/b')).toBe('/produtos/a%2Fb');
  });
});
