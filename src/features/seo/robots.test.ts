import { describe, expect, it } from 'vitest';
import { PRIVATE_ROUTES } from '~/lib/private-routes';
import type { PrivateRoute } from '~/lib/private-routes';
import { robotsTxt } from './robots.ts';

const SITEMAP = 'https://loja.example.com.br/sitemap-index.xml';

describe('robots.txt', () => {
  it('disallows the painel and the stock alerts cancel page, lets crawlers read the other private pages, and names the sitemap', () => {
    expect(robotsTxt(SITEMAP)).toBe(
      [
        'User-agent: *',
        'Disallow: /painel',
        'Disallow: /avise-me/cancelar',
        '',
        `Sitemap: ${SITEMAP}`,
        '',
      ].join('\n'),
    );
  });

  it('disallows a route added to the list as not for crawling', () => {
    const routes: readonly PrivateRoute[] = [
      ...PRIVATE_ROUTES,
      { path: '/lista-de-desejos', visitors: 'customers', crawl: false },
    ];
    expect(robotsTxt(SITEMAP, routes).split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /painel',
      'Disallow: /avise-me/cancelar',
      'Disallow: /lista-de-desejos',
      '',
      `Sitemap: ${SITEMAP}`,
      '',
    ]);
  });

  it('disallows nothing when every route may be crawled', () => {
    const routes = PRIVATE_ROUTES.map((route) => ({ ...route, crawl: true }));
    expect(robotsTxt(SITEMAP, routes)).toBe(
      ['User-agent: *', 'Disallow:', '', `Sitemap: ${SITEMAP}`, ''].join('\n'),
    );
  });
});
