/**
 * Helpers of the accessibility specs: axe with the WCAG 2.2 A/AA rules and a readable list of
 * what it found, the visible focus indicator of the focused element, and moving focus with Tab
 * alone.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (axe has no `wcag22a` tag: 2.2's A rules are 2.1's). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's violations on the page as it is now, one line per rule with the elements it names.
 * Legacy mode runs axe in the page itself instead of finishing each check in a new blank page:
 * twice as fast, and it only gives up cross-origin frames, which the shop has none of.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze();
  return violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 5);
    return `${violation.id} (${violation.impact}): ${violation.help} → ${targets.join(' | ')}`;
  });
}

/** What draws the focused element's focus indicator, or why there is none. */
export interface FocusIndicator {
  /** The focused element, for messages: `button "Entrar"`; `body` when nothing has focus. */
  readonly element: string;
  /** Where the indicator is (`outline on the element`…), or null when there is none. */
  readonly drawnBy: string | null;
  /** Whether this element had focus before since `walk` was last reset (a Tab cycle). */
  readonly seen: boolean;
}

/** What inspectFocus does with the elements it sees: forget them, add to them, or neither. */
type Walk = 'reset' | 'continue' | 'none';

/**
 * Runs in the page: finds the focused element's visible focus indicator. That is an outline
 * (style not `none`, width above zero) on the element (unless it is see-through or 1px wide)
 * or on its ::before or ::after (cards whose link covers the whole card); an outline on one of
 * its three nearest ancestors (the editor's frame, a radio's chip: ancestors draw no outline
 * unless something inside has focus); or a box-shadow the element only has while focused
 * (compared with an unfocused copy of it, so a card's resting shadow does not count).
 * `walk` remembers the elements it saw, to tell when Tab has gone all the way round.
 */
function inspectFocus(walk: Walk): FocusIndicator {
  const store = window as unknown as { tabWalkSeen?: WeakSet<Element> };
  if (walk === 'reset' || !store.tabWalkSeen) store.tabWalkSeen = new WeakSet();
  const focused = document.activeElement;
  if (!focused || focused === document.body) return { element: 'body', drawnBy: null, seen: false };
  const seen = store.tabWalkSeen.has(focused);
  if (walk !== 'none') store.tabWalkSeen.add(focused);
  const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, 40);
  const element = `${focused.tagName.toLowerCase()} "${name}"`;
  const outlined = (style: CSSStyleDeclaration) =>
    style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  // A see-through or 1px element (a radio under its label, a visually hidden input) shows
  // nothing of its own outline: its indicator must come from around it.
  const box = focused.getBoundingClientRect();
  const drawsItself =
    parseFloat(getComputedStyle(focused).opacity) > 0 && box.width > 1 && box.height > 1;
  for (const pseudo of drawsItself ? ([null, '::before', '::after'] as const) : []) {
    if (outlined(getComputedStyle(focused, pseudo))) {
      return { element, seen, drawnBy: `outline on ${pseudo ?? 'the element'}` };
    }
  }
  let ancestor = focused.parentElement;
  for (let level = 1; ancestor && level <= 3; level += 1) {
    if (outlined(getComputedStyle(ancestor))) {
      return { element, seen, drawnBy: `outline on ancestor ${ancestor.tagName.toLowerCase()}` };
    }
    ancestor = ancestor.parentElement;
  }
  if (drawsItself) {
    const shadow = getComputedStyle(focused).boxShadow;
    const copy = focused.cloneNode(false) as Element;
    copy.removeAttribute('id');
    focused.after(copy);
    const restingShadow = getComputedStyle(copy).boxShadow;
    copy.remove();
    if (shadow !== restingShadow && /(^|\s)[1-9]\d*(\.\d+)?px/.test(shadow)) {
      return { element, seen, drawnBy: 'box-shadow on the element' };
    }
  }
  return { element, seen, drawnBy: null };
}

/** The focus indicator of the element that has focus now (see inspectFocus). */
export function focusIndicator(page: Page): Promise<FocusIndicator> {
  return page.evaluate<FocusIndicator, Walk>(inspectFocus, 'none');
}

/**
 * Presses Tab through the whole page once, from where focus is, until it leaves the page
 * (focus back on the body: the browser's own controls) or comes round to an element it had
 * already; answers the stops that showed no focus indicator.
 */
export async function stopsWithoutFocusIndicator(page: Page, maxStops = 200): Promise<string[]> {
  const missing: string[] = [];
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    const indicator = await page.evaluate<FocusIndicator, Walk>(
      inspectFocus,
      stop === 0 ? 'reset' : 'continue',
    );
    if (indicator.element === 'body' || indicator.seen) return missing;
    if (indicator.drawnBy === null) missing.push(indicator.element);
  }
  throw new Error(`Tab did not go round the page in ${maxStops} stops`);
}

/**
 * Presses Tab until `target` has focus, checking at every stop on the way that the focused
 * element shows a focus indicator. Fails after `maxStops` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { maxStops = 40 }: { maxStops?: number } = {},
): Promise<void> {
  await target.waitFor();
  const missing: string[] = [];
  for (let stop = 1; stop <= maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    const indicator = await focusIndicator(page);
    if (indicator.drawnBy === null && indicator.element !== 'body') {
      missing.push(indicator.element);
    }
    if (await target.evaluate((element) => element === document.activeElement)) {
      expect(missing, 'Tab stops without a visible focus indicator').toEqual([]);
      return;
    }
  }
  throw new Error(`${maxStops} Tab presses did not reach ${target.toString()}`);
}
