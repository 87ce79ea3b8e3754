/**
 * The favorites operations. Loaded with a dynamic import at first use (see store.ts): the
 * GraphQL client is only needed by logged-in customers, so anonymous visitors never download it.
 */
import { api } from '~/lib/api/api';
import {
  AddFavoriteDocument,
  FavoriteIdsDocument,
  RemoveFavoriteDocument,
} from '~/lib/graphql/generated/graphql';

export async function fetchFavoriteIds(): Promise<string[]> {
  const { favoriteIds } = await api.request(FavoriteIdsDocument, undefined, { auth: true });
  return favoriteIds;
}

/**
 * Adds or removes the product; resolves to the API's resulting state. Kept alive beyond the
 * page: the toggle shows the change at once, and leaving right after must not cancel it.
 */
export async function setFavorite(productId: string, favorite: boolean): Promise<boolean> {
  const options = { auth: true, keepalive: true } as const;
  if (favorite) {
    const { addFavorite } = await api.request(AddFavoriteDocument, { productId }, options);
    return addFavorite.isFavorited;
  }
  const { removeFavorite } = await api.request(RemoveFavoriteDocument, { productId }, options);
  return removeFavorite.isFavorited;
}
