/**
 * Shared test helpers: `problems` collects what should never happen on a page (console errors,
 * uncaught exceptions, failed requests, HTTP error responses); `resetMockApi` restores the mock
 * API's seed so a spec that changes data starts from the same state every run.
 *
 * The maintenance notice opens on the first page of every browser session and would cover
 * what most specs test, so by default each page starts with it dismissed for the session;
 * the notice's own spec opts out with `test.use({ maintenanceNotice: 'show' })`.
 */
import { test as base, expect } from '@playwright/test';
import { mockApiUrl } from './env.ts';

export { expect };

/** The sessionStorage key the maintenance notice keeps its dismissal under. */
export const NOTICE_DISMISSED_KEY = 'vertice:notice-dismissed';

export const test = base.extend<{ problems: string[]; maintenanceNotice: 'show' | 'dismissed' }>({
  maintenanceNotice: ['dismissed', { option: true }],
  page: async ({ page, maintenanceNotice }, use) => {
    if (maintenanceNotice === 'dismissed') {
      await page.addInitScript((key) => sessionStorage.setItem(key, '1'), NOTICE_DISMISSED_KEY);
    }
    await use(page);
  },
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught exception: ${error.message}`));
    page.on('requestfailed', (request) => {
      problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    await use(problems);
  },
});

/** Restores the mock API's seed data (`POST /__mock/reset`). */
export async function resetMockApi(): Promise<void> {
  const response = await fetch(`${mockApiUrl}/__mock/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`Mock API reset failed: HTTP ${response.status}`);
}
