import { describe, expect, it } from 'vitest';
import {
  PRIVATE_ROUTES,
  isPrivatePath,
  isSitemapPage,
  normalizePath,
  privateRouteOf,
} from './private-routes.ts';
import type { PrivateRoute } from './private-routes.ts';

const SITE = 'https://loja.example.com.br';
/** The list with one more private route, as a developer would add it. */
const WITH_WISHLIST: readonly PrivateRoute[] = [
  ...PRIVATE_ROUTES,
  { path: '/lista-de-desejos', visitors: 'customers', crawl: true },
];

describe('normalizePath', () => {
  it.each([
    ['/painel/', '/painel'],
    ['//painel//ticket/1', '/painel/ticket/1'],
    ['/p%61inel', '/painel'],
    ['/%E0%A4%A', '/%E0%A4%A'],
    ['/', '/'],
  ])('%s → %s', (path, expected) => {
    expect(normalizePath(path)).toBe(expected);
  });
});

describe('the private routes', () => {
  it.each([
    ['/painel', true],
    ['/painel/ticket/7', true],
    ['/painel/favorites/', true],
    ['/finalizar', true],
    ['/login', true],
    ['/registro', true],
    ['/recuperar-senha', true],
    ['/carrinho', true],
    ['/', false],
    ['/produtos/1', false],
    ['/privacidade', false],
    ['/painelista', false],
    ['/produtos/painel', false],
  ])('%s is private: %s', (path, expected) => {
    expect(isPrivatePath(path)).toBe(expected);
  });

  it('names the route a path is under', () => {
    expect(privateRouteOf('/painel/ticket/7')).toEqual({
      path: '/painel',
      visitors: 'customers',
      crawl: false,
    });
    expect(privateRouteOf('/produtos')).toBeUndefined();
  });

  it('covers a path added to the list, and what is under it', () => {
    expect(isPrivatePath('/lista-de-desejos/3')).toBe(false);
    expect(isPrivatePath('/lista-de-desejos/3', WITH_WISHLIST)).toBe(true);
  });
});

describe('the sitemap filter', () => {
  it('keeps public pages and leaves out every private route and its pages', () => {
    expect(isSitemapPage(`${SITE}/`)).toBe(true);
    expect(isSitemapPage(`${SITE}/produtos/1/`)).toBe(true);
    for (const { path } of PRIVATE_ROUTES) {
      expect(isSitemapPage(`${SITE}${path}/`), path).toBe(false);
      expect(isSitemapPage(`${SITE}${path}/pagina`), path).toBe(false);
    }
  });

  it('leaves out a path added to the list', () => {
    expect(isSitemapPage(`${SITE}/lista-de-desejos/`)).toBe(true);
    expect(isSitemapPage(`${SITE}/lista-de-desejos/`, WITH_WISHLIST)).toBe(false);
  });
});
