/**
 * Stock of the catalogue's products as orders take it and cancellations return it. Products
 * start with the catalogue's quantity; `state.stock` keeps the ones that moved.
 */
import { productOf } from './seed/catalogue.ts';
import type { MockState } from './state.ts';

/** Units of product `n` in stock now. */
export function unitsInStock(state: MockState, n: number): number {
  return state.stock.get(String(n)) ?? productOf(n).quantity;
}

/**
 * Takes `quantity` units of every product of `wanted` (product number -> units), all or none:
 * answers the products short of stock with their units left, and takes nothing if any is.
 * Synchronous, so no other request runs between the check and the take.
 */
export function takeStock(
  state: MockState,
  wanted: ReadonlyMap<number, number>,
): { n: number; available: number }[] {
  const short = [...wanted]
    .map(([n, quantity]) => ({ n, quantity, available: unitsInStock(state, n) }))
    .filter((line) => line.quantity > line.available)
    .map(({ n, available }) => ({ n, available }));
  if (short.length > 0) return short;
  for (const [n, quantity] of wanted) state.stock.set(String(n), unitsInStock(state, n) - quantity);
  return [];
}

/** Puts the units of a cancelled order back. */
export function returnStock(
  state: MockState,
  lines: readonly { n: number; quantity: number }[],
): void {
  for (const { n, quantity } of lines)
    state.stock.set(String(n), unitsInStock(state, n) + quantity);
}
