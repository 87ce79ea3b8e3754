/**
 * Waiting for a page to be done, by what it does rather than by the clock: `settled` when its
 * islands have hydrated and nothing in its main content is loading; `quiet` when, besides,
 * none of its requests is still on its way and the work hydration scheduled has run, so a
 * spec can say what the page did not ask for, or that nothing went wrong.
 */
import { expect } from '@playwright/test';
import type { Page, Request } from '@playwright/test';

/**
 * Waits until the page is as a person meets it a moment after it opens: every island that
 * hydrates by itself (`client:load`, `client:idle`) has done so, and nothing in the main
 * content is loading (`aria-busy`: skeletons, a filtered list on its way). `client:visible`
 * islands hydrate as they scroll in; their prerendered markup is what shows until then.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0);
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

const pendingOf = new WeakMap<Page, Set<Request>>();

/** Keeps the set of the page's requests that have neither finished nor failed (fixtures.ts). */
export function trackRequests(page: Page): void {
  const pending = new Set<Request>();
  pendingOf.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/** Lets the page run what it has queued: a frame, then the tasks queued before it ends. */
async function flushScheduledWork(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(), 0))),
  );
}

/**
 * Waits until the page has settled, the effects its islands scheduled have run, and no request
 * it sent is still unanswered: what it was going to ask for at start, it has asked and been
 * answered. Requests a spec holds back on purpose (a route that never answers) keep it waiting.
 */
export async function quiet(page: Page): Promise<void> {
  const pending = pendingOf.get(page);
  if (!pending) throw new Error('quiet(page) needs the page fixture of tests/e2e/fixtures.ts');
  await settled(page);
  await expect
    .poll(
      async () => {
        await flushScheduledWork(page);
        return [...pending].map((request) => `${request.method()} ${request.url()}`);
      },
      { message: 'requests of the page still unanswered' },
    )
    .toEqual([]);
}
