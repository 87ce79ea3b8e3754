/**
 * What the API accepts as rich text (SDL: `addTicketComment`, `OpenTicketInput.description`, a
 * product's description): at most RICH_TEXT_MAX_LENGTH characters of HTML that show some text
 * or media. The API checks it; the forms check it before sending, so the writer hears it at once.
 */
import { RICH_TEXT_MAX_LENGTH } from './limits.ts';

/** Whether the HTML shows nothing: no text but spaces, no image, no video. */
export function isBlankRichText(html: string): boolean {
  if (/<(?:img|iframe)\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .trim();
  return text.length === 0;
}

/** `20.000`: lengths as people read them in pt-BR. */
export function formatCount(count: number): string {
  return count.toLocaleString('pt-BR');
}

/** The problem of a rich text the API would refuse, in pt-BR, or undefined. */
export function richTextProblem(html: string, emptyMessage: string): string | undefined {
  if (isBlankRichText(html)) return emptyMessage;
  if (html.length > RICH_TEXT_MAX_LENGTH) {
    return `O texto pode ter no máximo ${formatCount(RICH_TEXT_MAX_LENGTH)} caracteres, incluindo a formatação (agora tem ${formatCount(html.length)}).`;
  }
  return undefined;
}
