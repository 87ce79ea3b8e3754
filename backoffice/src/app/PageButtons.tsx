/** The previous and next page buttons under a paged list of the back office. */
export function PageButtons({
  label,
  page,
  totalPages,
  onPage,
}: {
  /** The navigation's accessible name. */
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
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
