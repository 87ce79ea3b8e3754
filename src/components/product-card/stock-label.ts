/**
 * The shopper-facing stock label cards, product pages and the live stock share; apart from
 * `card.ts` so the live stock, on every catalogue page, does not carry the cards' photo code.
 */

/** `3 em estoque`, or `Esgotado` when none is left. */
export function stockLabel(quantity: number): string {
  return quantity > 0 ? `${quantity} em estoque` : 'Esgotado';
}
