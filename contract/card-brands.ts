/**
 * The card brands the shop names (the SDL's `CardBrand`): what the payment providers recognise
 * from a card's number, and `OTHER` for any brand the shop does not know.
 */
export const CARD_BRANDS = [
  'VISA',
  'MASTERCARD',
  'AMEX',
  'ELO',
  'HIPERCARD',
  'DINERS',
  'DISCOVER',
  'OTHER',
] as const;

export type CardBrand = (typeof CARD_BRANDS)[number];

/** `raw` as a brand, whatever its case; `OTHER` for anything else. */
export function cardBrandOf(raw: unknown): CardBrand {
  const upper = typeof raw === 'string' ? raw.toUpperCase() : '';
  return CARD_BRANDS.find((brand) => brand === upper) ?? 'OTHER';
}
