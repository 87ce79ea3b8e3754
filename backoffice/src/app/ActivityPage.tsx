/**
 * `/atividades` (admins): the activity log, newest first, filtered by person, subject and words;
 * read-only (the table itself refuses changes). The filters live in the address, so Back
 * returns to the same list.
 */
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { graphql, problemText } from '../lib/api';
import { ListStatus } from './ListStatus';
import { formatDateTime } from '../lib/format';
import { PageButtons } from './PageButtons';
import { StaffShell } from './StaffShell';
import { pageFromAddress, useListing } from './use-listing';
import type { Listing } from './use-listing';

const SUBJECTS = [
  { value: '', label: 'Todos' },
  { value: 'PRODUCT', label: 'Produtos' },
  { value: 'IMPORT', label: 'Planilhas' },
  { value: 'CONTENT', label: 'Conteúdo' },
  { value: 'STAFF', label: 'Equipe' },
  { value: 'REQUEST', label: 'Pedidos' },
  { value: 'TICKET', label: 'Atendimento' },
  { value: 'REVIEW', label: 'Avaliações' },
];

interface Entry {
  id: string;
  at: number;
  staffName: string;
  subjectType: string;
  subjectId: string;
  summary: string;
}

interface Query {
  staffId: string;
  subjectType: string;
  search: string;
  page: number;
}

const ACTIVITY_LOG = `
  query ($filter: ActivityFilter, $page: Int) {
    activityLog(filter: $filter, page: $page) {
      total
      page
      totalPages
      items {
        id
        at
        staffName
        subjectType
        subjectId
        summary
      }
    }
  }
`;

function fromAddress(params: URLSearchParams): Query {
  const subjectType = params.get('assunto') ?? '';
  return {
    staffId: params.get('pessoa') ?? '',
    subjectType: SUBJECTS.some((subject) => subject.value === subjectType) ? subjectType : '',
    search: params.get('busca') ?? '',
    page: pageFromAddress(params),
  };
}

function toAddress(query: Query): URLSearchParams {
  const params = new URLSearchParams();
  if (query.staffId) params.set('pessoa', query.staffId);
  if (query.subjectType) params.set('assunto', query.subjectType);
  if (query.search) params.set('busca', query.search);
  return params;
}

async function load(query: Query): Promise<Listing<Entry>> {
  const data = await graphql<{ activityLog: Listing<Entry> }>(ACTIVITY_LOG, {
    page: query.page,
    filter: {
      staffId: query.staffId || null,
      subjectType: query.subjectType || null,
      search: query.search || null,
    },
  });
  return data.activityLog;
}

function Activity() {
  const [people, setPeople] = useState<{ id: string; name: string }[]>([]);
  const [peopleProblem, setPeopleProblem] = useState('');
  const { query, go, listing: result, problem, busy } = useListing(fromAddress, toAddress, load);
  const [typed, setTyped] = useState(query.search);

  useEffect(() => {
    graphql<{ staffMembers: { id: string; name: string }[] }>(
      'query { staffMembers { id name } }',
    ).then(
      (data) => setPeople(data.staffMembers),
      (error: unknown) => setPeopleProblem(problemText(error)),
    );
  }, []);

  function search(event: FormEvent) {
    event.preventDefault();
    go({ ...query, search: typed.trim(), page: 1 });
  }

  return (
    <>
      <form className="bo-filters" role="search" onSubmit={search}>
        <div className="field">
          <label htmlFor="pessoa">Pessoa</label>
          <select
            id="pessoa"
            value={query.staffId}
            onChange={(e) => go({ ...query, staffId: e.target.value, page: 1 })}
          >
            <option value="">Todas</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="assunto">Assunto</label>
          <select
            id="assunto"
            value={query.subjectType}
            onChange={(e) => go({ ...query, subjectType: e.target.value, page: 1 })}
          >
            {SUBJECTS.map((subject) => (
              <option key={subject.value} value={subject.value}>
                {subject.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="busca-atividades">Buscar no registro</label>
          <input
            id="busca-atividades"
            type="search"
            maxLength={100}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <button type="submit" className="button button--secondary">
          Buscar
        </button>
      </form>
      {peopleProblem && (
        <p role="alert" className="alert">
          {peopleProblem}
        </p>
      )}
      <ListStatus
        listing={result}
        problem={problem}
        busy={busy}
        noun="registro(s)"
        loading="Carregando…"
      />
      {result && result.items.length > 0 && (
        <div
          className="bo-table"
          role="region"
          aria-label="Registro de atividades"
          aria-busy={busy}
          tabIndex={0}
        >
          <table>
            <thead>
              <tr>
                <th scope="col">Quando</th>
                <th scope="col">Quem</th>
                <th scope="col">O quê</th>
              </tr>
            </thead>
            <tbody>
              {result.items.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.at)}</td>
                  <td>{entry.staffName}</td>
                  <td>{entry.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result && (
        <PageButtons
          label="Páginas do registro"
          page={result.page}
          totalPages={result.totalPages}
          busy={busy}
          onPage={(page) => go({ ...query, page })}
        />
      )}
    </>
  );
}

export default function ActivityPage() {
  return (
    <StaffShell permission="ACTIVITY" current="/atividades" title="Registro de atividades">
      {() => <Activity />}
    </StaffShell>
  );
}
