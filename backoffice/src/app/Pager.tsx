/** `Página anterior` / `Próxima página` under a staff list. */
interface PagerProps {
  /** What the pages are of, for the navigation's name (`Páginas de tickets`). */
  readonly label: string;
  readonly page: number;
  readonly totalPages: number;
  readonly onPage: (page: number) => void;
}

export function Pager({ label, page, totalPages, onPage }: PagerProps) {
  return (
    <nav className="bo-pages" aria-label={label}>
      <button
        type="button"
        className="button button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Página anterior
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Próxima página
      </button>
    </nav>
  );
}
