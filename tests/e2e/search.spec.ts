/**
 * The header's search on every public page: suggestions while typing (an ARIA 1.2 combobox, by
 * keyboard and by pointer, the count said in a live region), the results page with the list's
 * filters, `Você quis dizer …?`, a box that works without JavaScript and whose code is
 * downloaded only once it is used.
 */
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './a11y-helpers.ts';
import { quiet, settled } from './page-state.ts';
import { graphqlUrl } from './env.ts';
import { expect, test } from './fixtures.ts';

const box = (page: Page) => page.getByRole('combobox', { name: 'Buscar produtos' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Sugestões de produtos' });
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const count = (page: Page) => page.getByRole('status').filter({ hasText: /produto/ });

/** The live region of the search form, where the suggestions are announced. */
function announcement(page: Page): Locator {
  return page.getByRole('search', { name: 'Busca de produtos' }).locator('[aria-live="polite"]');
}

async function typeInBox(page: Page, text: string): Promise<void> {
  await box(page).click();
  await box(page).pressSequentially(text);
}

test.describe('search suggestions', () => {
  for (const width of [1280, 375]) {
    test(`by keyboard at ${width} px: arrows, Enter, Escape and the count said`, async ({
      page,
      problems,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
      await typeInBox(page, 'teclado mec');

      const options = suggestions(page).getByRole('option');
      await expect(options).toHaveText([
        /^Teclado Mecânico Ágil TM-0027/,
        /^Teclado Mecânico Pulso TM-0003/,
        'Ver todos os resultados para “teclado mec”',
      ]);
      await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(announcement(page)).toHaveText('2 produtos sugeridos.');
      await expect(box(page)).not.toHaveAttribute('aria-activedescendant');

      await box(page).press('ArrowDown');
      await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
      await box(page).press('ArrowDown');
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
      const active = await options.nth(1).getAttribute('id');
      await expect(box(page)).toHaveAttribute('aria-activedescendant', active ?? '');
      await expect(box(page)).toBeFocused();
      await box(page).press('ArrowUp');
      await box(page).press('ArrowUp');
      await expect(options.nth(2)).toHaveAttribute('aria-selected', 'true');

      await box(page).press('Escape');
      await expect(suggestions(page)).toBeHidden();
      await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(box(page)).toHaveValue('teclado mec');
      await box(page).press('ArrowDown');
      await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('main')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await box(page).press('ArrowDown');
      await box(page).press('Enter');
      await expect(page).toHaveURL('/produtos/3');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Teclado Mecânico Pulso TM-0003',
      );
      expect(problems).toEqual([]);
    });
  }

  test('Escape on a closed list empties the box', async ({ page }) => {
    await page.goto('/produtos/2');
    await typeInBox(page, 'monitor');
    await expect(suggestions(page)).toBeVisible();
    await box(page).press('Escape');
    await expect(suggestions(page)).toBeHidden();
    await box(page).press('Escape');
    await expect(box(page)).toHaveValue('');
    await expect(announcement(page)).toHaveText('');
  });

  test('by pointer: hovering highlights, a click opens the product', async ({ page }) => {
    await page.goto('/carrinho');
    await typeInBox(page, 'headset');
    const option = suggestions(page).getByRole('option', { name: /^Headset Ágil HS-0039/ });
    await option.hover();
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await option.click();
    await expect(page).toHaveURL('/produtos/39');
  });

  test('says when nothing matches, and offers no list', async ({ page }) => {
    await page.goto('/');
    await typeInBox(page, 'geladeira');
    await expect(announcement(page)).toHaveText('Nenhum produto encontrado para “geladeira”.');
    await expect(suggestions(page)).toBeHidden();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  });

  for (const width of [1280, 375]) {
    test(`offers “Você quis dizer …?” for a typo at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await typeInBox(page, 'notbook');
      const correction = suggestions(page).getByRole('option', {
        name: 'Você quis dizer notebook?',
      });
      await expect(correction).toBeVisible();
      await expect(announcement(page)).toHaveText(
        /^Você quis dizer notebook\? \d produtos sugeridos\.$/,
      );
      await expect(
        suggestions(page)
          .getByRole('option', { name: /^Notebook / })
          .first(),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await correction.click();
      await expect(page).toHaveURL('/produtos?busca=notebook');
      await expect(count(page)).toHaveText('9 produtos');
    });
  }

  test('the box’s code and suggestions are downloaded only once the box is used', async ({
    page,
  }) => {
    const scripts: string[] = [];
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (request.url() === graphqlUrl && request.postData()?.includes('SearchSuggestions')) {
        searches.push(request.postData() ?? '');
      }
    });
    await page.goto('/');
    await quiet(page);
    expect(scripts.filter((url) => /\/combobox\.[\w-]+\.js$/.test(url))).toEqual([]);
    expect(searches).toEqual([]);

    await box(page).focus();
    await expect
      .poll(() => scripts.filter((url) => /\/combobox\.[\w-]+\.js$/.test(url)).length)
      .toBe(1);
    expect(searches).toEqual([]);
    await box(page).pressSequentially('ssd');
    await expect(suggestions(page)).toBeVisible();
    expect(searches.length).toBeGreaterThan(0);
  });
});

test.describe('search results', () => {
  test('Enter opens /produtos?busca=, ordered by relevance, with the list’s filters', async ({
    page,
  }) => {
    await page.goto('/produtos/5');
    await typeInBox(page, 'notebooks');
    await expect(suggestions(page)).toBeVisible();
    await box(page).press('Enter');
    await expect(page).toHaveURL('/produtos?busca=notebooks');
    await expect(count(page)).toHaveText('9 produtos');
    await expect(page.getByLabel('Ordenar por')).toHaveValue('relevancia');
    // The notebooks by name first, then the SSDs whose description mentions notebooks.
    await expect(cards(page).first()).toContainText('Notebook');
    await expect(cards(page).last()).toContainText('SSD SATA');
    await expect(page.getByLabel('Buscar', { exact: true })).toHaveValue('notebooks');

    await page
      .getByRole('combobox', { name: 'Categoria' })
      .selectOption({ label: 'Armazenamento' });
    await expect(page).toHaveURL('/produtos/categoria/armazenamento?busca=notebooks');
    await expect(count(page)).toHaveText('2 produtos');
    for (const card of await cards(page).all()) await expect(card).toContainText('SSD SATA');
  });

  test('a typo shows “Você quis dizer …?” with the corrected results', async ({ page }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/produtos?busca=teclado+mecanco');
      const results = page.getByRole('region', { name: 'Resultados' });
      await expect(results).toContainText(
        'Você quis dizer teclado mecânico? Mostrando os resultados para “teclado mecânico”.',
      );
      await expect(count(page)).toHaveText('2 produtos');
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.getByRole('link', { name: 'teclado mecânico', exact: true }).click();
    await expect(page).toHaveURL('/produtos?busca=teclado+mec%C3%A2nico');
    await expect(page.getByRole('region', { name: 'Resultados' })).not.toContainText(
      'Você quis dizer',
    );
    await expect(count(page)).toHaveText('2 produtos');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the box is a form that opens the results page', async ({ page }) => {
    await page.goto('/privacidade');
    await box(page).fill('ssd nvme');
    await box(page).press('Enter');
    await expect(page).toHaveURL('/produtos?busca=ssd+nvme');
  });
});
