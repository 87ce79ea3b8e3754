/**
 * The cart, shared by every island of the page and every open tab: a persistent Nano Store
 * (localStorage, synchronised between tabs by `@nanostores/persistent`). It belongs to the
 * browser, not to a session, so logging in or out keeps it.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { addLine, countUnits, decodeLines, removeLine, setLineQuantity } from './cart-lines.ts';
import type { AddOutcome, CartLine } from './cart-lines.ts';

/** The localStorage key of the cart. */
export const CART_STORAGE_KEY = 'carrinho';

export const $cartLines = persistentAtom<readonly CartLine[]>(CART_STORAGE_KEY, [], {
  encode: JSON.stringify,
  decode: decodeLines,
});

/** How many units the cart holds (the header link's count). */
export const $cartUnits = computed($cartLines, countUnits);

/** Adds `line` (merging with the same product and options), at most `max` units on the line. */
export function addToCart(line: CartLine, max: number): AddOutcome {
  const { lines, outcome } = addLine($cartLines.get(), line, max);
  if (outcome !== 'full') $cartLines.set(lines);
  return outcome;
}

export function changeQuantity(key: string, quantity: number): void {
  $cartLines.set(setLineQuantity($cartLines.get(), key, quantity));
}

export function removeFromCart(key: string): void {
  $cartLines.set(removeLine($cartLines.get(), key));
}

/** Replaces every line (the cart adjusted to what the API says is available). */
export function replaceCart(lines: readonly CartLine[]): void {
  $cartLines.set(lines);
}

export function clearCart(): void {
  $cartLines.set([]);
}
