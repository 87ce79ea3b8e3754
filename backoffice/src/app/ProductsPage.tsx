/**
 * `/produtos`: every product, published or not (`Buscar produtos`, the status filter `Situação`,
 * pages of 25 at any catalogue size), with links to each product's form, `Novo produto` and
 * `Importar planilha`. The search and the filter live in the address, so a list can be shared
 * and survives a reload.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { graphql } from '../lib/api';
import { BackofficeProductsDocument } from '../lib/graphql/generated/graphql';
import type { BackofficeProductsQuery, WorkspaceStatus } from '../lib/graphql/generated/graphql';
import { ListStatus } from './ListStatus';
import { formatDateTime, formatMoney } from '../lib/format';
import { PageButtons } from './PageButtons';
import { StaffShell } from './StaffShell';
import { pageFromAddress, useListing } from './use-listing';
import type { Listing } from './use-listing';
import { TableRegion } from './TableRegion';

type Row = BackofficeProductsQuery['backofficeProducts']['items'][number];

interface Query {
  search: string;
  status: WorkspaceStatus | '';
  page: number;
}

export const STATUS_OPTIONS = [
  { value: '', label: 'Todas' },
  { value: 'PUBLISHED', label: 'Publicado' },
  { value: 'DRAFT', label: 'Rascunho' },
  { value: 'SCHEDULED', label: 'Agendado' },
  { value: 'UNPUBLISHED', label: 'Fora da loja' },
] as const;

/** The status filter an option's (or the address's) value names; none for any other value. */
function statusOf(value: string | null): Query['status'] {
  return STATUS_OPTIONS.find((option) => option.value === value)?.value ?? '';
}

function fromAddress(params: URLSearchParams): Query {
  return {
    search: params.get('busca') ?? '',
    status: statusOf(params.get('situacao')),
    page: pageFromAddress(params),
  };
}

function toAddress(query: Query): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('busca', query.search);
  if (query.status) params.set('situacao', query.status);
  return params;
}

async function load(query: Query): Promise<Listing<Row>> {
  const data = await graphql(BackofficeProductsDocument, {
    search: query.search || null,
    status: query.status || null,
    page: query.page,
  });
  return data.backofficeProducts;
}

function Badges({ row }: { row: Row }) {
  return (
    <span className="bo-badges">
      <span className={`badge ${row.published ? 'badge--success' : 'badge--danger'}`}>
        {row.published ? 'Publicado' : 'Fora da loja'}
      </span>
      {row.hasDraft && <span className="badge badge--warning">Rascunho</span>}
      {row.schedule && (
        <span className="badge badge--info">
          {row.schedule.action === 'PUBLISH' ? 'Publica' : 'Sai'} em{' '}
          {formatDateTime(row.schedule.at)}
        </span>
      )}
    </span>
  );
}

function ProductList() {
  const { query, go, listing, problem, busy } = useListing(fromAddress, toAddress, load);
  const [typed, setTyped] = useState(query.search);

  function search(event: FormEvent) {
    event.preventDefault();
    go({ ...query, search: typed.trim(), page: 1 });
  }

  return (
    <>
      <div className="bo-toolbar">
        <a className="button" href="/produtos/editar">
          Novo produto
        </a>
        <a className="button button--secondary" href="/importar">
          Importar planilha
        </a>
      </div>
      <form className="bo-filters" role="search" onSubmit={search}>
        <div className="field">
          <label htmlFor="busca">Buscar produtos</label>
          <input
            id="busca"
            type="search"
            value={typed}
            maxLength={100}
            placeholder="Nome, descrição ou código"
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="situacao">Situação</label>
          <select
            id="situacao"
            value={query.status}
            onChange={(event) => go({ ...query, status: statusOf(event.target.value), page: 1 })}
          >
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
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
        noun="produto(s)"
        loading="Carregando produtos…"
      />
      {listing && listing.items.length > 0 && (
        <TableRegion
          label="Produtos"
          busy={busy}
          columns={['Código', 'Nome', 'Preço', 'Estoque', 'Situação', 'Alterado em']}
        >
          {listing.items.map((row) => (
            <tr key={row.id}>
              <td>{row.id}</td>
              <td>
                <a href={`/produtos/editar?id=${row.id}`}>{row.name}</a>
              </td>
              <td>{formatMoney(row.price)}</td>
              <td>{row.quantity}</td>
              <td>
                <Badges row={row} />
              </td>
              <td>{formatDateTime(row.updatedAt)}</td>
            </tr>
          ))}
        </TableRegion>
      )}
      {listing && (
        <PageButtons
          label="Páginas da lista"
          page={listing.page}
          totalPages={listing.totalPages}
          busy={busy}
          onPage={(page) => go({ ...query, page })}
        />
      )}
    </>
  );
}

export default function ProductsPage() {
  return (
    <StaffShell permission="CATALOGUE" current="/produtos" title="Produtos">
      {() => <ProductList />}
    </StaffShell>
  );
}
