/**
 * What the API asks of the payment provider about a card token: a card form sends number and CVV
 * to the provider, which answers a token; the API redeems that token once for what the shop may
 * keep (brand, last four digits, holder, expiry). The provider behind it is wired in at start.
 */
import type { CardBrand } from './provider.ts';

/** What a token stands for: everything the shop may keep, nothing more. */
export interface TokenizedCard {
  readonly brand: CardBrand;
  readonly last4: string;
  readonly holderName: string;
  readonly expMonth: number;
  readonly expYear: number;
}

export type RedeemOutcome =
  | { readonly ok: true; readonly card: TokenizedCard }
  | { readonly ok: false; readonly reason: 'unknown' | 'used' | 'expired' };

export interface CardTokenRedeemer {
  /** Marks the token used and answers its card; a token redeems once, before it expires. */
  redeem(id: string): Promise<RedeemOutcome>;
}
