import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { siteUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import { quiet } from './page-state.ts';

/** The six categories of the seed (docs/api.md). */
const SEED_CATEGORIES = [
  { name: 'Notebooks', slug: 'notebooks' },
  { name: 'Monitores', slug: 'monitores' },
  { name: 'Periféricos', slug: 'perifericos' },
  { name: 'Redes', slug: 'redes' },
  { name: 'Armazenamento', slug: 'armazenamento' },
  { name: 'Componentes', slug: 'componentes' },
];

interface HomePayload {
  homeContent: {
    hero: { title: string; subtitle: string; ctaLabel: string; ctaHref: string };
    announcements: { id: string; title: string; body: string; href: string | null }[];
    services: { id: string; title: string; description: string; icon: string }[];
    featuredProducts: {
      id: string;
      name: string;
      price: number;
      photos: string[];
      category: { name: string; slug: string };
    }[];
  };
  categories: { id: string; name: string; slug: string; productCount: number }[];
}

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** The card (article) of the featured product named `name`. */
const productCard = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) });

test('the header offers the site navigation and a skip link', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Início', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(banner.getByRole('link', { name: 'Produtos', exact: true })).toHaveAttribute(
    'href',
    '/produtos',
  );
  await expect(banner.getByRole('link', { name: 'Entrar', exact: true })).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(banner.getByRole('link', { name: 'Criar conta', exact: true })).toHaveAttribute(
    'href',
    '/registro',
  );

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(skip).toBeFocused();
  await skip.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the footer shows the company details', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Vértice Tecnologia');
  await expect(footer).toContainText(/CNPJ \d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/);
  await expect(footer.getByRole('link', { name: /^\(\d{2}\) \d{4}-\d{4}$/ })).toHaveAttribute(
    'href',
    /^tel:\+55\d+$/,
  );
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
});

test('the home sections render from the seed', async ({ page, problems }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Tecnologia que funciona para a sua casa e a sua empresa',
    }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver produtos' })).toHaveAttribute(
    'href',
    '/produtos',
  );
  await expect(
    page.getByRole('link', { name: 'Frete grátis nas compras acima de R$ 299,00' }),
  ).toHaveAttribute('href', '/produtos');
  await expect(page.getByRole('heading', { level: 3, name: 'Suporte técnico' })).toBeVisible();

  for (const { name, slug } of SEED_CATEGORIES) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      `/produtos/categoria/${slug}`,
    );
  }

  const first = productCard(page, 'Notebook Aurora NB-0001');
  await expect(first.getByRole('link', { name: 'Notebook Aurora NB-0001' })).toHaveAttribute(
    'href',
    '/produtos/1',
  );
  await expect(first).toContainText('R$ 100,00');
  await expect(first).toContainText('Notebooks');
  // Sized, lazily loaded photos: no layout shift, nothing fetched before it is needed.
  const photo = first.locator('img');
  await expect(photo).toHaveAttribute('src', /\/files\/products\/1\/1\.svg$/);
  await expect(photo).toHaveAttribute('width', /^\d+$/);
  await expect(photo).toHaveAttribute('height', /^\d+$/);
  await expect(photo).toHaveAttribute('loading', 'lazy');
  await expect(productCard(page, 'Monitor LED Horizonte MN-0002')).toContainText('R$ 101,00');

  await quiet(page);
  expect(problems).toEqual([]);
});

test('/_payload.json holds exactly the data the page shows', async ({ page, request }) => {
  const response = await request.get('/_payload.json');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('application/json');
  const payload = (await response.json()) as HomePayload;

  await page.goto('/');
  const { hero, announcements, services, featuredProducts } = payload.homeContent;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
  await expect(page.getByText(hero.subtitle)).toBeVisible();
  for (const announcement of announcements) {
    await expect(page.getByText(announcement.body)).toBeVisible();
  }
  for (const service of services) {
    await expect(page.getByRole('heading', { level: 3, name: service.title })).toBeVisible();
  }
  expect(payload.categories.map(({ name, slug }) => ({ name, slug }))).toEqual(SEED_CATEGORIES);
  for (const category of payload.categories) {
    await expect(page.getByRole('link', { name: category.name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('article')).toHaveCount(featuredProducts.length);
  for (const product of featuredProducts) {
    const card = productCard(page, product.name);
    await expect(card).toContainText(money.format(product.price).replace(/\s/g, ' '));
    await expect(card).toContainText(product.category.name);
  }
});

test('the home page has no accessibility violations and fits a 320px screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/');
  // Nothing wider than the viewport: no sideways scrolling.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
});

test('the head has title, description, canonical, social tags and Organization JSON-LD', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/^Vértice Tecnologia – .+/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${siteUrl}/`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Vértice/);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'pt_BR');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  const organization = nodes.find((node) => node['@type'] === 'Organization');
  expect(organization).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Vértice Tecnologia',
    url: `${siteUrl}/`,
    logo: expect.stringMatching(/^https?:\/\//),
    email: expect.stringContaining('@'),
    telephone: expect.stringMatching(/^\+55\d{10,11}$/),
    address: {
      '@type': 'PostalAddress',
      addressCountry: 'BR',
      streetAddress: expect.any(String),
      addressLocality: expect.any(String),
      postalCode: expect.stringMatching(/^\d{5}-\d{3}$/),
    },
  });
});
