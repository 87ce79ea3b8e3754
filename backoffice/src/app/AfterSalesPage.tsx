/**
 * `/devolucoes` (support and admin): customers' cancellations, withdrawals and returns. The
 * open ones come oldest first, each with the deadline to answer it (`Responder até DD/MM`,
 * `Atrasado` once past); the closed ones newest first. The choice lives in the address.
 */
import { afterSalePagePath, requestPagePath } from '../../../contract/backoffice-links';
import { graphql } from '../lib/api';
import { StaffAfterSalesDocument } from '../lib/graphql/generated/graphql';
import type { StaffAfterSalesQuery } from '../lib/graphql/generated/graphql';
import { afterSaleBadge } from '../lib/after-sale-desk';
import { formatDateTime, formatDayMonth } from '../lib/format';
import { ListStatus } from './ListStatus';
import { PageButtons } from './PageButtons';
import { StaffShell } from './StaffShell';
import { pageFromAddress, useListing } from './use-listing';
import type { Listing } from './use-listing';
import { TableRegion } from './TableRegion';

type Row = StaffAfterSalesQuery['staffAfterSales']['items'][number];

interface Query {
  closed: boolean;
  page: number;
}

function fromAddress(params: URLSearchParams): Query {
  return { closed: params.get('situacao') === 'encerradas', page: pageFromAddress(params) };
}

function toAddress(query: Query): URLSearchParams {
  const params = new URLSearchParams();
  if (query.closed) params.set('situacao', 'encerradas');
  return params;
}

async function load(query: Query): Promise<Listing<Row>> {
  const data = await graphql(StaffAfterSalesDocument, { open: !query.closed, page: query.page });
  return data.staffAfterSales;
}

function Deadline({ row }: { readonly row: Row }) {
  if (row.answerBy == null) return <span className="bo-muted">—</span>;
  return (
    <>
      Responder até {formatDayMonth(row.answerBy)}
      {row.answerLate && <span className="badge badge--danger"> Atrasado</span>}
    </>
  );
}

function AfterSales() {
  const { query, go, listing, problem, busy } = useListing(fromAddress, toAddress, load);
  return (
    <>
      <div className="bo-filters">
        <div className="field">
          <label htmlFor="situacao-devolucoes">Situação</label>
          <select
            id="situacao-devolucoes"
            value={query.closed ? 'encerradas' : 'abertas'}
            onChange={(event) => go({ closed: event.target.value === 'encerradas', page: 1 })}
          >
            <option value="abertas">Em andamento</option>
            <option value="encerradas">Encerradas</option>
          </select>
        </div>
      </div>
      <ListStatus
        listing={listing}
        problem={problem}
        busy={busy}
        noun="solicitação(ões)"
        loading="Carregando solicitações…"
      />
      {listing && listing.items.length > 0 && (
        <TableRegion
          label="Solicitações"
          busy={busy}
          columns={['Protocolo', 'Tipo', 'Pedido', 'Situação', 'Prazo', 'Aberta em']}
        >
          {listing.items.map((row) => (
            <tr key={row.id}>
              <td>
                <a href={afterSalePagePath(row.id)}>{row.number}</a>
              </td>
              <td>{row.kindLabel}</td>
              <td>
                <a href={requestPagePath(row.requestId)}>{row.requestNumber}</a>
              </td>
              <td>
                <span className={afterSaleBadge(row.status)}>{row.statusLabel}</span>
              </td>
              <td>
                <Deadline row={row} />
              </td>
              <td>{formatDateTime(row.created_at)}</td>
            </tr>
          ))}
        </TableRegion>
      )}
      {listing && (
        <PageButtons
          label="Páginas de solicitações"
          page={listing.page}
          totalPages={listing.totalPages}
          busy={busy}
          onPage={(page) => go({ ...query, page })}
        />
      )}
    </>
  );
}

export default function AfterSalesPage() {
  return (
    <StaffShell permission="PEDIDOS" current="/devolucoes" title="Devoluções">
      {() => <AfterSales />}
    </StaffShell>
  );
}
