/**
 * The review form's rules in the browser: the same bounds the API keeps, checked before sending
 * so a slip is said at once, in pt-BR, next to its field; and the words for a review's state.
 */
import type { ReviewStatus } from '~/lib/graphql/generated/graphql';

export const TITLE_MAX = 100;
export const BODY_MAX = 2000;
const TITLE_MIN = 3;
const BODY_MIN = 10;

export type ReviewField = 'rating' | 'title' | 'body';

export interface ReviewDraft {
  readonly rating: number | null;
  readonly title: string;
  readonly body: string;
}

/** The problems of `draft`, by field; empty when it may be sent. */
export function reviewProblems(draft: ReviewDraft): Partial<Record<ReviewField, string>> {
  const problems: Partial<Record<ReviewField, string>> = {};
  if (draft.rating === null) problems.rating = 'Escolha uma nota de 1 a 5 estrelas.';
  const title = draft.title.trim().length;
  if (title < TITLE_MIN || title > TITLE_MAX) {
    problems.title = `O título deve ter de ${TITLE_MIN} a ${TITLE_MAX} caracteres.`;
  }
  const body = draft.body.trim().length;
  if (body < BODY_MIN || body > BODY_MAX) {
    problems.body = `O comentário deve ter de ${BODY_MIN} a ${BODY_MAX.toLocaleString('pt-BR')} caracteres.`;
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
