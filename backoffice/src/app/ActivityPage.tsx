/**
 * `/atividades` (admins): the activity log, newest first, filtered by person, subject and words;
 * read-only (the table itself refuses changes).
 */
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { graphql, problemText } from '../lib/api';
import { ListStatus } from './ListStatus';
import { formatDateTime } from '../lib/format';
import { PageButtons } from './PageButtons';
import { StaffShell } from './StaffShell';

const SUBJECTS = [
  { value: '', label: 'Todos' },
  { value: 'PRODUCT', label: 'Produtos' },
  { value: 'IMPORT', label: 'Planilhas' },
  { value: 'CONTENT', label: 'Conteúdo' },
  { value: 'STAFF', label: 'Equipe' },
  { value: 'REQUEST', label: 'Pedidos' },
  { value: 'TICKET', label: 'Atendimento' },
];

interface Entry {
  id: string;
  at: number;
  staffName: string;
  subjectType: string;
  subjectId: string;
  summary: string;
}

interface Page {
  items: Entry[];
  total: number;
  page: number;
  totalPages: number;
}

function Activity() {
  const [people, setPeople] = useState<{ id: string; name: string }[]>([]);
  const [filter, setFilter] = useState({ staffId: '', subjectType: '', search: '' });
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<Page | null>(null);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    graphql<{ staffMembers: { id: string; name: string }[] }>(
      'query { staffMembers { id name } }',
    ).then(
      (data) => setPeople(data.staffMembers),
      (error: unknown) => setProblem(problemText(error)),
    );
  }, []);

  useEffect(() => {
    graphql<{ activityLog: Page }>(
      `
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
      `,
      {
        page,
        filter: {
          staffId: filter.staffId || null,
          subjectType: filter.subjectType || null,
          search: filter.search || null,
        },
      },
    ).then(
      (data) => {
        setResult(data.activityLog);
        setProblem('');
      },
      (error: unknown) => setProblem(problemText(error)),
    );
  }, [filter, page]);

  function search(event: FormEvent) {
    event.preventDefault();
    setPage(1);
    setFilter({ ...filter, search: typed.trim() });
  }

  return (
    <>
      <form className="bo-filters" role="search" onSubmit={search}>
        <div className="field">
          <label htmlFor="pessoa">Pessoa</label>
          <select
            id="pessoa"
            value={filter.staffId}
            onChange={(e) => (setPage(1), setFilter({ ...filter, staffId: e.target.value }))}
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
            value={filter.subjectType}
            onChange={(e) => (setPage(1), setFilter({ ...filter, subjectType: e.target.value }))}
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
      <ListStatus listing={result} problem={problem} noun="registro(s)" loading="Carregando…" />
      {result && result.items.length > 0 && (
        <div className="bo-table" role="region" aria-label="Registro de atividades" tabIndex={0}>
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
          page={page}
          totalPages={result.totalPages}
          onPage={setPage}
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
