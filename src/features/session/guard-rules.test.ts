import { describe, expect, it } from 'vitest';
import {
  afterLoginTarget,
  decideRoute,
  isGuardedPath,
  isSafeReturnPath,
  loginUrl,
  returnTargetFrom,
} from './guard-rules.ts';
import type { RouteDecision, RouteRedirect, RouteState } from './guard-rules.ts';
import { PRIVATE_ROUTES } from '~/lib/private-routes';
import type { PrivateRoute } from '~/lib/private-routes';

const CUSTOMER = { id: '1' };
const UNKNOWN = undefined;
const NONE = null;

const allow = (flags: { loadCustomer?: boolean; clearToken?: boolean } = {}): RouteDecision => ({
  type: 'allow',
  loadCustomer: flags.loadCustomer ?? false,
  clearToken: flags.clearToken ?? false,
});
const redirect = (to: string, flags: { external?: boolean; clearToken?: boolean } = {}) => ({
  type: 'redirect',
  to,
  external: flags.external ?? false,
  clearToken: flags.clearToken ?? false,
});
const WAIT = { type: 'wait' };

function state(
  path: string,
  hasToken: boolean,
  customer: RouteState['customer'],
  search = '',
): RouteState {
  return { path, search, hasToken, customer };
}

describe('decideRoute: the guard rules', () => {
  it.each<[string, RouteState, unknown]>([
    // /painel needs a token; the target is remembered as `next`.
    ['anonymous /painel', state('/painel', false, NONE), redirect('/login?next=%2Fpainel')],
    // The checkout too, and the cart (in the browser's storage) waits meanwhile.
    [
      'anonymous /finalizar',
      state('/finalizar', false, NONE),
      redirect('/login?next=%2Ffinalizar'),
    ],
    [
      'anonymous /painel/ticket/1 (before the customer is known)',
      state('/painel/ticket/1', false, UNKNOWN),
      redirect('/login?next=%2Fpainel%2Fticket%2F1'),
    ],
    [
      'anonymous /painel/ with a trailing slash and a query',
      state('/painel/', false, NONE, '?aba=perfil'),
      redirect('/login?next=%2Fpainel%2F%3Faba%3Dperfil'),
    ],
    [
      'anonymous /p%61inel (percent-encoded)',
      state('/p%61inel', false, NONE),
      redirect('/login?next=%2Fp%2561inel'),
    ],
    ['anonymous //painel (doubled slash)', state('//painel', false, NONE), redirect('/login')],
    // With a token the customer must be known before protected content shows.
    ['token, /painel, customer loading', state('/painel', true, UNKNOWN), WAIT],
    ['token, /painel/ticket/3, customer known', state('/painel/ticket/3', true, CUSTOMER), allow()],
    // A failed load (or no customer) clears the token and goes to /login.
    [
      'token, /painel, load failed',
      state('/painel/ticket/1', true, NONE),
      redirect('/login?next=%2Fpainel%2Fticket%2F1', { clearToken: true }),
    ],
    [
      'token, a public page, load failed',
      state('/produtos/5', true, NONE, '?cor=Preto'),
      redirect('/login?next=%2Fprodutos%2F5%3Fcor%3DPreto', { clearToken: true }),
    ],
    [
      'token, /registro, load failed (no return to a public-only page)',
      state('/registro', true, NONE),
      redirect('/login', { clearToken: true }),
    ],
    [
      'token, /login, load failed: the form shows without a reload',
      state('/login', true, NONE, '?next=%2Fpainel'),
      allow({ clearToken: true }),
    ],
    // Logged-in customers are kept away from /login and /registro, before any form shows.
    ['token, /login, customer loading', state('/login', true, UNKNOWN), redirect('/painel')],
    ['token, /login/, customer known', state('/login/', true, CUSTOMER), redirect('/painel')],
    ['token, /registro', state('/registro', true, UNKNOWN), redirect('/painel')],
    [
      'token, /login with a valid next',
      state('/login', true, UNKNOWN, '?next=%2Fpainel%2Fticket%2F2'),
      redirect('/painel/ticket/2'),
    ],
    [
      'token, /login with next=//evil.example',
      state('/login', true, UNKNOWN, '?next=%2F%2Fevil.example'),
      redirect('/painel'),
    ],
    ['anonymous /login', state('/login', false, UNKNOWN), allow()],
    ['anonymous /registro', state('/registro', false, NONE), allow()],
    // Public pages: shown at once; with a token the customer is loaded meanwhile.
    ['anonymous /', state('/', false, UNKNOWN), allow()],
    ['anonymous /produtos', state('/produtos', false, NONE), allow()],
    [
      'token, /produtos/1, customer loading',
      state('/produtos/1', true, UNKNOWN),
      allow({ loadCustomer: true }),
    ],
    ['token, /, customer known', state('/', true, CUSTOMER), allow()],
    ['a path that only starts with the letters', state('/painelista', false, NONE), allow()],
    ['/recuperar-senha with a token', state('/recuperar-senha', true, CUSTOMER), allow()],
  ])('%s', (_, input, expected) => {
    expect(decideRoute(input)).toEqual(expected);
  });
});

