/**
 * The price the shopper last saw of each product in the cart, kept only to tell them when the
 * API's price differs. It is never shown as a price nor sent anywhere.
 */
import { persistentAtom } from '@nanostores/persistent';

export const SEEN_PRICES_STORAGE_KEY = 'carrinho-precos-vistos';

type SeenPrices = Readonly<Record<string, number>>;

/** The stored prices, keeping only numbers; anything unreadable is no record at all. */
export function decodeSeenPrices(raw: string): SeenPrices {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] >= 0,
      ),
    );
  } catch {
    return {};
  }
}

export const $seenPrices = persistentAtom<SeenPrices>(
  SEEN_PRICES_STORAGE_KEY,
  {},
  {
    encode: JSON.stringify,
    decode: decodeSeenPrices,
  },
);

/** Remembers the prices now shown, for the products still in the cart only. */
export function rememberPrices(prices: SeenPrices): void {
  $seenPrices.set(prices);
}

/** Remembers the price shown on a product's page when it goes into the cart. */
export function rememberPrice(productId: string, price: number): void {
  $seenPrices.set({ ...$seenPrices.get(), [productId]: price });
}
