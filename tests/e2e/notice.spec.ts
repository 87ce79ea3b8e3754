import type { Page } from '@playwright/test';
import { siteUrl } from './env.ts';
import { NOTICE_DISMISSED_KEY, expect, test } from './fixtures.ts';
import { layoutShift, trackLayoutShift } from './layout-shift.ts';

// These specs are about the notice itself: let it open as on a real first visit.
test.use({ maintenanceNotice: 'show' });

const notice = (page: Page) => page.getByRole('dialog', { name: 'Atenção' });

/** Resolves once the notice's island has hydrated (until then "closed" proves nothing). */
async function noticeHydrated(page: Page): Promise<void> {
  await expect(
    page.locator('astro-island[component-export="MaintenanceNotice"]'),
  ).not.toHaveAttribute('ssr');
}

test('opens on the first page of a visit, with focus on its button and its text', async ({
  page,
}) => {
  await page.goto('/');
  const dialog = notice(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('sistemas ainda estão em manutenção');
  await expect(dialog).toContainText('versão de teste');
  await expect(dialog).toContainText('será lançado em breve');
  await expect(dialog.getByRole('button')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Continuar para o site' })).toBeFocused();
});

test('covers the page without moving it (no layout shift)', async ({ page }) => {
  await trackLayoutShift(page);
  await page.goto('/');
  await expect(notice(page)).toBeVisible();
  expect(await layoutShift(page)).toBe(0);
});

test('the button closes it, focus returns to the page, and it stays closed on the next page', async ({
  page,
}) => {
  await page.goto('/');
  await notice(page).getByRole('button', { name: 'Continuar para o site' }).click();
  await expect(notice(page)).toBeHidden();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), NOTICE_DISMISSED_KEY)).toBe('1');
  // Focus is back on the page: the next Tab reaches its first element, the skip link.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();

  await page.goto('/nao-existe');
  await noticeHydrated(page);
  await expect(notice(page)).toBeHidden();
  await page.getByRole('banner').getByRole('link', { name: 'Início', exact: true }).click();
  await expect(page).toHaveURL('/');
  await noticeHydrated(page);
  await expect(notice(page)).toBeHidden();
});

test('Escape closes it too, for the rest of the session', async ({ page }) => {
  await page.goto('/');
  await expect(notice(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(notice(page)).toBeHidden();
  // The dialog's close event (which records the dismissal) is dispatched a task after it hides.
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key), NOTICE_DISMISSED_KEY))
    .toBe('1');
  await page.reload();
  await noticeHydrated(page);
  await expect(notice(page)).toBeHidden();
});

test('opens again in a new browser session', async ({ page, browser }) => {
  await page.goto('/');
  await notice(page).getByRole('button', { name: 'Continuar para o site' }).click();
  await expect(notice(page)).toBeHidden();

  const context = await browser.newContext({ baseURL: siteUrl });
  try {
    const fresh = await context.newPage();
    await fresh.goto('/');
    await expect(notice(fresh)).toBeVisible();
  } finally {
    await context.close();
  }
});
