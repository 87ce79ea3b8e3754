/**
 * The review form's rules in the browser: the API's own checks (contract/validation.ts), made
 * before sending so a slip is said at once, in pt-BR, next to its field; and the words for a
 * review's state.
 */
import { checkRating, checkReviewBody, checkReviewTitle } from '../../../contract/validation.ts';
import type { ReviewStatus } from '~/lib/graphql/generated/graphql';

export type ReviewField = 'rating' | 'title' | 'body';

export interface ReviewDraft {
  readonly rating: number | null;
  readonly title: string;
  readonly body: string;
}

/** The problems of `draft`, by field; empty when it may be sent. */
export function reviewProblems(draft: ReviewDraft): Partial<Record<ReviewField, string>> {
  const outcomes = {
    rating: checkRating(draft.rating),
    title: checkReviewTitle(draft.title),
    body: checkReviewBody(draft.body),
  };
  const problems: Partial<Record<ReviewField, string>> = {};
  for (const field of ['rating', 'title', 'body'] as const) {
    const outcome = outcomes[field];
    if (!outcome.ok) problems[field] = outcome.message;
  }
  return problems;
}

/** `1 estrela`, `4 estrelas`. */
export function starsLabel(stars: number): string {
  return stars === 1 ? '1 estrela' : `${stars} estrelas`;
}

const STATUS_LABELS: Readonly<Record<ReviewStatus, string>> = {
  PENDING: 'Aguardando aprovação',
  APPROVED: 'Publicada',
  REJECTED: 'Não aprovada',
};

const STATUS_TONES: Readonly<Record<ReviewStatus, string>> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

export function reviewStatusLabel(status: ReviewStatus): string {
  return STATUS_LABELS[status];
}

export function reviewStatusBadge(status: ReviewStatus): string {
  return `badge badge--${STATUS_TONES[status]}`;
}

export const REVIEW_SENT = 'Avaliação enviada. Ela aparece na loja depois de aprovada.';
