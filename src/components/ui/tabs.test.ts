import { describe, expect, it } from 'vitest';
import { tabFromParam, tabIndexForKey, urlWithTab } from './tabs.ts';

describe('tabIndexForKey', () => {
  it('moves to the neighbour with the arrow keys, wrapping at both ends', () => {
    expect(tabIndexForKey('ArrowRight', 0, 4)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 3, 4)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 2, 4)).toBe(1);
    expect(tabIndexForKey('ArrowLeft', 0, 4)).toBe(3);
  });

  it('goes to the first and last tab with Home and End', () => {
    expect(tabIndexForKey('Home', 2, 4)).toBe(0);
    expect(tabIndexForKey('End', 1, 4)).toBe(3);
  });

  it('ignores other keys and empty tab lists', () => {
    expect(tabIndexForKey('Enter', 1, 4)).toBeNull();
    expect(tabIndexForKey('ArrowDown', 1, 4)).toBeNull();
    expect(tabIndexForKey('ArrowRight', 0, 0)).toBeNull();
  });
});

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
