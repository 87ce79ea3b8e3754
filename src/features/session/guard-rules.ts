/**
 * The route guard's rules, as one pure
 * function of the path, whether a token is stored, and what is known about the customer.
 * `route-guard.ts` applies the decision on every page load and history navigation. Which pages
 * need a customer and which are for anonymous visitors only is the private routes' list
 * (src/lib/private-routes.ts), which the sitemap, robots.txt and the noindex meta follow too.
 */
import { redirects } from '../../../config/hosting.ts';
import { LOGIN_PATH, NEXT_PARAM, PAINEL_PATH, loginPath } from '~/lib/paths';
import { PRIVATE_ROUTES, isWithin, normalizePath, privateRouteOf } from '~/lib/private-routes';
import type { PrivateRoute, RouteVisitors } from '~/lib/private-routes';

/** Where a login lands when no valid return target was given. */
export const DEFAULT_AFTER_LOGIN = PAINEL_PATH;

export interface RouteRedirect {
  /** A site path, matched exactly (after normalising slashes). */
  readonly from: string;
  /** A site path (keeps the query string), or an absolute http(s) URL: an external redirect. */
  readonly to: string;
}

/**
 * Route rules that redirect: the servers' permanent redirects (config/hosting.ts, the one place to
 * add or change them), applied here too for hosts that ignore the generated rules.
 */
export const ROUTE_REDIRECTS: readonly RouteRedirect[] = redirects;

/** `undefined`: not known yet; `null`: no customer (anonymous, or the token did not validate). */
export type KnownCustomer = { readonly id: string } | null | undefined;

export interface RouteState {
  /** `location.pathname`. */
  readonly path: string;
  /** `location.search` (with or without the leading `?`). */
  readonly search?: string;
  readonly hasToken: boolean;
  readonly customer: KnownCustomer;
}

export type RouteDecision =
  | {
      readonly type: 'allow';
      /** A token is stored and the customer is not known yet: load it (the page may show now). */
      readonly loadCustomer: boolean;
      /** The stored token did not validate: forget it. */
      readonly clearToken: boolean;
    }
  /** Protected page, customer not known yet: load it and show nothing protected meanwhile. */
  | { readonly type: 'wait' }
  | {
      readonly type: 'redirect';
      readonly to: string;
      /** Another site: a full page load that keeps this page in the history. */
      readonly external: boolean;
      readonly clearToken: boolean;
    };

const WAIT: RouteDecision = { type: 'wait' };

function allow(options: { loadCustomer?: boolean; clearToken?: boolean } = {}): RouteDecision {
  return {
    type: 'allow',
    loadCustomer: options.loadCustomer ?? false,
    clearToken: options.clearToken ?? false,
  };
}

function redirect(to: string, options: { external?: boolean; clearToken?: boolean } = {}) {
  return {
    type: 'redirect',
    to,
    external: options.external ?? false,
    clearToken: options.clearToken ?? false,
  } as const satisfies RouteDecision;
}

function isFor(
  visitors: RouteVisitors,
  path: string,
  routes: readonly PrivateRoute[] = PRIVATE_ROUTES,
): boolean {
  return privateRouteOf(path, routes)?.visitors === visitors;
}

/** Pages that need a logged-in customer (the painel, the checkout) and everything under them. */
export function isGuardedPath(
  path: string,
  routes: readonly PrivateRoute[] = PRIVATE_ROUTES,
): boolean {
  return isFor('customers', path, routes);
}

/** The painel or one of its pages (the header marks its link as the current page there). */
export function isPainelPath(path: string): boolean {
  return isWithin(PAINEL_PATH, path);
}

/** Pages only for anonymous visitors (login, registration): a customer is sent on. */
function isPublicOnlyPath(path: string, routes: readonly PrivateRoute[] = PRIVATE_ROUTES): boolean {
  return isFor('anonymous', path, routes);
}

const SAFE_BASE = 'https://same-site.invalid';

function hasUnsafeCharacter(value: string): boolean {
  // Backslashes count as slashes in URLs (`/\evil.example`); browsers drop tabs and newlines
  // from URLs (`/\t/evil.example` becomes `//evil.example`); other control characters and
  // spaces have no business in a return path either.
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (character === '\\' || code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Whether `value` may be used as a return target: a path on this site, i.e. starting with one
 * `/` (not `//evil.example`, `/\evil.example`, `https://evil.example` or `javascript:...`).
 */
export function isSafeReturnPath(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  if (!value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacter(value)) return false;
  try {
    return new URL(value, SAFE_BASE).origin === SAFE_BASE;
  } catch {
    return false;
  }
}

/**
 * The `next` target of a query string when it is a safe same-site path; a public-only page
 * (`/login`, `/registro`) is no target after logging in, so it gives undefined as well.
 */
export function returnTargetFrom(search: string | undefined): string | undefined {
  const next = new URLSearchParams(search ?? '').get(NEXT_PARAM);
  if (!isSafeReturnPath(next)) return undefined;
  const nextPath = new URL(next, SAFE_BASE).pathname;
  return isPublicOnlyPath(nextPath) ? undefined : next;
}

/** Where a successful login goes: the valid `next` target, else the painel. */
export function afterLoginTarget(search: string | undefined): string {
  return returnTargetFrom(search) ?? DEFAULT_AFTER_LOGIN;
}

/** `/login`, remembering `target` as the return path when it is one. */
export function loginUrl(target?: string): string {
  if (target === undefined || !isSafeReturnPath(target)) return LOGIN_PATH;
  const targetPath = new URL(target, SAFE_BASE).pathname;
  if (isPublicOnlyPath(targetPath)) return LOGIN_PATH;
  return loginPath(target);
}

function isExternal(to: string): boolean {
  return /^https?:\/\//i.test(to);
}

function withSearch(path: string, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query === '' ? path : `${path}?${query}`;
}

/**
 * What to do with a navigation, rules checked in this order:
 * 1. a configured redirect rule wins (an external target is a full page load elsewhere);
 * 2. a token whose load failed or gave no customer is cleared and the visitor goes to
 *    `/login` (already there: the form is shown);
 * 3. pages for customers (`/painel...`, `/finalizar`) need a token (else `/login?next=...`)
 *    and wait until the customer is known;
 * 4. pages for anonymous visitors (`/login`, `/registro`) with a token go to the `next`
 *    target or `/painel` at once;
 * 5. any other page is public; with a token, the customer is loaded meanwhile.
 */
export function decideRoute(
  state: RouteState,
  redirects: readonly RouteRedirect[] = ROUTE_REDIRECTS,
  routes: readonly PrivateRoute[] = PRIVATE_ROUTES,
): RouteDecision {
  const search = state.search ?? '';
  const path = normalizePath(state.path);
  const here = withSearch(state.path, search);

  const rule = redirects.find((candidate) => normalizePath(candidate.from) === path);
  if (rule) {
    return isExternal(rule.to)
      ? redirect(rule.to, { external: true })
      : redirect(withSearch(rule.to, search));
  }

  if (state.hasToken && state.customer === null) {
    return path === LOGIN_PATH
      ? allow({ clearToken: true })
      : redirect(loginUrl(here), { clearToken: true });
  }

  if (isGuardedPath(path, routes)) {
    if (!state.hasToken) return redirect(loginUrl(here));
    return state.customer === undefined ? WAIT : allow();
  }

  if (isPublicOnlyPath(path, routes)) {
    return state.hasToken ? redirect(afterLoginTarget(search)) : allow();
  }

  return allow({ loadCustomer: state.hasToken && state.customer === undefined });
}
