/** The painel's favorites list: the products themselves, as cards show them. */
import { toCardProduct } from '~/components/product-card/card';
import type { CardProduct } from '~/components/product-card/card';
import { api } from '~/lib/api/api';
import { FavoriteProductsDocument } from '~/lib/graphql/generated/graphql';

/** The customer's favorite products, most recently added first. */
export async function fetchFavoriteProducts(signal: AbortSignal): Promise<CardProduct[]> {
  const { favorites } = await api.request(FavoriteProductsDocument, undefined, {
    auth: true,
    signal,
  });
  return favorites.map(toCardProduct);
}
