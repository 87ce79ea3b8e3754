/** The previous and next page buttons under a paged list of the back office. */
export function PageButtons({
  label,
  page,
  totalPages,
  busy,
  onPage,
}: {
  /** The navigation's accessible name. */
  label: string;
  page: number;
  totalPages: number;
  /** Another page is loading: paging on from the one still shown would skip a page. */
  busy: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <nav className="bo-pages" aria-label={label}>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Página anterior
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy || page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Próxima página
      </button>
    </nav>
  );
}
