/**
 * The logged-in customer's favorites, shared by every favorite toggle of the page and the
 * painel's favorites list: the ids are loaded ONCE per page for all cards, toggles are
 * optimistic and roll back with a pt-BR message when the API refuses.
 *
 * A toggle shown as done survives the customer leaving the page at once: its request is sent
 * with `keepalive`, and the change waits in the tab's pending changes (src/lib/pending-changes.ts)
 * until the API answered. The next page sends what is still waiting before it loads the ids
 * (`settlePendingFavorites`), so its marks show every change, and a refusal is said there.
 *
 * Anonymous visitors cost nothing: without a token no request is made, and the code that
 * sends changes (changes.ts, with the API client and its messages) is imported only when a
 * logged-in customer's store first needs it, beside the ids' request.
 */
import { onMount } from 'nanostores';
import { UNKNOWN_ERROR_MESSAGE } from '~/lib/api/common-messages';
import type { ReplayReport } from '~/lib/pending-changes';
import { hasSessionToken } from '~/lib/session-token';
import {
  $favoriteError,
  $favoriteIds,
  $favoritesStatus,
  $pendingFavorites,
  failureMessage,
  setMember,
} from './state.ts';
import type { FavoritesStatus, ToggleOutcome } from './state.ts';

export { $favoriteError, $favoriteIds, $favoritesStatus, $pendingFavorites };
export type { FavoritesStatus, ToggleOutcome };

const NOTHING_SENT: ReplayReport = { applied: [], refused: [], kept: [] };

/** The code that sends changes: only a customer's page loads it. */
const changes = () => import('./changes.ts');

/**
 * Sends the favorite changes earlier pages of this tab showed as done but never saw answered,
 * at most once per page, before anything reads the favorites: resolves to what became of them
 * (the refused ones, with their pt-BR message, for the page to show). Changes that met no
 * answer or an ended session stay for a later page. Never rejects.
 */
export function settlePendingFavorites(): Promise<ReplayReport> {
  if (!hasSessionToken()) return Promise.resolve(NOTHING_SENT);
  return changes().then(
    (code) => code.settlePendingFavorites(),
    (error: unknown) => {
      // This page's code is gone (a newer build online): a later page sends them.
      console.error('[favorites] Could not load the pending changes:', error);
      return NOTHING_SENT;
    },
  );
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
      const [{ fetchFavoriteIds }, code] = await Promise.all([
        import('./favorites-api.ts'),
        changes(),
      ]);
      // Earlier pages' changes first, so the ids the API answers include them.
      await code.settlePendingFavorites();
      const ids = await code.withWaitingChanges(await fetchFavoriteIds());
      // Toggles made meanwhile wait for this load (see toggleFavorite), so nothing is lost.
      $favoriteIds.set(ids);
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
 * favorites, which fetches the products themselves after `settlePendingFavorites`), so the
 * page needs no separate ids request. A load already on its way still lands after this and
 * wins: it is as fresh.
 */
export async function primeFavoriteIds(ids: readonly string[]): Promise<void> {
  if (!hasSessionToken()) return;
  loading ??= Promise.resolve();
  const { withWaitingChanges } = await changes();
  $favoriteIds.set(await withWaitingChanges(ids));
  $favoritesStatus.set('ready');
}

// The first toggle on screen starts the one load of the page.
onMount($favoriteIds, () => {
  void loadFavoriteIds();
});

/**
 * Sets `productId`'s membership at once in `$favoriteIds` to what `target` decides from the
 * current one, records it as pending and asks the API; on failure the change is undone and
 * `$favoriteError` explains it. Without a token (or with one the API no longer accepts) the
 * outcome is `login-required`; a change the API refused the session for stays pending, to be
 * sent once the customer has logged in again.
 */
async function changeFavorite(
  productId: string,
  productName: string | undefined,
  target: (wasFavorite: boolean) => boolean,
): Promise<ToggleOutcome> {
  if (!hasSessionToken()) return 'login-required';
  if ($pendingFavorites.get().has(productId)) return 'busy';
  setMember($pendingFavorites, productId, true);
  $favoriteError.set(null);
  try {
    await loadFavoriteIds();
    const code = await changes().catch((error: unknown) => {
      console.error('[favorites] Could not load the code that sends changes:', error);
      const favorite = target($favoriteIds.get().has(productId));
      $favoriteError.set({ productId, message: failureMessage(favorite, UNKNOWN_ERROR_MESSAGE) });
      return undefined;
    });
    return code ? await code.sendChange(productId, productName, target) : 'failed';
  } finally {
    setMember($pendingFavorites, productId, false);
  }
}

/**
 * Adds `productId` when it is not a favorite, removes it when it is (optimistic, see above).
 * `productName` names it if the change has to be reported on another page.
 */
export function toggleFavorite(productId: string, productName?: string): Promise<ToggleOutcome> {
  return changeFavorite(productId, productName, (wasFavorite) => !wasFavorite);
}

/**
 * Removes `productId` from the favorites (optimistic, see above), whatever this page believed
 * about it: a list of favorites must never turn a press of "remove" into an addition.
 */
export function removeFavorite(productId: string, productName?: string): Promise<ToggleOutcome> {
  return changeFavorite(productId, productName, () => false);
}
