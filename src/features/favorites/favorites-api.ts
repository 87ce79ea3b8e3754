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

/** Adds or removes the product; resolves to the API's resulting state. */
export async function setFavorite(productId: string, favorite: boolean): Promise<boolean> {
  if (favorite) {
    const { addFavorite } = await api.request(AddFavoriteDocument, { productId }, { auth: true });
    return addFavorite.isFavorited;
  }
  const { removeFavorite } = await api.request(
    RemoveFavoriteDocument,
    { productId },
    { auth: true },
  );
  return removeFavorite.isFavorited;
}
