import { company } from '../../../contract/company.ts';
import { PRIVATE_ROUTES, isPrivatePath } from '~/lib/private-routes';
import type { PrivateRoute } from '~/lib/private-routes';

/** `{page} | {company}`; the home page (no page title) gets `{company} – {tagline}`. */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} | ${company.title}` : `${company.title} – ${company.tagline}`;
}

/**
 * An absolute URL for meta tags (Open Graph and Twitter require them): a root-relative path
 * is resolved against the canonical origin, an absolute http(s) URL is kept as it is.
 */
export function absoluteUrl(pathOrUrl: string, site: URL | string): string {
  return new URL(pathOrUrl, site).href;
}

/**
 * The one spelling of a page's path in canonical links, Open Graph, JSON-LD and the sitemap:
 * no trailing slash (the site's own links use `/produtos/1`), except the root.
 */
export function canonicalPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Whether the page at `pathname` asks search engines not to index it: every private page
 * (src/lib/private-routes.ts), and a page that says so itself (an error page, which is shown
 * at any path).
 */
export function isNoindexPage(
  pathname: string,
  noindex: boolean,
  routes: readonly PrivateRoute[] = PRIVATE_ROUTES,
): boolean {
  return noindex || isPrivatePath(pathname, routes);
}
