/** The cart's two API calls: pricing its products and quoting the freight to a CEP. */
import { api } from '~/lib/api/api';
import { CartFreightDocument, CartPricingDocument } from '~/lib/graphql/generated/graphql';
import type { CartFreightQuery, CartPricingQuery } from '~/lib/graphql/generated/graphql';
import type { CartLine } from './cart-lines.ts';

export type CartPricing = CartPricingQuery;
export type FreightQuote = CartFreightQuery['freightQuote'];

/** The cart's products (price, stock, options) and the payment options, in one request. */
export function fetchCartPricing(
  lines: readonly CartLine[],
  signal: AbortSignal,
): Promise<CartPricing> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  return api.request(CartPricingDocument, { ids, pageSize: Math.max(ids.length, 1) }, { signal });
}

/** PAC and SEDEX for sending `lines` (the cart's, or one unit on a product page) to `cep`. */
export async function fetchFreight(
  cep: string,
  lines: readonly Pick<CartLine, 'productId' | 'quantity'>[],
): Promise<FreightQuote> {
  const { freightQuote } = await api.request(CartFreightDocument, {
    cep,
    lines: lines.map(({ productId, quantity }) => ({ productId, quantity })),
  });
  return freightQuote;
}
