/**
 * Rich text from the API, shown: ALWAYS through `sanitizeHtml` (DOMPurify with the editor's
 * allow-list), the only door to `dangerouslySetInnerHTML` in the shop. Styled like the editor
 * (sizes, fonts, alignment, Quill 2's flat lists with their indent levels).
 */
import { useMemo } from 'react';
import { sanitizeHtml } from '~/lib/sanitize-html';
import type { SanitizeOptions } from '~/lib/sanitize-html';
import styles from './RichTextContent.module.css';

export interface RichTextContentProps {
  readonly html: string;
  /** The level the content's own `h1` takes, to nest under the page's headings. */
  readonly headingLevel?: SanitizeOptions['headingLevel'];
  readonly className?: string;
}

export function RichTextContent({ html, headingLevel = 3, className }: RichTextContentProps) {
  const safe = useMemo(() => sanitizeHtml(html, { headingLevel }), [html, headingLevel]);
  return (
    <div
      className={className ? `${styles.content} ${className}` : styles.content}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
