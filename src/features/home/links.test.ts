import { describe, expect, it } from 'vitest';
import { sitePath } from './links.ts';

describe('sitePath', () => {
  it('keeps paths on this site as they are', () => {
    expect(sitePath('/produtos')).toBe('/produtos');
    expect(sitePath('/produtos/categoria/redes?ordem=preco#lista')).toBe(
      '/produtos/categoria/redes?ordem=preco#lista',
    );
  });

  it('refuses other schemes and other sites', () => {
    expect(sitePath('javascript:alert(1)')).toBeNull();
    expect(sitePath('https://example.com/promo')).toBeNull();
    expect(sitePath('//example.com/promo')).toBeNull();
    expect(sitePath('/\\example.com')).toBeNull();
    expect(sitePath('/\t/example.com')).toBeNull();
    expect(sitePath('produtos')).toBeNull();
  });

  it('gives null for missing links', () => {
    expect(sitePath(null)).toBeNull();
    expect(sitePath(undefined)).toBeNull();
    expect(sitePath('')).toBeNull();
  });
});
