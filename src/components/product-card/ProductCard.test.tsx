// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ProductCard from './ProductCard.tsx';
import type { CardProduct } from './card.ts';

afterEach(cleanup);

const product: CardProduct = {
  id: '7',
  name: 'Monitor 27"',
  price: 1299.9,
  quantity: 3,
  photo: '/files/products/7/1.svg',
  category: { name: 'Monitores', slug: 'monitores' },
};

function photoOf(position?: number): HTMLImageElement {
  const { container } = render(<ProductCard product={product} position={position} />);
  const img = container.querySelector('img');
  if (!img) throw new Error('The card shows no photo');
  return img;
}

describe('ProductCard photo loading', () => {
  it('fetches the first card of a list ahead of everything else', () => {
    const img = photoOf(0);
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('loads the rest of the first row at once, with normal priority', () => {
    const img = photoOf(3);
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });

  it('waits to be scrolled near below the first row and outside lists', () => {
    expect(photoOf(4).getAttribute('loading')).toBe('lazy');
    cleanup();
    expect(photoOf(undefined).getAttribute('loading')).toBe('lazy');
  });
});
