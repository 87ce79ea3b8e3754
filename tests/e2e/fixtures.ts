/**
 * Shared test helpers: `problems` collects what should never happen on a page (console errors,
 * uncaught exceptions, failed requests, HTTP error responses, Content-Security-Policy
 * violations).
 *
 * CSP violations are watched on every page of every test, not only where a spec asks for
 * `problems`: the built site carries a strict policy (config/csp.ts), and anything it blocks is
 * a broken feature. A test ends failed when a page reported one; a spec that provokes one on
 * purpose opts out with `test.use({ cspViolations: 'expected' })` and reads them from
 * `problems`.
 *
 * The maintenance notice opens on the first page of every browser session and would cover
 * what most specs test, so by default each page starts with it dismissed for the session;
 * the notice's own spec opts out with `test.use({ maintenanceNotice: 'show' })`.
 */
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { trackRequests } from './page-state.ts';

export { expect };

/** The sessionStorage key the maintenance notice keeps its dismissal under. */
export const NOTICE_DISMISSED_KEY = 'vertice:notice-dismissed';

/**
 * Reports every `securitypolicyviolation` of the page's documents to `report`, as
 * `CSP violation: <directive> blocked <what> (<document>)`, through the page function `binding`
 * (one per listener: a page cannot expose a name twice).
 */
async function watchCspViolations(
  page: Page,
  binding: string,
  report: (line: string) => void,
): Promise<void> {
  await page.exposeBinding(binding, (_source, line: string) => report(line));
  await page.addInitScript((name) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const blocked = event.blockedURI || '(empty)';
      const sample = event.sample ? ` "${event.sample.slice(0, 80)}"` : '';
      const where = `${event.documentURI}${event.lineNumber ? `:${event.lineNumber}` : ''}`;
      const send = (window as unknown as Record<string, (line: string) => void>)[name];
      void send?.(
        `CSP violation: ${event.effectiveDirective} blocked ${blocked}${sample} (${where})`,
      );
    });
  }, binding);
}

export const test = base.extend<{
  problems: string[];
  maintenanceNotice: 'show' | 'dismissed';
  cspViolations: 'fail' | 'expected';
}>({
  maintenanceNotice: ['dismissed', { option: true }],
  cspViolations: ['fail', { option: true }],
  page: async ({ page, maintenanceNotice, cspViolations }, use) => {
    const violations: string[] = [];
    trackRequests(page);
    await watchCspViolations(page, '__cspViolationCheck', (line) => violations.push(line));
    if (maintenanceNotice === 'dismissed') {
      await page.addInitScript((key) => {
        // The site's own document only: an embedded player's frame may not touch storage.
        if (window === window.top) sessionStorage.setItem(key, '1');
      }, NOTICE_DISMISSED_KEY);
    }
    await use(page);
    if (cspViolations === 'fail') {
      expect(violations, 'the pages reported Content-Security-Policy violations').toEqual([]);
    }
  },
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught exception: ${error.message}`));
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText;
      // Aborted: the page went on (a navigation, a superseded query) before the answer came,
      // e.g. a build-version poll cut short by a click. That is the browser's doing, not a fault.
      if (reason === 'net::ERR_ABORTED') return;
      problems.push(`request failed: ${request.url()} (${reason})`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    await watchCspViolations(page, '__cspViolationProblem', (line) => problems.push(line));
    await use(problems);
  },
});
