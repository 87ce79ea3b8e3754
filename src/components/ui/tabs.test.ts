import { describe, expect, it } from 'vitest';
import { tabFromParam, urlWithTab } from './tabs.ts';

describe('tabFromParam', () => {
  const ids = ['tickets', 'pedidos', 'favoritos'] as const;

  it('selects the tab the parameter names', () => {
    expect(tabFromParam('pedidos', ids, 'tickets')).toBe('pedidos');
  });

  it('falls back when the parameter is missing or unknown', () => {
    expect(tabFromParam(null, ids, 'tickets')).toBe('tickets');
    expect(tabFromParam('perfil', ids, 'tickets')).toBe('tickets');
  });
});

describe('urlWithTab', () => {
  it('sets the parameter and keeps the others and the hash', () => {
    expect(urlWithTab('https://loja.test/painel?x=1#topo', 'aba', 'pedidos', 'tickets')).toBe(
      '/painel?x=1&aba=pedidos#topo',
    );
  });

  it('removes the parameter for the default tab', () => {
    expect(urlWithTab('https://loja.test/painel?aba=pedidos', 'aba', 'tickets', 'tickets')).toBe(
      '/painel',
    );
  });
});
