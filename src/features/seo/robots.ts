/**
 * robots.txt: every crawler may fetch the site but the private routes that are not for
 * crawling at all (src/lib/private-routes.ts), and the sitemap index says where the pages are.
 */
import { PRIVATE_ROUTES } from '~/lib/private-routes';
import type { PrivateRoute } from '~/lib/private-routes';

export function robotsTxt(sitemapUrl: string, routes: readonly PrivateRoute[] = PRIVATE_ROUTES) {
  const disallowed = routes.filter((route) => !route.crawl).map((route) => route.path);
  // An empty `Disallow:` is robots.txt's way of saying "nothing is disallowed".
  const rules =
    disallowed.length > 0 ? disallowed.map((path) => `Disallow: ${path}`) : ['Disallow:'];
  return ['User-agent: *', ...rules, '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}
