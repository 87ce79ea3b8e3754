/**
 * The payment stand-in's test cards, as real gateways publish theirs: every valid card number
 * is approved except these, which the issuer declines with the code given (the shop's provider
 * turns it into the shopper's reason). Any future expiry will do, and any security code but
 * all zeros (`000`, `0000`), which the issuer refuses as wrong: how a mistyped CVV of a saved
 * card is tried.
 */
import { cardBrandOfBin } from '../../contract/card-brands.ts';
import type { CardBrand } from '../../contract/card-brands.ts';

const DECLINED: Readonly<Record<string, string>> = {
  '4000000000000002': 'card_declined',
};

/** The decline of a security code the issuer finds wrong. */
export const WRONG_SECURITY_CODE = 'incorrect_security_code';

/** Why a charge of the card `number` is declined; null when it is approved. */
export function declineCodeOf(number: string): string | null {
  return DECLINED[number] ?? null;
}

/** Why a charge with this security code is declined whatever the card; null when it is not. */
export function securityCodeDecline(securityCode: string): string | null {
  return /^0+$/.test(securityCode) ? WRONG_SECURITY_CODE : null;
}

/**
 * BINs the shared IIN table does not place that the stand-in knows as Mercado Pago does: its
 * test Mastercard (5031 4332 1540 6351).
 */
const KNOWN_BINS: Readonly<Record<string, CardBrand>> = {
  '503143': 'MASTERCARD',
};

/** The brand of a card number or BIN, as the stand-in's card network knows it. */
export function brandOfNumber(digits: string): CardBrand {
  return KNOWN_BINS[digits.slice(0, 6)] ?? cardBrandOfBin(digits);
}
