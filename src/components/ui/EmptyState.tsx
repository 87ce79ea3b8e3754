import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** What is missing, e.g. `Nenhum produto encontrado`. */
  title: string;
  /** Why, and what the shopper can do about it. */
  children?: ReactNode;
  /** A way forward, e.g. `<a class="button" href="/produtos">Ver todos os produtos</a>`. */
  action?: ReactNode;
  /** Heading level that fits the page outline (default 2). */
  headingLevel?: 2 | 3;
}

/**
 * The "nothing here" block (.empty-state in global.css). Plain markup: use it in React
 * islands, or from .astro pages without a client directive (then it ships no JavaScript).
 */
export function EmptyState({ title, children, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="empty-state">
      <svg
        className="empty-state__icon"
        viewBox="0 0 48 48"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 16l18-9 18 9v17l-18 9-18-9z" />
        <path d="M6 16l18 9 18-9M24 25v17" />
      </svg>
      <Heading className="empty-state__title">{title}</Heading>
      {children && <div className="empty-state__text">{children}</div>}
      {action}
    </div>
  );
}
