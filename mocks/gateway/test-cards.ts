/**
 * The payment stand-in's test cards, as real gateways publish theirs: every valid card number
 * is approved except these, which the issuer declines with the code given (the shop's provider
 * turns it into the shopper's reason). Any future expiry and any CVV will do.
 */
const DECLINED: Readonly<Record<string, string>> = {
  '4000000000000002': 'card_declined',
};

/** Why a charge of the card `number` is declined; null when it is approved. */
export function declineCodeOf(number: string): string | null {
  return DECLINED[number] ?? null;
}
