import { describe, expect, it } from 'vitest';
import { AREAS, areasFor, landingPath } from './navigation';

describe('areasFor', () => {
  it('lists only the areas the permissions open, in the navigation order', () => {
    expect(areasFor(['TICKETS', 'PEDIDOS']).map((area) => area.label)).toEqual([
      'Pedidos',
      'Devoluções',
      'Atendimento',
    ]);
  });

  it('lists every area for every permission, and none for none', () => {
    expect(areasFor(AREAS.map((area) => area.permission))).toEqual(AREAS);
    expect(areasFor([])).toEqual([]);
  });

  it('ignores a permission no area needs', () => {
    expect(areasFor(['CATALOGUE', 'SOMETHING_NEW']).map((area) => area.path)).toEqual([
      '/produtos',
    ]);
  });
});

describe('landingPath', () => {
  it.each(['/produtos', '/produtos/editar?id=3', '/pedidos?status=PAID&pagina=2', '/atendimento/'])(
    'lands on %s, a page of the back office',
    (next) => {
      expect(landingPath(next)).toBe(next);
    },
  );

  it.each([
    ['no page asked for', null],
    ['an empty one', ''],
    ['another site', 'https://example.com/'],
    ['another site without a scheme', '//example.com/produtos'],
    ['a backslash some browsers read as a slash', '/\\example.com'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'produtos'],
    ['the login page itself', '/entrar?next=/produtos'],
    ['a fragment', '/produtos#x'],
  ])('lands on the home for %s', (_what, next) => {
    expect(landingPath(next)).toBe('/');
  });
});
