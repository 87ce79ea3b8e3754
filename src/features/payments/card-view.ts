/** How a saved card reads: brand, the last four digits behind dots, expiry. */
import type { CardBrand } from '~/lib/graphql/generated/graphql';
import { CARD_BRAND_NAMES } from '../../../contract/card-brands.ts';

export function brandLabel(brand: CardBrand): string {
  return CARD_BRAND_NAMES[brand];
}

/** `•••• 1111`: never more of the number than its last four digits. */
export function maskedCardNumber(last4: string): string {
  return `•••• ${last4.slice(-4)}`;
}

/** `Visa final 1111`: how the card is named in buttons and messages. */
export function cardName(card: { readonly brand: CardBrand; readonly last4: string }): string {
  return `${brandLabel(card.brand)} final ${card.last4.slice(-4)}`;
}

/** `08/2029`. */
export function expiryLabel(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${year}`;
}
