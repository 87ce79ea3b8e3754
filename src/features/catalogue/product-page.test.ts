import { describe, expect, it } from 'vitest';
import { drawing } from '../../../tests/support/catalogue-fixture.ts';
import type { Catalogue, CatalogueProduct } from './catalogue.ts';
import {
  breadcrumbJsonLd,
  buildProductPages,
  metaDescription,
  photoAlt,
  productJsonLd,
  relatedProducts,
} from './product-page.ts';

const notebooks = { id: '1', name: 'Notebooks', slug: 'notebooks' };
const monitors = { id: '2', name: 'Monitores', slug: 'monitores' };

function product(n: number, category: typeof notebooks): CatalogueProduct {
  return {
    id: String(n),
    name: `Produto ${n}`,
    description: `Descrição do produto ${n}.`,
    price: 99 + n,
    quantity: n === 3 ? 0 : 3,
    photos: [1, 2, 3, 4, 5].map((i) => `/files/products/${n}/${i}.svg`),
    cover: drawing(`/files/products/${n}/1.svg`),
    images: [1, 2, 3, 4, 5].map((i) => ({ alt: '', ...drawing(`/files/products/${n}/${i}.svg`) })),
    is_published: true,
    deleted_at: null,
    created_at: n,
    pixPrice: 95,
    installments: { count: 5, amount: 20 },
    category,
    attributes: [],
  };
}

const catalogue: Catalogue = {
  products: [1, 2, 3, 4, 5, 6, 7, 8].map((n) => product(n, n % 2 === 1 ? notebooks : monitors)),
  categories: [
    { ...notebooks, description: '' },
    { ...monitors, description: '' },
  ],
};

describe('relatedProducts', () => {
  it('takes the next products of the category, wrapping around', () => {
    expect(relatedProducts(['a', 'b', 'c', 'd', 'e', 'f'], 4, 4)).toEqual(['f', 'a', 'b', 'c']);
  });

  it('never suggests the product itself, even in a small category', () => {
    expect(relatedProducts(['a', 'b', 'c'], 1, 4)).toEqual(['c', 'a']);
    expect(relatedProducts(['a'], 0, 4)).toEqual([]);
  });
});

describe('buildProductPages', () => {
  const pages = buildProductPages(catalogue);
  const first = pages.find((page) => page.product.id === '1');

  it('gives a product its rating when it has approved reviews, null otherwise', () => {
    const rating = { productId: '2', average: 4.5, count: 2, latest: [] };
    const rated = buildProductPages(catalogue, new Map([['2', rating]]));
    expect(rated.find((page) => page.product.id === '2')?.rating).toEqual(rating);
    expect(rated.find((page) => page.product.id === '1')?.rating).toBeNull();
    expect(first?.rating).toBeNull();
  });

  it('makes one page per product', () => {
    expect(pages.map((page) => page.product.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  });

  it('relates four products of the same category', () => {
    expect(first?.related.map((card) => card.id)).toEqual(['3', '5', '7']);
    expect(pages.find((page) => page.product.id === '2')?.related.map((card) => card.id)).toEqual([
      '4',
      '6',
      '8',
    ]);
  });

  it('gives the breadcrumb trail Início › Produtos › category › product', () => {
    expect(first?.breadcrumbs).toEqual([
      { name: 'Início', path: '/' },
      { name: 'Produtos', path: '/produtos' },
      { name: 'Notebooks', path: '/produtos/categoria/notebooks' },
      { name: 'Produto 1', path: '/produtos/1' },
    ]);
  });

  it('leaves the publication fields out of the page data', () => {
    expect(first?.product).not.toHaveProperty('is_published');
    expect(first?.product).not.toHaveProperty('deleted_at');
  });
});

describe('photoAlt', () => {
  it('names the product and the photo position', () => {
    expect(photoAlt('Notebook Aurora NB-0001', 0, 5)).toBe('Notebook Aurora NB-0001, foto 1 de 5');
  });
});

describe('metaDescription', () => {
  it('keeps a short text as it is, on one line', () => {
    expect(metaDescription('Um  notebook\nleve.')).toBe('Um notebook leve.');
  });

  it('cuts a long text at a word boundary with an ellipsis', () => {
    const text = `${'palavra '.repeat(30)}fim`;
    const description = metaDescription(text, 50);
    expect(description.length).toBeLessThanOrEqual(50);
    expect(description).toMatch(/palavra…$/);
  });
});

describe('productJsonLd', () => {
  const urls = {
    page: 'https://loja.example/produtos/1',
    images: ['https://api.example/files/products/1/1.svg'],
  };

  it('describes the product with an offer in BRL', () => {
    expect(productJsonLd(product(1, notebooks), urls)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Produto 1',
      sku: '1',
      image: urls.images,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'BRL',
        price: 100,
        availability: 'https://schema.org/InStock',
        url: 'https://loja.example/produtos/1',
      },
    });
  });

  it('marks a sold-out product OutOfStock', () => {
    expect(productJsonLd(product(3, notebooks), urls).offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists the trail with positions and absolute URLs', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Início', path: '/' },
          { name: 'Produtos', path: '/produtos' },
        ],
        'https://loja.example',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Início', item: 'https://loja.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Produtos',
          item: 'https://loja.example/produtos',
        },
      ],
    });
  });
});
