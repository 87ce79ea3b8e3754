import type { Page } from '@playwright/test';

interface LayoutShiftEntry extends PerformanceEntry {
  readonly value: number;
  readonly sources: readonly { readonly node: Node | null }[];
}

/**
 * Sums the page's layout shifts from its start (CLS without the session windows), into
 * `layoutShift(page)`. With `scope` (a CSS selector), only shifts that move something inside
 * it count: a painel test can hold its content to zero while the header's account links change.
 */
export async function trackLayoutShift(page: Page, scope?: string): Promise<void> {
  await page.addInitScript((scope?: string) => {
    const win = window as unknown as { __shift: number };
    win.__shift = 0;
    const inScope = ({ node }: { readonly node: Node | null }) => {
      const element = node instanceof Element ? node : node?.parentElement;
      return scope === undefined || element?.closest(scope) != null;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[])
        if (entry.sources.some(inScope)) win.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  }, scope);
}

/** The layout shift summed since the page started (see `trackLayoutShift`). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}
