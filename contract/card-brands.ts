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

/** How each brand is named to people; `OTHER`, a card of a brand the shop does not know. */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  ELO: 'Elo',
  HIPERCARD: 'Hipercard',
  DINERS: 'Diners Club',
  DISCOVER: 'Discover',
  OTHER: 'Cartão',
};

/** `raw` as a brand, whatever its case; `OTHER` for anything else. */
export function cardBrandOf(raw: unknown): CardBrand {
  const upper = typeof raw === 'string' ? raw.toUpperCase() : '';
  return CARD_BRANDS.find((brand) => brand === upper) ?? 'OTHER';
}

/**
 * Leading digits of Elo cards: Elo and Hipercard, common in Brazil, share prefixes with Visa,
 * Mastercard and Discover, so they are tested first.
 */
const ELO_PREFIXES = [
  '401178',
  '401179',
  '431274',
  '438935',
  '451416',
  '457393',
  '457631',
  '457632',
  '504175',
  '506699',
  '5067',
  '509',
  '627780',
  '636297',
  '636368',
  '650',
  '6516',
  '6550',
];

/**
 * The brand of the card whose number starts with `digits` (IIN ranges): the whole number, or
 * just its first six digits (the BIN, as a gateway's card token reports it).
 */
export function cardBrandOfBin(digits: string): CardBrand {
  if (!/^\d{6,19}$/.test(digits)) return 'OTHER';
  if (ELO_PREFIXES.some((prefix) => digits.startsWith(prefix))) return 'ELO';
  if (/^(606282|3841)/.test(digits)) return 'HIPERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^(30[0-5]|36|38)/.test(digits)) return 'DINERS';
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MASTERCARD';
  if (/^(6011|64[4-9]|65)/.test(digits)) return 'DISCOVER';
  return 'OTHER';
}

/**
 * Mercado Pago's `payment_method_id` of each card brand (the id its `payment_methods/search`
 * answers for a BIN and its saved cards carry as `payment_method.id`); OTHER has none.
 */
export const PAYMENT_METHOD_IDS: Readonly<Partial<Record<CardBrand, string>>> = {
  VISA: 'visa',
  MASTERCARD: 'master',
  AMEX: 'amex',
  ELO: 'elo',
  HIPERCARD: 'hipercard',
  DINERS: 'diners',
  DISCOVER: 'discover',
};

/** The brand of a Mercado Pago `payment_method_id` (`debvisa`, `debmaster` and `debelo` too). */
export function cardBrandOfPaymentMethod(id: string): CardBrand {
  const credit = id.startsWith('deb') ? id.slice(3) : id;
  const found = Object.entries(PAYMENT_METHOD_IDS).find(([, method]) => method === credit);
  return found ? (found[0] as CardBrand) : 'OTHER';
}

/** How many digits a brand's security code has: four on an Amex's front, three elsewhere. */
export function securityCodeLength(brand: CardBrand): number {
  return brand === 'AMEX' ? 4 : 3;
}
