/**
 * A review as the customer wrote it, checked and tidied: 1 to 5 whole stars, a one-line title and
 * a plain-text comment, each within its bounds, with every problem named in pt-BR at once. The
 * text is kept as plain text (it is always shown escaped, never as HTML).
 */
import { validated } from '../../core/validation.ts';
import { checkRating, checkReviewBody, checkReviewTitle } from '../../../contract/validation.ts';

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

/** The tidied review; BAD_USER_INPUT naming every problem when it is refused. */
export function checkReview(input: ReviewText): ReviewText {
  return validated({
    rating: checkRating(input.rating),
    title: checkReviewTitle(plain(input.title)),
    body: checkReviewBody(plain(input.body)),
  });
}
