/**
 * The Pix discount, in whole cents: what `placeOrder` takes off a pedido's products and the
 * product page's `R$ … no Pix` shows. One place, so the page and the pedido cannot disagree.
 */

/** The Pix discount on `subtotalCents` of products, rounded to the cent. */
export function pixDiscountCents(subtotalCents: number, discountPercent: number): number {
  return Math.round((subtotalCents * discountPercent) / 100);
}
