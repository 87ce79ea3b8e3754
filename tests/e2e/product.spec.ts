import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { axeViolations } from './a11y-helpers.ts';
import { quiet, settled } from './page-state.ts';
import { graphqlUrl, siteUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import { layoutShift, trackLayoutShift } from './layout-shift.ts';

const NAME = 'Notebook Aurora NB-0001';

interface JsonLdNode {
  '@type': string;
  [key: string]: unknown;
}

test.describe('product page', () => {
  test('shows product 1 as the seed has it', async ({ page, problems }) => {
    const response = await page.goto('/produtos/1');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME);
    await expect(page).toHaveTitle(new RegExp(`^${NAME} \\|`));
    const main = page.getByRole('main');
    const details = main.getByRole('region', { name: NAME, exact: true });
    await expect(details.getByText('R$ 100,00', { exact: true })).toBeVisible();
    await expect(details.getByText('3 em estoque', { exact: true })).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
    await expect(trail.getByRole('link')).toHaveText(['Início', 'Produtos', 'Notebooks']);
    await expect(details.getByRole('group', { name: 'Cor' }).getByRole('radio')).not.toHaveCount(0);
    await expect(
      details.getByRole('group', { name: 'Tamanho' }).getByRole('radio'),
    ).not.toHaveCount(0);
    await expect(
      page.getByRole('button', { name: 'Adicionar aos favoritos', exact: true }),
    ).toHaveAttribute('aria-pressed', 'false');
    const related = page
      .getByRole('region', { name: 'Produtos relacionados' })
      .getByRole('article');
    await expect(related).toHaveCount(4);
    for (const card of await related.all()) await expect(card).toContainText('Notebooks');
    await quiet(page);
    expect(problems).toEqual([]);
  });

  test('offers a WhatsApp chat whose message names the product and its page', async ({ page }) => {
    await page.goto('/produtos/1');
    const link = page.getByRole('link', { name: 'Falar no WhatsApp' });
    const url = new URL((await link.getAttribute('href')) ?? '');
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toMatch(/^\/55\d{10,11}$/);
    expect(url.searchParams.get('text')).toBe(
      `Olá! Tenho uma dúvida sobre o produto ${NAME} (${siteUrl}/produtos/1).`,
    );
  });

  for (const width of [1280, 375]) {
    test(`has no accessibility violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/produtos/1');
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    });
  }

  test('shows all five photos with alt texts, the first loaded at once', async ({ page }) => {
    await page.goto('/produtos/1');
    const photos = page.getByRole('region', { name: `Fotos de ${NAME}` }).getByRole('img');
    await expect(photos).toHaveCount(5);
    for (let i = 1; i <= 5; i++) {
      await expect(photos.nth(i - 1)).toHaveAttribute('alt', `${NAME}, foto ${i} de 5`);
      await expect(photos.nth(i - 1)).toHaveAttribute('width', '800');
      await expect(photos.nth(i - 1)).toHaveAttribute('height', '800');
    }
    await expect(photos.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(photos.first()).not.toHaveAttribute('loading', 'lazy');
    await expect(photos.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(photos.first()).toHaveJSProperty('complete', true);
    expect(
      await photos.first().evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
  });

  test('the gallery works with the keyboard', async ({ page }) => {
    await page.goto('/produtos/1');
    const thumb = (n: number) => page.getByRole('button', { name: `Mostrar foto ${n} de 5` });
    // The strip shows one photo at a time, scrolled exactly into its box.
    const strip = page.getByRole('region', { name: `Fotos de ${NAME}` });
    const shownPhoto = () =>
      strip.evaluate((box) => {
        const left = box.getBoundingClientRect().left;
        const slides = [...box.querySelectorAll('img')];
        return slides.findIndex((img) => Math.abs(img.getBoundingClientRect().left - left) < 2) + 1;
      });
    const shows = (n: number) => expect.poll(shownPhoto).toBe(n);
    await expect(thumb(1)).toHaveAttribute('aria-current', 'true');

    await thumb(1).focus();
    await page.keyboard.press('ArrowRight');
    await expect(thumb(2)).toBeFocused();
    await expect(thumb(2)).toHaveAttribute('aria-current', 'true');
    await expect(thumb(1)).not.toHaveAttribute('aria-current', 'true');
    await shows(2);

    await page.keyboard.press('End');
    await expect(thumb(5)).toBeFocused();
    await shows(5);

    await thumb(3).focus();
    await page.keyboard.press('Enter');
    await expect(thumb(3)).toHaveAttribute('aria-current', 'true');
    await shows(3);

    await strip.focus();
    await page.keyboard.press('ArrowLeft');
    await shows(2);
    await expect(thumb(2)).toHaveAttribute('aria-current', 'true');
  });

  test('has valid Product and BreadcrumbList structured data and social tags', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/produtos/1');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const nodes = blocks.map((text) => JSON.parse(text) as JsonLdNode);
    const product = nodes.find((node) => node['@type'] === 'Product');
    const pageUrl = new URL('/produtos/1', baseURL).href;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: NAME,
      image: expect.arrayContaining([
        expect.stringMatching(/^https?:\/\/.+\/files\/products\/1\/1\.svg$/),
      ]),
      offers: {
        '@type': 'Offer',
        price: 100,
        priceCurrency: 'BRL',
        availability: 'https://schema.org/InStock',
        url: pageUrl,
      },
    });
    expect(nodes.find((node) => node['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Início' },
        { position: 2, name: 'Produtos' },
        { position: 3, name: 'Notebooks' },
        { position: 4, name: NAME, item: pageUrl },
      ],
    });
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toBe(new URL('/files/products/1/1.svg', graphqlUrl).href);
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute(
      'content',
      ogImage ?? '',
    );
  });

  test('publishes _payload.json with the data the page shows', async ({ page, request }) => {
    const response = await request.get('/produtos/1/_payload.json');
    expect(response.status()).toBe(200);
    const payload = await response.json();
    expect(payload.product).toMatchObject({
      id: '1',
      name: NAME,
      price: 100,
      quantity: 3,
      category: { name: 'Notebooks', slug: 'notebooks' },
    });
    expect(payload.product.photos).toEqual(
      [1, 2, 3, 4, 5].map((n) => `/files/products/1/${n}.svg`),
    );
    expect(payload.related).toHaveLength(4);

    await page.goto('/produtos/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(payload.product.name);
    await expect(page.getByRole('main').getByText(payload.product.description)).toBeVisible();
    const relatedNames = page
      .getByRole('region', { name: 'Produtos relacionados' })
      .getByRole('heading', { level: 3 });
    await expect(relatedNames).toHaveText(
      payload.related.map((card: { name: string }) => card.name),
    );
  });

  test('list pages publish their _payload.json too', async ({ request }) => {
    const all = await (await request.get('/produtos/_payload.json')).json();
    expect(all).toMatchObject({ path: '/produtos', page: 1, totalPages: 3, total: 50 });
    expect(all.products).toHaveLength(24);
    const monitors = await (
      await request.get('/produtos/categoria/monitores/_payload.json')
    ).json();
    expect(monitors).toMatchObject({
      total: 9,
      category: { slug: 'monitores', name: 'Monitores' },
    });
    expect(
      monitors.products.every(
        (p: { category: { slug: string } }) => p.category.slug === 'monitores',
      ),
    ).toBe(true);
    expect((await request.get('/produtos/pagina/3/_payload.json')).status()).toBe(200);
  });

  test('stays small: the HTML is under 14 KB compressed', async ({ request }) => {
    const html = await (await request.get('/produtos/1')).body();
    expect(gzipSync(html).length).toBeLessThan(14 * 1024);
  });

  test('an unknown product answers the 404 page with HTTP 404', async ({ page }) => {
    const response = await page.goto('/produtos/99999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Page not found: /produtos/99999')).toBeVisible();
  });
});

test.describe('payment terms and freight on the product page', () => {
  for (const width of [1280, 375]) {
    test(`shows installments, the Pix price and the freight by CEP at ${width} px`, async ({
      page,
      problems,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await trackLayoutShift(page);
      await page.goto('/produtos/1');
      const details = page.getByRole('main').getByRole('region', { name: NAME, exact: true });
      // R$ 100,00: five installments of at least R$ 20,00; 5% off by Pix.
      await expect(details.getByText('em até 5x de R$ 20,00 sem juros')).toBeVisible();
      await expect(details.getByText('R$ 95,00 no Pix')).toBeVisible();
      // Nothing moves while the page loads and its islands (live figures, freight) start; the
      // quote below grows the page only when the shopper asks for it.
      await quiet(page);
      expect(await layoutShift(page)).toBe(0);

      const freight = page.getByRole('region', { name: 'Frete e prazo de entrega' });
      const cep = freight.getByRole('textbox', { name: 'CEP' });
      await cep.fill('0131');
      await freight.getByRole('button', { name: 'Calcular frete' }).click();
      await expect(cep).toHaveAccessibleDescription(
        'Informe o CEP com 8 dígitos, por exemplo 01310-100.',
      );
      await expect(cep).toHaveValue('0131');
      await cep.fill('01310-100');
      await freight.getByRole('button', { name: 'Calcular frete' }).click();
      await expect(freight.getByRole('listitem')).toHaveText([
        'PAC: R$ 26,00, em até 5 dias úteis',
        'SEDEX: R$ 46,00, em até 2 dias úteis',
      ]);
      await expect(freight).toContainText('Para São Paulo/SP, 1 unidade:');
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      expect(problems).toEqual([]);
    });
  }

  test('says an unknown CEP in Portuguese and keeps it typed', async ({ page }) => {
    await page.goto('/produtos/1');
    const freight = page.getByRole('region', { name: 'Frete e prazo de entrega' });
    const cep = freight.getByRole('textbox', { name: 'CEP' });
    await cep.fill('00000-000');
    await freight.getByRole('button', { name: 'Calcular frete' }).click();
    await expect(cep).toHaveAccessibleDescription('CEP não encontrado.');
    await expect(cep).toHaveValue('00000-000');
    await expect(freight.getByRole('listitem')).toHaveCount(0);
  });
});
