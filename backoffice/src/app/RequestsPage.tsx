/**
 * `/pedidos` (support and admin): every customer's pedidos, newest first, filtered by status
 * and found by number, CPF or e-mail; the filters live in the address.
 */
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import {
  paymentMethodLabel,
  requestStatusBadge,
  requestStatusLabel,
} from '~/features/requests/request-view';
import { graphql, problemText } from '../lib/api';
import type { RequestStatus } from '../lib/desk';
import { REQUEST_MOVES } from '../lib/desk';
import { formatDateTime, formatMoney } from '../lib/format';
import { Pager } from './Pager';
import { StaffShell } from './StaffShell';

interface Row {
  id: string;
  number: string;
  status: RequestStatus;
  total: number;
  created_at: number;
  paymentMethod: 'PIX' | 'BOLETO';
  buyer: { name: string } | null;
}

interface Listing {
  items: Row[];
  total: number;
  page: number;
  totalPages: number;
}

interface Query {
  status: string;
  search: string;
  page: number;
}

const LIST = `
  query ($status: RequestStatus, $search: String, $page: Int) {
    staffRequests(status: $status, search: $search, page: $page) {
      total
      page
      totalPages
      items { id number status total created_at paymentMethod buyer { name } }
    }
  }
`;

function queryFromAddress(): Query {
  const params = new URLSearchParams(location.search);
  const status = params.get('situacao') ?? '';
  return {
    status: status in REQUEST_MOVES ? status : '',
    search: (params.get('busca') ?? '').slice(0, 100),
    page: Math.max(1, Number(params.get('pagina')) || 1),
  };
}

function Requests() {
  const [query, setQuery] = useState<Query>(queryFromAddress);
  const [typed, setTyped] = useState(query.search);
  const [listing, setListing] = useState<Listing | null>(null);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    let current = true;
    graphql<{ staffRequests: Listing }>(LIST, {
      status: query.status || null,
      search: query.search || null,
      page: query.page,
    }).then(
      (data) => {
        if (!current) return;
        setListing(data.staffRequests);
        setProblem('');
      },
      (error: unknown) => current && setProblem(problemText(error)),
    );
    return () => {
      current = false;
    };
  }, [query]);

  function go(next: Query) {
    const params = new URLSearchParams();
    if (next.status) params.set('situacao', next.status);
    if (next.search) params.set('busca', next.search);
    if (next.page > 1) params.set('pagina', String(next.page));
    history.replaceState(null, '', `${location.pathname}${params.size ? `?${params}` : ''}`);
    setQuery(next);
  }

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
            onChange={(event) => go({ ...query, status: event.target.value, page: 1 })}
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
      {problem && (
        <p role="alert" className="alert">
          {problem}
        </p>
      )}
      <p role="status" className="bo-muted">
        {listing
          ? `${listing.total} pedido(s). Página ${listing.page} de ${Math.max(1, listing.totalPages)}.`
          : 'Carregando pedidos…'}
      </p>
      {listing && listing.items.length > 0 && (
        <div className="bo-table" role="region" aria-label="Pedidos" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">Pedido</th>
                <th scope="col">Cliente</th>
                <th scope="col">Situação</th>
                <th scope="col">Pagamento</th>
                <th scope="col">Total</th>
                <th scope="col">Data</th>
              </tr>
            </thead>
            <tbody>
              {listing.items.map((row) => (
                <tr key={row.id}>
                  <td>
                    <a href={`/pedidos/pedido?id=${row.id}`}>{row.number}</a>
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
            </tbody>
          </table>
        </div>
      )}
      {listing && (
        <Pager
          label="Páginas de pedidos"
          page={listing.page}
          totalPages={listing.totalPages}
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
