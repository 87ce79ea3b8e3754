/**
 * The logged-in customer's reviews, by product, loaded once per page for every delivered line
 * of the painel's pedidos, and updated when a review is sent (a customer reviews a product once,
 * so the product names the review). The API module is imported only when something asks.
 */
import { atom } from 'nanostores';
import { describeApiError } from '~/lib/api/messages';
import type { OwnReview } from './reviews-api.ts';

export type MyReviews =
  | { readonly state: 'loading' }
  | { readonly state: 'error'; readonly message: string }
  | { readonly state: 'ready'; readonly byProduct: ReadonlyMap<string, OwnReview> };

export const $myReviews = atom<MyReviews>({ state: 'loading' });

let loading: Promise<void> | undefined;

/** Loads the customer's reviews unless they are loaded or on their way. */
export function loadMyReviews(): Promise<void> {
  loading ??= import('./reviews-api.ts')
    .then(({ fetchMyReviews }) => fetchMyReviews())
    .then((reviews) => {
      $myReviews.set({
        state: 'ready',
        byProduct: new Map(reviews.map((review) => [review.productId, review])),
      });
    })
    .catch((error: unknown) => {
      loading = undefined;
      $myReviews.set({ state: 'error', message: describeApiError(error) });
    });
  return loading;
}

/** Keeps a review the API accepted, so its line shows its state at once. */
export function keepReview(review: OwnReview): void {
  const current = $myReviews.get();
  const byProduct = new Map(current.state === 'ready' ? current.byProduct : []);
  byProduct.set(review.productId, review);
  $myReviews.set({ state: 'ready', byProduct });
}
