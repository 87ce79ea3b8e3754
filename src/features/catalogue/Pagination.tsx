import type { MouseEvent } from 'react';
import { paginationItems } from './list-pages.ts';
import styles from './Pagination.module.css';

interface Props {
  current: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  /** In the filter island: take over plain clicks (the links still work in a new tab). */
  onNavigate?: (page: number) => void;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Real links to every listed page, so paging works without JavaScript. */
export default function Pagination({ current, totalPages, hrefFor, onNavigate }: Props) {
  if (totalPages <= 1) return null;
  const linkTo = (page: number) => ({
    href: hrefFor(page),
    onClick: onNavigate
      ? (event: MouseEvent) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onNavigate(page);
        }
      : undefined,
  });
  return (
    <nav className={styles.pagination} aria-label="Paginação">
      <ul>
        {current > 1 && (
          <li>
            <a {...linkTo(current - 1)} rel="prev" className={styles.step}>
              <span aria-hidden="true">‹ </span>Anterior
            </a>
          </li>
        )}
        {paginationItems(current, totalPages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                {...linkTo(item)}
                aria-label={`Página ${item}`}
                aria-current={item === current ? 'page' : undefined}
              >
                {item}
              </a>
            </li>
          ),
        )}
        {current < totalPages && (
          <li>
            <a {...linkTo(current + 1)} rel="next" className={styles.step}>
              Próxima<span aria-hidden="true"> ›</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
