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
  photo: {
    src: '/files/photos/j2.jpg',
    width: 960,
    height: 640,
    sources: [
      { type: 'image/avif', srcset: '/files/photos/a1.avif 320w, /files/photos/a2.avif 960w' },
      { type: 'image/webp', srcset: '/files/photos/w1.webp 320w, /files/photos/w2.webp 960w' },
      { type: 'image/jpeg', srcset: '/files/photos/j1.jpg 320w, /files/photos/j2.jpg 960w' },
    ],
  },
  category: { name: 'Monitores', slug: 'monitores' },
};

function photoOf(position?: number): HTMLImageElement {
  const { container } = render(<ProductCard product={product} position={position} />);
  const img = container.querySelector('img');
  if (!img) throw new Error('The card shows no photo');
  return img;
}

describe('ProductCard photo', () => {
  it('offers AVIF and WebP in every size before the JPEG, at its own width and height', () => {
    const img = photoOf(5);
    const picture = img.parentElement;
    expect(picture?.tagName).toBe('PICTURE');
    const sources = [...(picture?.querySelectorAll('source') ?? [])].map((source) => [
      source.getAttribute('type'),
      source.getAttribute('srcset'),
      source.getAttribute('sizes'),
    ]);
    const sizes =
      '(min-width: 72rem) 16rem, (min-width: 56rem) 30vw, (min-width: 34rem) 45vw, 92vw';
    expect(sources).toEqual([
      ['image/avif', '/files/photos/a1.avif 320w, /files/photos/a2.avif 960w', sizes],
      ['image/webp', '/files/photos/w1.webp 320w, /files/photos/w2.webp 960w', sizes],
    ]);
    expect(
      ['src', 'srcset', 'sizes', 'width', 'height', 'alt'].map((name) => img.getAttribute(name)),
    ).toEqual([
      '/files/photos/j2.jpg',
      '/files/photos/j1.jpg 320w, /files/photos/j2.jpg 960w',
      sizes,
      '960',
      '640',
      '',
    ]);
  });
});

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
