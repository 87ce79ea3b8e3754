import { describe, expect, it } from 'vitest';
import { loginUrlReturningTo } from './login-redirect.ts';

describe('loginUrlReturningTo', () => {
  it('sends to /login with the current path as `next`', () => {
    expect(loginUrlReturningTo({ pathname: '/produtos/1', search: '' })).toBe(
      '/login?next=%2Fprodutos%2F1',
    );
  });

  it('keeps the list filters of the page in the return path', () => {
    const url = loginUrlReturningTo({ pathname: '/produtos', search: '?busca=mouse&cor=Preto' });
    expect(new URL(url, 'https://loja.example').searchParams.get('next')).toBe(
      '/produtos?busca=mouse&cor=Preto',
    );
  });
});
