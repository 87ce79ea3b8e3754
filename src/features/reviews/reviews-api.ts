/** The painel's review operations, with the customer's token. */
import { api } from '~/lib/api/api';
import { MyReviewsDocument, ReviewProductDocument } from '~/lib/graphql/generated/graphql';
import type { MyReviewsQuery, ReviewInput } from '~/lib/graphql/generated/graphql';

export type OwnReview = MyReviewsQuery['myReviews'][number];

export async function fetchMyReviews(): Promise<OwnReview[]> {
  const { myReviews } = await api.request(MyReviewsDocument, undefined, { auth: true });
  return myReviews;
}

export async function sendReview(input: ReviewInput): Promise<OwnReview> {
  const { reviewProduct } = await api.request(ReviewProductDocument, { input }, { auth: true });
  return reviewProduct;
}
