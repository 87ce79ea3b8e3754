/**
 * Rich text sanitized while a page is prerendered (product descriptions written in the back
 * office): the same DOMPurify allow-list as in the browser (sanitize-html.ts), on a server-side
 * DOM (jsdom, the standards-faithful one DOMPurify is tested against). Build-time only: never
 * imported by browser code.
 */
import { JSDOM } from 'jsdom';
import { sanitizeHtmlIn } from './sanitize-html.ts';
import type { SanitizeOptions } from './sanitize-html.ts';

let view: (Window & typeof globalThis) | undefined;

function serverWindow(): Window & typeof globalThis {
  view ??= new JSDOM('').window as unknown as Window & typeof globalThis;
  return view;
}

export function sanitizeHtmlOnServer(html: string, options: SanitizeOptions = {}): string {
  return sanitizeHtmlIn(serverWindow(), html, options);
}

/** The text of rich text, for meta descriptions and structured data. */
export function textOfHtml(html: string): string {
  const fragment = JSDOM.fragment(sanitizeHtmlOnServer(html));
  return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
}