describe('decideRoute: configured redirects', () => {
  it.each<[string, RouteState, unknown]>([
    ['/entrar goes to /login', state('/entrar', false, NONE), redirect('/login')],
    [
      '/entrar keeps the query string',
      state('/entrar/', false, NONE, '?next=%2Fpainel'),
      redirect('/login?next=%2Fpainel'),
    ],
    ['/cadastro goes to /registro', state('/cadastro', true, CUSTOMER), redirect('/registro')],
    [
      '/esqueci-minha-senha goes to /recuperar-senha',
      state('/esqueci-minha-senha', false, UNKNOWN),
      redirect('/recuperar-senha'),
    ],
  ])('%s', (_, input, expected) => {
    expect(decideRoute(input)).toEqual(expected);
  });

  const rules: RouteRedirect[] = [
    { from: '/blog', to: 'https://blog.example.com.br/' },
    { from: '/painel/antigo', to: '/painel' },
  ];

  it('marks an absolute target as external (a full page load), without the query string', () => {
    expect(decideRoute(state('/blog', false, NONE, '?x=1'), rules)).toEqual(
      redirect('https://blog.example.com.br/', { external: true }),
    );
  });

  it('applies a rule before the painel rules', () => {
    expect(decideRoute(state('/painel/antigo', false, NONE), rules)).toEqual(redirect('/painel'));
  });

  it('leaves paths without a rule to the other rules', () => {
    expect(decideRoute(state('/entrar', false, NONE), rules)).toEqual(allow());
  });
});

describe('return targets', () => {
  it.each([
    '/painel',
    '/painel/ticket/1',
    '/produtos/1?cor=Preto#fotos',
    '/%2F%2Fevil.example',
    '/produtos/caf%C3%A9',
  ])('accepts the same-site path %s', (target) => {
    expect(isSafeReturnPath(target)).toBe(true);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/painel'],
    ['an absolute URL', 'https://evil.example'],
    ['an absolute URL with our path', 'https://evil.example/painel'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash later on', '/painel\\..\\x'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a javascript: URL in mixed case', 'JaVaScRiPt:alert(1)'],
    ['a data: URL', 'data:text/html,x'],
    ['a scheme without slashes', 'https:evil.example'],
    ['a protocol-relative URL still encoded', '%2F%2Fevil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a slash and a backslash', '/\\/evil.example'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a leading tab', '\t//evil.example'],
    ['a leading space', ' /painel'],
    ['a relative path', 'painel'],
    ['an empty value', ''],
    ['no value', null],
  ])('rejects %s', (_, target) => {
    expect(isSafeReturnPath(target)).toBe(false);
  });

  it.each([
    ['?next=%2Fpainel%2Fticket%2F1', '/painel/ticket/1'],
    ['next=%2Fprodutos%2F1', '/produtos/1'],
    ['?next=%2F%2Fevil.example', undefined],
    ['?next=https%3A%2F%2Fevil.example', undefined],
    ['?next=%2F%5Cevil.example', undefined],
    ['?next=javascript%3Aalert(1)', undefined],
    ['?next=%2Flogin', undefined],
    ['?next=%2Fregistro%3Fx%3D1', undefined],
    ['', undefined],
  ])('returnTargetFrom(%s) is %s', (search, expected) => {
    expect(returnTargetFrom(search)).toBe(expected);
  });

  it('sends a login to the valid next target, else to /painel', () => {
    expect(afterLoginTarget('?next=%2Fprodutos%2F7')).toBe('/produtos/7');
    expect(afterLoginTarget('?next=%2F%2Fevil.example')).toBe('/painel');
    expect(afterLoginTarget('')).toBe('/painel');
  });

  it('builds /login links that remember only safe, useful targets', () => {
    expect(loginUrl('/produtos/1')).toBe('/login?next=%2Fprodutos%2F1');
    expect(loginUrl('/painel?aba=perfil')).toBe('/login?next=%2Fpainel%3Faba%3Dperfil');
    expect(loginUrl('//evil.example')).toBe('/login');
    expect(loginUrl('/registro')).toBe('/login');
    expect(loginUrl()).toBe('/login');
  });
});

describe('isGuardedPath', () => {
  it.each([
    ['/painel', true],
    ['/painel/', true],
    ['/painel/ticket/1', true],
    ['/painel/favorites', true],
    ['/finalizar', true],
    ['/finalizar/', true],
    ['/finalizarx', false],
    ['/carrinho', false],
    ['/painelista', false],
    ['/produtos/painel', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(isGuardedPath(path)).toBe(expected);
  });
});

describe('the guard follows the private routes', () => {
  const routes: readonly PrivateRoute[] = [
    ...PRIVATE_ROUTES,
    { path: '/lista-de-desejos', visitors: 'customers', crawl: true },
    { path: '/convite', visitors: 'anonymous', crawl: true },
  ];

  it('guards a route added for customers, and what is under it', () => {
    expect(isGuardedPath('/lista-de-desejos/2')).toBe(false);
    expect(isGuardedPath('/lista-de-desejos/2', routes)).toBe(true);
    expect(decideRoute(state('/lista-de-desejos', false, NONE), [], routes)).toEqual(
      redirect('/login?next=%2Flista-de-desejos'),
    );
    expect(decideRoute(state('/lista-de-desejos', true, UNKNOWN), [], routes)).toEqual(WAIT);
  });

  it('sends a customer on from a route added for anonymous visitors', () => {
    expect(decideRoute(state('/convite', true, CUSTOMER), [], routes)).toEqual(redirect('/painel'));
    expect(decideRoute(state('/convite', false, NONE), [], routes)).toEqual(allow());
  });

  it('lets anyone into the private routes for anyone', () => {
    for (const { path } of PRIVATE_ROUTES.filter((route) => route.visitors === 'anyone')) {
      expect(decideRoute(state(path, false, NONE)), path).toEqual(allow());
    }
  });
});
