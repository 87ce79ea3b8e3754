/**
 * A review as the customer wrote it, checked and tidied: 1 to 5 whole stars, a one-line title and
 * a plain-text comment, each within its bounds, with every problem named in pt-BR at once. The
 * text is kept as plain text (it is always shown escaped, never as HTML).
 */
import type { Issue } from '../../core/errors.ts';

export const TITLE_MIN = 3;
export const TITLE_MAX = 100;
export const BODY_MIN = 10;
export const BODY_MAX = 2000;

export interface ReviewText {
  readonly rating: number;
  readonly title: string;
  readonly body: string;
}

/** Control characters other than line breaks: nothing a person types. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/g;

function plain(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
}

/** The tidied review, or the issues that refuse it. */
export function checkReview(input: ReviewText): { review: ReviewText; issues: Issue[] } {
  const title = plain(input.title).replace(/\s+/g, ' ');
  const body = plain(input.body).replace(/\n{3,}/g, '\n\n');
  const issues: Issue[] = [];
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) {
    issues.push({ field: 'rating', message: 'Escolha uma nota de 1 a 5 estrelas.' });
  }
  if (title.length < TITLE_MIN || title.length > TITLE_MAX) {
    issues.push({
      field: 'title',
      message: `O título deve ter de ${TITLE_MIN} a ${TITLE_MAX} caracteres.`,
    });
  }
  if (body.length < BODY_MIN || body.length > BODY_MAX) {
    issues.push({
      field: 'body',
      message: `O comentário deve ter de ${BODY_MIN} a ${BODY_MAX.toLocaleString('pt-BR')} caracteres.`,
    });
  }
  return { review: { rating: input.rating, title, body }, issues };
}
