/**
 * `Avise-me` on the product form (editors and admins: the API checks the role): how many
 * shoppers wait for the product to be back, and its requests, newest first, 20 a page, with the
 * e-mail, when it was made and its state (`Aguardando`, `Avisado`, `Cancelado`). Reloaded when
 * the product changes, since publishing stock notifies the waiting ones.
 */
import { useEffect, useState } from 'react';
import { graphql, problemText } from '../lib/api';
import { ProductStockAlertsDocument } from '../lib/graphql/generated/graphql';
import type { ProductStockAlertsQuery, StockAlertState } from '../lib/graphql/generated/graphql';
import { formatDateTime } from '../lib/format';
import { PageButtons } from './PageButtons';
import { TableRegion } from './TableRegion';

type StockAlertPage = ProductStockAlertsQuery['productStockAlerts'];

const STATE_LABELS: Readonly<Record<StockAlertState, string>> = {
  WAITING: 'Aguardando',
  NOTIFIED: 'Avisado',
  CANCELLED: 'Cancelado',
};

const PAGE_SIZE = 20;

function waitingText(waiting: number): string {
  if (waiting === 0) return 'Ninguém aguardando aviso.';
  return waiting === 1
    ? '1 pedido de aviso aguardando.'
    : `${waiting.toLocaleString('pt-BR')} pedidos de aviso aguardando.`;
}

interface StockAlertsSectionProps {
  readonly productId: string;
  /** The product's revision: a new one (a publish, an edit) reloads the list. */
  readonly revision: number;
}

export function StockAlertsSection({ productId, revision }: StockAlertsSectionProps) {
  const [page, setPage] = useState(1);
  const [found, setFound] = useState<StockAlertPage | null>(null);
  const [problem, setProblem] = useState('');
  // What is on screen answers this; while another loads, the section is busy.
  const wanted = `${productId}:${page}:${revision}`;
  const [settled, setSettled] = useState<string | null>(null);
  const busy = settled !== wanted;

  useEffect(() => {
    let current = true;
    graphql(ProductStockAlertsDocument, {
      productId,
      page,
      pageSize: PAGE_SIZE,
    }).then(
      (data) => {
        if (!current) return;
        setFound(data.productStockAlerts);
        setProblem('');
        setSettled(wanted);
      },
      (error: unknown) => {
        if (!current) return;
        setProblem(problemText(error));
        setSettled(wanted);
      },
    );
    return () => {
      current = false;
    };
  }, [productId, page, wanted]);

  return (
    <section className="bo-section" aria-labelledby="avise-me" aria-busy={busy || undefined}>
      <h2 id="avise-me">Avise-me</h2>
      <div role="status">
        {found && <p>{waitingText(found.waiting)}</p>}
        {!found && busy && <p className="bo-muted">Carregando pedidos de aviso…</p>}
      </div>
      {problem && (
        <p className="alert" role="alert">
          {problem}
        </p>
      )}
      {found && found.items.length > 0 && (
        <TableRegion label="Pedidos de aviso" columns={['E-mail', 'Pedido em', 'Situação']}>
          {found.items.map((item) => (
            <tr key={item.id}>
              <td>{item.email}</td>
              <td>{formatDateTime(item.createdAt)}</td>
              <td>{STATE_LABELS[item.state]}</td>
            </tr>
          ))}
        </TableRegion>
      )}
      {found && found.totalPages > 1 && (
        <PageButtons
          label="Páginas dos pedidos de aviso"
          page={found.page}
          totalPages={found.totalPages}
          busy={busy}
          onPage={setPage}
        />
      )}
    </section>
  );
}
