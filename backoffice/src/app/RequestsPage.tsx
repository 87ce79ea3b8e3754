/**
 * `/pedidos` (support and admin): every customer's pedidos, newest first, filtered by status
 * and found by number, CPF or e-mail; the filters live in the address.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  paymentMethodLabel,
  requestStatusBadge,
  requestStatusLabel,
} from '~/features/requests/request-view';
import { requestPagePath } from '../../../contract/backoffice-links';
import { graphql } from '../lib/api';
import { StaffRequestsDocument } from '../lib/graphql/generated/graphql';
import type { RequestStatus, StaffRequestsQuery } from '../lib/graphql/generated/graphql';
import { REQUEST_MOVES, filterStatus } from '../lib/desk';
import { formatDateTime, formatMoney } from '../lib/format';
import { ListStatus } from './ListStatus';
import { PageButtons } from './PageButtons';
import { StaffShell } from './StaffShell';
import { pageFromAddress, useListing } from './use-listing';
import type { Listing } from './use-listing';
import { TableRegion } from './TableRegion';

type Row = StaffRequestsQuery['staffRequests']['items'][number];

interface Query {
  status: RequestStatus | '';
  search: string;
  page: number;
}

function fromAddress(params: URLSearchParams): Query {
  return {
    status: filterStatus(REQUEST_MOVES, params.get('situacao')),
    search: (params.get('busca') ?? '').slice(0, 100),
    page: pageFromAddress(params),
  };
}

function toAddress(query: Query): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status) params.set('situacao', query.status);
  if (query.search) params.set('busca', query.search);
  return params;
}

async function load(query: Query): Promise<Listing<Row>> {
  const data = await graphql(StaffRequestsDocument, {
    status: query.status || null,
    search: query.search || null,
    page: query.page,
  });
  return data.staffRequests;
}

function Requests() {
  const { query, go, listing, problem, busy } = useListing(fromAddress, toAddress, load);
  const [typed, setTyped] = useState(query.search);

  function search(event: FormEvent) {
    event.preventDefault();
    go({ ...query, search: typed.trim(), page: 1 });
  }

  return (
    <>
      <form className="bo-filters" role="search" onSubmit={search}>
        <div className="field">
          <label htmlFor="busca-pedidos">Buscar pedidos</label>
          <input
            id="busca-pedidos"
            type="search"
            value={typed}
            maxLength={100}
            placeholder="Número, CPF ou e-mail"
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="situacao-pedido">Situação</label>
          <select
            id="situacao-pedido"
            value={query.status}
            onChange={(event) =>
              go({ ...query, status: filterStatus(REQUEST_MOVES, event.target.value), page: 1 })
            }
          >
            <option value="">Todas</option>
            {(Object.keys(REQUEST_MOVES) as RequestStatus[]).map((status) => (
              <option key={status} value={status}>
                {requestStatusLabel(status)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--secondary">
          Buscar
        </button>
      </form>
      <ListStatus
        listing={listing}
        problem={problem}
        busy={busy}
        noun="pedido(s)"
        loading="Carregando pedidos…"
      />
      {listing && listing.items.length > 0 && (
        <TableRegion
          label="Pedidos"
          busy={busy}
          columns={['Pedido', 'Cliente', 'Situação', 'Pagamento', 'Total', 'Data']}
        >
          {listing.items.map((row) => (
            <tr key={row.id}>
              <td>
                <a href={requestPagePath(row.id)}>{row.number}</a>
              </td>
              <td>{row.buyer?.name ?? 'Cliente removido'}</td>
              <td>
                <span className={requestStatusBadge(row.status)}>
                  {requestStatusLabel(row.status)}
                </span>
              </td>
              <td>{paymentMethodLabel(row.paymentMethod)}</td>
              <td>{formatMoney(row.total)}</td>
              <td>{formatDateTime(row.created_at)}</td>
            </tr>
          ))}
        </TableRegion>
      )}
      {listing && (
        <PageButtons
          label="Páginas de pedidos"
          page={listing.page}
          totalPages={listing.totalPages}
          busy={busy}
          onPage={(page) => go({ ...query, page })}
        />
      )}
    </>
  );
}

export default function RequestsPage() {
  return (
    <StaffShell permission="PEDIDOS" current="/pedidos" title="Pedidos">
      {() => <Requests />}
    </StaffShell>
  );
}
