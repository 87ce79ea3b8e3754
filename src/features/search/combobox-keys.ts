/**
 * The keyboard of the search box's suggestions, after the ARIA 1.2 combobox pattern (a list
 * popup, focus kept in the box, the highlighted option named by aria-activedescendant): what a
 * key does given the popup's state. Pure, so every rule is tested without a browser.
 */

export interface ComboboxState {
  readonly open: boolean;
  /** The highlighted option, -1 for none. */
  readonly active: number;
  /** How many options there are to show. */
  readonly count: number;
  /** Whether the box holds any text. */
  readonly hasText: boolean;
}

export type ComboboxAction =
  /** Show the popup with `active` highlighted (-1: none). */
  | { readonly type: 'open'; readonly active: number }
  /** Highlight another option (-1: back to the box's text). */
  | { readonly type: 'highlight'; readonly active: number }
  | { readonly type: 'close' }
  /** Go where option `index` leads. */
  | { readonly type: 'choose'; readonly index: number }
  /** Empty the box. */
  | { readonly type: 'clear' };

export interface KeyOutcome {
  readonly action: ComboboxAction;
  /** Whether the browser's own handling of the key must be stopped. */
  readonly prevent: boolean;
}

interface Key {
  readonly key: string;
  readonly altKey: boolean;
}

/** What `key` does, or null when the box leaves it to the browser (typing, Tab, Enter to submit). */
export function keyOutcome({ key, altKey }: Key, state: ComboboxState): KeyOutcome | null {
  const { open, active, count } = state;
  switch (key) {
    case 'ArrowDown':
      if (count === 0) return null;
      if (altKey) return { action: { type: 'open', active }, prevent: true };
      return open
        ? { action: { type: 'highlight', active: (active + 1) % count }, prevent: true }
        : { action: { type: 'open', active: 0 }, prevent: true };
    case 'ArrowUp':
      if (count === 0) return null;
      if (altKey) return open ? { action: { type: 'close' }, prevent: true } : null;
      return open
        ? { action: { type: 'highlight', active: (active - 1 + count) % count }, prevent: true }
        : { action: { type: 'open', active: count - 1 }, prevent: true };
    case 'Enter':
      return open && active >= 0
        ? { action: { type: 'choose', index: active }, prevent: true }
        : null;
    case 'Escape':
      if (open) return { action: { type: 'close' }, prevent: true };
      return state.hasText ? { action: { type: 'clear' }, prevent: true } : null;
    case 'ArrowLeft':
    case 'ArrowRight':
    case 'Home':
    case 'End':
      // The caret moves in the box; a highlighted option gives way to the text.
      return open && active >= 0
        ? { action: { type: 'highlight', active: -1 }, prevent: false }
        : null;
    default:
      return null;
  }
}
