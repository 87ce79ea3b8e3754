import { describe, expect, it } from 'vitest';
import { categoryPath, loginPath, painelPath, painelTabPath, searchPath } from './paths.ts';

describe('painelPath', () => {
  it('is the plain painel without parameters', () => {
    expect(painelPath()).toBe('/painel');
  });

  it('puts the tab first, then the other parameters, encoded', () => {
    expect(painelTabPath('tickets', { novo: '1', pedido: 'a b' })).toBe(
      '/painel?aba=tickets&novo=1&pedido=a+b',
    );
  });
});

describe('loginPath', () => {
  it('is /login alone without a return target', () => {
    expect(loginPath()).toBe('/login');
  });

  it('carries the return target, query string included, in next', () => {
    expect(loginPath('/produtos?busca=ssd&pagina=2')).toBe(
      '/login?next=%2Fprodutos%3Fbusca%3Dssd%26pagina%3D2',
    );
  });
});

describe('categoryPath', () => {
  it("is the category's first list page, its slug encoded", () => {
    expect(categoryPath('áudio & vídeo')).toBe('/produtos/categoria/%C3%A1udio%20%26%20v%C3%ADdeo');
  });
});

describe('searchPath', () => {
  it('is the product list with the search in `busca`, encoded', () => {
    expect(searchPath('teclado mecânico & mouse')).toBe(
      '/produtos?busca=teclado+mec%C3%A2nico+%26+mouse',
    );
  });
});
