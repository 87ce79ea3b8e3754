/**
 * Interest-free card installments, in whole cents, by one rule: the product page's
 * `em até 10x de R$ … sem juros` and the checkout's `Parcelas` both come from here, the first
 * applied to a price, the second to the pedido's total, so the two cannot disagree. Each
 * installment is the total divided and rounded down to the cent; the first one takes the cents
 * left over, so the installments always add up to the total exactly.
 */

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

/** One choice of `Parcelas`, with what Decreto 5.903 (art. 3) asks a price in installments to say. */
export interface InstallmentOption extends Installments {
  /** The first installment: `amountCents` plus the cents the division left over. */
  readonly firstAmountCents: number;
  /** What all the installments add up to: the pedido's total (no interest). */
  readonly totalCents: number;
}

/** The choices for a pedido of `totalCents`: 1x up to as many as the product page's rule allows. */
export function installmentPlan(totalCents: number, terms: InstallmentTerms): InstallmentOption[] {
  const { count: most } = installmentsOf(totalCents, terms);
  return Array.from({ length: most }, (_, i) => {
    const count = i + 1;
    const amountCents = Math.floor(totalCents / count);
    return {
      count,
      amountCents,
      firstAmountCents: totalCents - amountCents * (count - 1),
      totalCents,
    };
  });
}

/** Whether a shopper's `count` is one of the plan's choices for `totalCents`. */
export function offersInstallments(
  count: number,
  totalCents: number,
  terms: InstallmentTerms,
): boolean {
  return Number.isInteger(count) && count >= 1 && count <= installmentsOf(totalCents, terms).count;
}
