/**
 * Under a staff list's filters: the problem, if loading failed, and how many were found, or
 * that the list is loading (also while another page or filter replaces the one on screen).
 */
import type { Listing } from './use-listing';

interface ListStatusProps {
  readonly listing: Listing<unknown> | null;
  readonly problem: string;
  readonly busy: boolean;
  /** `pedido(s)`, `ticket(s)`, `produto(s)`. */
  readonly noun: string;
  /** `Carregando pedidos…`. */
  readonly loading: string;
}

export function ListStatus({ listing, problem, busy, noun, loading }: ListStatusProps) {
  return (
    <>
      {problem && (
        <p role="alert" className="alert">
          {problem}
        </p>
      )}
      <p role="status" className="bo-muted">
        {listing && !busy
          ? `${listing.total.toLocaleString('pt-BR')} ${noun}. Página ${listing.page} de ${Math.max(1, listing.totalPages)}.`
          : loading}
      </p>
    </>
  );
}
