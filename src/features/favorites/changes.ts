/**
 * How the favorites store sends a customer's changes and the ones earlier pages left waiting
 * (see store.ts): imported by the store only when the visitor has a session token, with the
 * ids' request, so an anonymous visitor's page never downloads it.
 */
import { isRefusal, isSessionRejected } from '~/lib/api/errors';
import { describeApiError } from '~/lib/api/messages';
import { pendingChangeStorage } from '~/lib/pending-changes-storage';
import type {
  ChangeIntent,
  PendingChange,
  ReplayOutcome,
  ReplayReport,
} from '~/lib/pending-changes';
import { loadCustomer } from '~/features/session/store';
import {
  $favoriteError,
  $favoriteIds,
  $pendingFavorites,
  failureMessage,
  setMember,
} from './state.ts';
import type { ToggleOutcome } from './state.ts';

/** The kind of the favorites' pending changes (src/lib/pending-changes.ts). */
const FAVORITE_CHANGE = 'favorite';
const NOTHING_SENT: ReplayReport = { applied: [], refused: [], kept: [] };

/** The pending changes' code, like the API's: only a customer's page loads it. */
const pendingChanges = () => import('~/lib/pending-changes');

let settling: Promise<ReplayReport> | undefined;

/** Sends one favorite change an earlier page made again, and says what became of it. */
async function sendAgain(change: PendingChange): Promise<ReplayOutcome> {
  setMember($pendingFavorites, change.target, true);
  try {
    const { setFavorite } = await import('./favorites-api.ts');
    await setFavorite(change.target, change.value);
    return { type: 'applied' };
  } catch (error) {
    // No answer, or this page's code is gone (a newer build online): a later page sends it.
    if (!isRefusal(error)) return { type: 'kept' };
    return {
      type: 'refused',
      message: failureMessage(change.value, describeApiError(error), change.label),
    };
  } finally {
    setMember($pendingFavorites, change.target, false);
  }
}

/** The store's `settlePendingFavorites`, once the visitor has a token. Never rejects. */
export function settlePendingFavorites(): Promise<ReplayReport> {
  settling ??= pendingChanges().then(
    ({ replayForCustomer }) => replayForCustomer(FAVORITE_CHANGE, loadCustomer, sendAgain),
    (error: unknown) => {
      // This page's code is gone (a newer build online): a later page sends them.
      console.error('[favorites] Could not load the pending changes:', error);
      return NOTHING_SENT;
    },
  );
  return settling;
}

/** `ids` with the changes still waiting for an answer applied: the page shows them as done. */
export async function withWaitingChanges(ids: Iterable<string>): Promise<Set<string>> {
  const marked = new Set(ids);
  for (const change of (await settlePendingFavorites()).kept) {
    if (change.value) marked.add(change.target);
    else marked.delete(change.target);
  }
  return marked;
}

/**
 * Records `intent` as pending for the customer `customerId` until `settle` says it was
 * answered; `leaving` tells whether a failure came from the page going away. Without a known
 * customer (the API out of reach) or without its code (a newer build online), the change is
 * still sent, only without the safety net.
 */
async function track(customerId: string | undefined, intent: ChangeIntent) {
  const pending =
    customerId === undefined
      ? undefined
      : await pendingChanges().catch((error: unknown) => {
          console.error('[favorites] Could not load the pending changes:', error);
          return undefined;
        });
  if (customerId === undefined || pending === undefined) {
    return { settle: () => {}, leaving: () => false };
  }
  const storage = pendingChangeStorage();
  const record = pending.recordChange(storage, customerId, intent);
  return {
    settle: () => pending.settleChange(storage, customerId, record),
    leaving: pending.isLeavingPage,
  };
}

/**
 * The store's change of `productId` once it is marked as on its way and the ids are loaded:
 * decided from them, shown at once, recorded as pending and sent; undone and explained when
 * the API refuses (see the store's `toggleFavorite`).
 */
export async function sendChange(
  productId: string,
  productName: string | undefined,
  target: (wasFavorite: boolean) => boolean,
): Promise<ToggleOutcome> {
  const wasFavorite = $favoriteIds.get().has(productId);
  const favorite = target(wasFavorite);
  setMember($favoriteIds, productId, favorite);
  // Known by now (the route guard loads it on every page with a token); while the API
  // cannot be reached it is not, and the change is sent without the safety net.
  const customer = await loadCustomer();
  if (customer === null) {
    setMember($favoriteIds, productId, wasFavorite);
    return 'login-required';
  }
  const tracked = await track(customer?.id, {
    kind: FAVORITE_CHANGE,
    target: productId,
    value: favorite,
    ...(productName === undefined ? {} : { label: productName }),
  });
  try {
    const { setFavorite } = await import('./favorites-api.ts');
    const isFavorite = await setFavorite(productId, favorite);
    tracked.settle();
    setMember($favoriteIds, productId, isFavorite);
    return isFavorite ? 'added' : 'removed';
  } catch (error) {
    if (tracked.leaving()) return 'pending';
    setMember($favoriteIds, productId, wasFavorite);
    if (isSessionRejected(error)) return 'login-required';
    tracked.settle();
    $favoriteError.set({ productId, message: failureMessage(favorite, describeApiError(error)) });
    return 'failed';
  }
}
