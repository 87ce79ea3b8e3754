import { PRIVATE_ROUTES } from '../../src/lib/private-routes.ts';
import { siteUrl } from './env.ts';
import { expect, test } from './fixtures.ts';

test('robots.txt keeps the painel out and points to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.ok()).toBe(true);
  const body = await response.text();
  expect(body).toContain('Disallow: /painel');
  expect(body).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
  // The routes not kept from crawling are exactly the private routes' list says.
  const disallowed = [...body.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]);
  expect(disallowed).toEqual(PRIVATE_ROUTES.filter((r) => !r.crawl).map((r) => r.path));
});

test('every private route is served as noindex, without a canonical URL', async ({ request }) => {
  for (const { path } of PRIVATE_ROUTES) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex">');
    expect(html, path).not.toContain('rel="canonical"');
  }
});

test('the sitemap lists public pages as canonical URLs, and no error or private page', async ({
  request,
}) => {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  expect(sitemaps.length).toBeGreaterThan(0);
  const pages: string[] = [];
  for (const sitemap of sitemaps) {
    expect(sitemap.startsWith(`${siteUrl}/`)).toBe(true);
    const body = await (await request.get(new URL(sitemap).pathname)).text();
    pages.push(...[...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? ''));
  }
  expect(pages).toContain(`${siteUrl}/`);
  expect(pages).toContain(`${siteUrl}/produtos/1`);
  expect(pages).toContain(`${siteUrl}/privacidade`);
  expect(pages.filter((page) => /\/(404|500)\/?$/.test(page))).toEqual([]);
  const privatePages = pages.filter((page) =>
    PRIVATE_ROUTES.some(
      ({ path }) => page === `${siteUrl}${path}` || page.startsWith(`${siteUrl}${path}/`),
    ),
  );
  expect(privatePages).toEqual([]);
});

test('a product page names the same canonical URL its links and JSON-LD use', async ({ page }) => {
  await page.goto('/produtos/1/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${siteUrl}/produtos/1`,
  );
});

test('error pages ask not to be indexed and name no canonical URL', async ({ page }) => {
  await page.goto('/nao-existe');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});
