import type { Page } from '@playwright/test';

interface LayoutShiftEntry extends PerformanceEntry {
  readonly value: number;
}

/**
 * Sums the page's layout shifts from its start (CLS without the session windows), into
 * `layoutShift(page)`. Call it before the page is opened.
 */
export async function trackLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const win = window as unknown as { __shift: number; __takeShiftRecords: () => void };
    win.__shift = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as LayoutShiftEntry[]) win.__shift += entry.value;
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // Reading the sum first takes the entries the observer has not been called with yet.
    win.__takeShiftRecords = () => add(observer.takeRecords());
  });
}

/**
 * The layout shift summed since the page started (see `trackLayoutShift`), read after two
 * frames: a change a test has just seen in the DOM is measured when it is painted.
 */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
    const win = window as unknown as { __shift: number; __takeShiftRecords: () => void };
    win.__takeShiftRecords();
    return win.__shift;
  });
}
