/**
 * `/atividades` (admins): the activity log, newest first, filtered by person, subject (logins
 * and lookups of customers' data among them) and words;
 * read-only (the table itself refuses changes). The filters live in the address, so Back
 * returns to the same list.
 */
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { graphql, problemText } from '../lib/api';
import { ActivityLogDocument, StaffNamesDocument } from '../lib/graphql/generated/graphql';
import type {
  ActivityLogQuery,
  ActivitySubject,
  StaffNamesQuery,
} from '../lib/graphql/generated/graphql';
import { ListStatus } from './ListStatus';
import { formatDateTime } from '../lib/format';
import { PageButtons } from './PageButtons';
import { StaffShell } from './StaffShell';
import { pageFromAddress, useListing } from './use-listing';
import type { Listing } from './use-listing';
import { TableRegion } from './TableRegion';

const SUBJECTS: readonly { value: ActivitySubject | ''; label: string }[] = [
  { value: '', label: 'Todos' },
  { value: 'PRODUCT', label: 'Produtos' },
  { value: 'IMPORT', label: 'Planilhas' },
  { value: 'CONTENT', label: 'Conteúdo' },
  { value: 'STAFF', label: 'Equipe' },
  { value: 'REQUEST', label: 'Pedidos' },
  { value: 'TICKET', label: 'Atendimento' },
  { value: 'REVIEW', label: 'Avaliações' },
  { value: 'MESSAGE', label: 'E-mails' },
  { value: 'LOGIN', label: 'Entradas no back office' },
  { value: 'CUSTOMER', label: 'Consultas a dados de clientes' },
];

type Entry = ActivityLogQuery['activityLog']['items'][number];

interface Query {
  staffId: string;
  subjectType: ActivitySubject | '';
  search: string;
  page: number;
}

/** The subject an option's (or the address's) value names; every subject for any other value. */
function subjectOf(value: string | null): Query['subjectType'] {
  return SUBJECTS.find((subject) => subject.value === value)?.value ?? '';
}

function fromAddress(params: URLSearchParams): Query {
  return {
    staffId: params.get('pessoa') ?? '',
    subjectType: subjectOf(params.get('assunto')),
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
  const data = await graphql(ActivityLogDocument, {
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
  const [people, setPeople] = useState<StaffNamesQuery['staffMembers']>([]);
  const [peopleProblem, setPeopleProblem] = useState('');
  const { query, go, listing: result, problem, busy } = useListing(fromAddress, toAddress, load);
  const [typed, setTyped] = useState(query.search);

  useEffect(() => {
    graphql(StaffNamesDocument).then(
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
            onChange={(e) => go({ ...query, subjectType: subjectOf(e.target.value), page: 1 })}
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
        <TableRegion
          label="Registro de atividades"
          busy={busy}
          columns={['Quando', 'Quem', 'O quê']}
        >
          {result.items.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDateTime(entry.at)}</td>
              <td>{entry.staffName}</td>
              <td>{entry.summary}</td>
            </tr>
          ))}
        </TableRegion>
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
