/** A small catalogue for the catalogue's unit tests: three categories, products made by number. */
import type { CatalogueProduct } from '../../src/features/catalogue/catalogue.ts';

export const FIXTURE_CATEGORIES = [
  { id: '1', name: 'Notebooks', slug: 'notebooks', description: 'Portáteis.' },
  { id: '2', name: 'Monitores', slug: 'monitores', description: 'Telas.' },
  { id: '3', name: 'Redes', slug: 'redes', description: 'Conexões.' },
];

/** A drawing as the API answers it: no size, no variants. */
export function drawing(url: string) {
  return { url, width: null, height: null, sources: [] };
}

/** Product `n`, named `Produto 00n`, in the category at `categoryIndex`. */
export function fixtureProduct(
  n: number,
  categoryIndex: number,
  overrides: Partial<CatalogueProduct> = {},
): CatalogueProduct {
  const category = FIXTURE_CATEGORIES[categoryIndex];
  if (!category) throw new Error(`no category at ${categoryIndex}`);
  return {
    id: String(n),
    name: `Produto ${String(n).padStart(3, '0')}`,
    description: 'Descrição.',
    price: 99 + n,
    quantity: 3,
    photos: [`/files/products/${n}/1.svg`],
    cover: drawing(`/files/products/${n}/1.svg`),
    images: [{ alt: '', ...drawing(`/files/products/${n}/1.svg`) }],
    is_published: true,
    deleted_at: null,
    created_at: n,
    pixPrice: 95,
    installments: { count: 5, amount: 20 },
    category: { id: category.id, name: category.name, slug: category.slug },
    attributes: [{ id: `${n}-cor`, name: 'Cor', values: [{ id: 'cor-preto', value: 'Preto' }] }],
    ...overrides,
  };
}
