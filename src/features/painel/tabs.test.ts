import { describe, expect, it } from 'vitest';
import { painelTabHref } from './tabs.ts';

describe('painelTabHref', () => {
  it('keeps the plain address for the default tab', () => {
    expect(painelTabHref('tickets')).toBe('/painel');
  });

  it('names the other tabs in the query', () => {
    expect(painelTabHref('pedidos')).toBe('/painel?aba=pedidos');
    expect(painelTabHref('perfil')).toBe('/painel?aba=perfil');
  });
});
