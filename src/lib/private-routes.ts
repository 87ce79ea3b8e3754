/**
 * The site's private routes, in one list: pages that belong to one visitor's session and never
 * to search results. Each route covers its page and every path under it, and everything that
 * treats private pages differently follows this list:
 *
 * - the sitemap leaves them out (`isSitemapPage`, astro.config.mjs);
 * - their pages ask not to be indexed (`<meta name="robots" content="noindex">`, SeoHead);
 * - robots.txt disallows the ones crawlers need not fetch at all (`crawl: false`): the others
 *   stay fetchable, since a crawler that may not fetch a page never reads its noindex;
 * - the route guard lets in only the visitors the route is for (session/guard-rules.ts).
 */
import {
  CART_PATH,
  CHECKOUT_PATH,
  LOGIN_PATH,
  PAINEL_PATH,
  RECOVERY_PATH,
  REGISTRATION_PATH,
  STOCK_ALERT_CANCEL_PATH,
  EMAIL_CONFIRMATION_PATH,
} from './paths.ts';

/**
 * Who the route guard lets in: `customers` need a session (the others go to login, with the
 * way back); `anonymous` pages send a logged-in customer on to the painel; `anyone` is let in.
 */
export type RouteVisitors = 'customers' | 'anonymous' | 'anyone';

export interface PrivateRoute {
  /** A site path; the route is this page and every path under it. */
  readonly path: string;
  readonly visitors: RouteVisitors;
  /** Whether crawlers may fetch it (to read its noindex); false: disallowed in robots.txt. */
  readonly crawl: boolean;
}

export const PRIVATE_ROUTES: readonly PrivateRoute[] = [
  // The customer area: many URLs (every ticket), all of them shells for one customer.
  { path: PAINEL_PATH, visitors: 'customers', crawl: false },
  { path: CHECKOUT_PATH, visitors: 'customers', crawl: true },
  { path: LOGIN_PATH, visitors: 'anonymous', crawl: true },
  { path: REGISTRATION_PATH, visitors: 'anonymous', crawl: true },
  { path: RECOVERY_PATH, visitors: 'anyone', crawl: true },
  { path: CART_PATH, visitors: 'anyone', crawl: true },
  // Opened from one shopper's e-mail, its token in the address; kept from crawlers, since one
  // that renders the page would cancel the request.
  { path: STOCK_ALERT_CANCEL_PATH, visitors: 'anyone', crawl: false },
  // Opened from an e-mail, on any device, logged in or not.
  { path: EMAIL_CONFIRMATION_PATH, visitors: 'anyone', crawl: true },
];

/**
 * The path as routes are compared: percent-decoded (`/p%61inel` is `/painel` to the static
 * server too), repeated slashes collapsed, no trailing slash (`/painel/` is `/painel`).
 */
export function normalizePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is compared as written.
  }
  const collapsed = decoded.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
}

/** Whether `path` is the page `routePath` or under it (`/painel/ticket/1`, not `/painelista`). */
export function isWithin(routePath: string, path: string): boolean {
  const normalized = normalizePath(path);
  return normalized === routePath || normalized.startsWith(`${routePath}/`);
}

/** The private route `path` belongs to, or undefined for a public page. */
export function privateRouteOf(
  path: string,
  routes: readonly PrivateRoute[] = PRIVATE_ROUTES,
): PrivateRoute | undefined {
  return routes.find((route) => isWithin(route.path, path));
}

/** Whether `path` is a private page: kept out of the sitemap and marked noindex. */
export function isPrivatePath(
  path: string,
  routes: readonly PrivateRoute[] = PRIVATE_ROUTES,
): boolean {
  return privateRouteOf(path, routes) !== undefined;
}

/** The sitemap's filter: whether the page at absolute URL `pageUrl` belongs in it. */
export function isSitemapPage(
  pageUrl: string,
  routes: readonly PrivateRoute[] = PRIVATE_ROUTES,
): boolean {
  return !isPrivatePath(new URL(pageUrl).pathname, routes);
}
