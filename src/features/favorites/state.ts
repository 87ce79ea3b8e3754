/**
 * The favorites' shared state (see store.ts): what the toggles show, and the helpers the store
 * and the code that sends changes (changes.ts) both use.
 */
import { atom } from 'nanostores';
import type { WritableAtom } from 'nanostores';

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

/**
 * What `toggleFavorite` did; `login-required` asks the caller to send the visitor to login;
 * `pending`: the page is being left before the API answered, and the next page sends it.
 */
export type ToggleOutcome = 'added' | 'removed' | 'failed' | 'busy' | 'login-required' | 'pending';

/** Adds `id` to the set in `store`, or removes it. */
export function setMember(
  store: WritableAtom<ReadonlySet<string>>,
  id: string,
  member: boolean,
): void {
  const current = store.get();
  if (current.has(id) === member) return;
  const next = new Set(current);
  if (member) next.add(id);
  else next.delete(id);
  store.set(next);
}

/** `Não foi possível adicionar … aos favoritos.`, followed by why (`reason`). */
export function failureMessage(favorite: boolean, reason: string, productName?: string): string {
  const product = productName ?? 'o produto';
  const action = favorite ? `adicionar ${product} aos` : `remover ${product} dos`;
  return `Não foi possível ${action} favoritos. ${reason}`;
}
