/**
 * What a price costs by each way of paying, in whole cents: the Pix discount (which `placeOrder`
 * takes off a pedido's products) and the interest-free card installments the product page
 * shows. One place, so the page and the pedido cannot disagree.
 */

/** The Pix discount on `subtotalCents` of products, rounded to the cent. */
export function pixDiscountCents(subtotalCents: number, discountPercent: number): number {
  return Math.round((subtotalCents * discountPercent) / 100);
}

export interface InstallmentTerms {
  /** INSTALLMENTS_MAX. */
  readonly max: number;
  /** INSTALLMENT_MIN, in cents. */
  readonly minimumCents: number;
}

export interface Installments {
  readonly count: number;
  /** Each installment, rounded down to the cent (the first one takes the cents left over). */
  readonly amountCents: number;
}

/**
 * The most installments, up to `terms.max`, of which each is at least `terms.minimumCents`; one
 * when even a single installment is below it.
 */
export function installmentsOf(priceCents: number, terms: InstallmentTerms): Installments {
  const count = Math.max(1, Math.min(terms.max, Math.floor(priceCents / terms.minimumCents)));
  return { count, amountCents: Math.floor(priceCents / count) };
}
