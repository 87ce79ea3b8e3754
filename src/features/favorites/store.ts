/**
 * The logged-in customer's favorites, shared by every favorite toggle of the page and the
 * painel's favorites list: the ids are loaded ONCE per page for all cards, toggles are
 * optimistic and roll back with a pt-BR message when the API refuses.
 *
 * Anonymous visitors cost nothing: without a token no request is made, and the API client is
 * imported (dynamically) only when a logged-in customer's store first needs it.
 */
import { atom, onMount } from 'nanostores';
import type { WritableAtom } from 'nanostores';
import { ApiError } from '~/lib/api/errors';
import { describeApiError } from '~/lib/api/messages';
import { hasSessionToken } from '~/lib/session-token';

/**
 * - `unknown`: not looked at yet (prerendering, before the first toggle mounts);
 * - `anonymous`: no session token, nothing to load;
 * - `loading` / `ready`: the customer's ids are on the way / in `$favoriteIds`;
 * - `error`: they could not be loaded (toggles still work, starting from "not a favorite").
 */
export type FavoritesStatus = 'unknown' | 'anonymous' | 'loading' | 'ready' | 'error';

/** Ids of the customer's favorite products (empty for anonymous visitors). */
export const $favoriteIds = atom<ReadonlySet<string>>(new Set());
export const $favoritesStatus = atom<FavoritesStatus>('unknown');
/** Products whose toggle request is on its way. */
export const $pendingFavorites = atom<ReadonlySet<string>>(new Set());
/** The last failed toggle, for that product's toggle to announce; cleared by the next toggle. */
export const $favoriteError = atom<{ readonly productId: string; readonly message: string } | null>(
  null,
);

/** What `toggleFavorite` did; `login-required` asks the caller to send the visitor to login. */
export type ToggleOutcome = 'added' | 'removed' | 'failed' | 'busy' | 'login-required';

function setMember(store: WritableAtom<ReadonlySet<string>>, id: string, member: boolean): void {
  const current = store.get();
  if (current.has(id) === member) return;
  const next = new Set(current);
  if (member) next.add(id);
  else next.delete(id);
  store.set(next);
}

let loading: Promise<void> | undefined;

/** Loads the customer's favorite ids into `$favoriteIds`, at most once per page. Never rejects. */
export function loadFavoriteIds(): Promise<void> {
  loading ??= (async () => {
    if (!hasSessionToken()) {
      $favoritesStatus.set('anonymous');
      return;
    }
    $favoritesStatus.set('loading');
    try {
      const { fetchFavoriteIds } = await import('./favorites-api.ts');
      const ids = await fetchFavoriteIds();
      // Toggles made meanwhile wait for this load (see toggleFavorite), so nothing is lost.
      $favoriteIds.set(new Set(ids));
      $favoritesStatus.set('ready');
    } catch {
      // The marks stay off; the session guard deals with an expired token.
      $favoritesStatus.set('error');
    }
  })();
  return loading;
}

/**
 * Takes the customer's favorite ids from a fuller load of the same list (the painel's
 * favorites, which fetches the products themselves), so the page needs no separate ids
 * request. A load already on its way still lands after this and wins: it is as fresh.
 */
export function primeFavoriteIds(ids: readonly string[]): void {
  if (!hasSessionToken()) return;
  loading ??= Promise.resolve();
  $favoriteIds.set(new Set(ids));
  $favoritesStatus.set('ready');
}

// The first toggle on screen starts the one load of the page.
onMount($favoriteIds, () => {
  void loadFavoriteIds();
});

function failureMessage(favorite: boolean, error: unknown): string {
  const action = favorite ? 'adicionar o produto aos' : 'remover o produto dos';
  return `Não foi possível ${action} favoritos. ${describeApiError(error)}`;
}

/**
 * Sets `productId`'s membership at once in `$favoriteIds` to what `target` decides from the
 * current one, then asks the API; on failure the change is undone and `$favoriteError`
 * explains it. Without a token (or with one the API no longer accepts) nothing changes and
 * the outcome is `login-required`.
 */
async function changeFavorite(
  productId: string,
  target: (wasFavorite: boolean) => boolean,
): Promise<ToggleOutcome> {
  if (!hasSessionToken()) return 'login-required';
  if ($pendingFavorites.get().has(productId)) return 'busy';
  setMember($pendingFavorites, productId, true);
  $favoriteError.set(null);
  try {
    await loadFavoriteIds();
    const wasFavorite = $favoriteIds.get().has(productId);
    const favorite = target(wasFavorite);
    setMember($favoriteIds, productId, favorite);
    try {
      const { setFavorite } = await import('./favorites-api.ts');
      const isFavorite = await setFavorite(productId, favorite);
      setMember($favoriteIds, productId, isFavorite);
      return isFavorite ? 'added' : 'removed';
    } catch (error) {
      setMember($favoriteIds, productId, wasFavorite);
      if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') return 'login-required';
      $favoriteError.set({ productId, message: failureMessage(favorite, error) });
      return 'failed';
    }
  } finally {
    setMember($pendingFavorites, productId, false);
  }
}

/** Adds `productId` when it is not a favorite, removes it when it is (optimistic, see above). */
export function toggleFavorite(productId: string): Promise<ToggleOutcome> {
  return changeFavorite(productId, (wasFavorite) => !wasFavorite);
}

/**
 * Removes `productId` from the favorites (optimistic, see above), whatever this page believed
 * about it: a list of favorites must never turn a press of "remove" into an addition.
 */
export function removeFavorite(productId: string): Promise<ToggleOutcome> {
  return changeFavorite(productId, () => false);
}
