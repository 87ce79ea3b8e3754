/**
 * `/atendimento` (support and admin): the tickets of every customer, those owing the customer a
 * reply first and the longest waiting first, filtered by status, by deadline (`Prazo`: the late
 * ones, those due today; the API filters) and `Atribuído a mim`; the filters live in the
 * address so Back returns to the same list, and the home links to the deadline filters.
 */
import { ticketPagePath } from '../../../contract/backoffice-links';
import { graphql } from '../lib/api';
import { SupportTicketsDocument } from '../lib/graphql/generated/graphql';
import type {
  SupportTicketsQuery,
  TicketDeadline,
  TicketStatus,
} from '../lib/graphql/generated/graphql';
import {
  TICKET_DEADLINE_LABELS,
  TICKET_STATUS_BADGES,
  TICKET_STATUS_LABELS,
  deadlineFromParam,
  deadlineParam,
  emptyQueueText,
  filterStatus,
} from '../lib/desk';
import { formatDateTime, formatDayMonth } from '../lib/format';
import { ListStatus } from './ListStatus';
import { PageButtons } from './PageButtons';
import { StaffShell } from './StaffShell';
import { pageFromAddress, useListing } from './use-listing';
import type { Listing } from './use-listing';
import { TableRegion } from './TableRegion';

type QueueTicket = SupportTicketsQuery['supportTickets']['items'][number];

interface Query {
  status: TicketStatus | '';
  deadline: TicketDeadline | '';
  mine: boolean;
  page: number;
}

function fromAddress(params: URLSearchParams): Query {
  return {
    status: filterStatus(TICKET_STATUS_LABELS, params.get('situacao')),
    deadline: deadlineFromParam(params.get('prazo')),
    mine: params.get('meus') === '1',
    page: pageFromAddress(params),
  };
}

function toAddress(query: Query): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status) params.set('situacao', query.status);
  if (query.deadline) params.set('prazo', deadlineParam(query.deadline));
  if (query.mine) params.set('meus', '1');
  return params;
}

async function load(query: Query): Promise<Listing<QueueTicket>> {
  const data = await graphql(SupportTicketsDocument, {
    status: query.status || null,
    mine: query.mine,
    deadline: query.deadline || null,
    page: query.page,
  });
  return data.supportTickets;
}

function Queue() {
  const { query, go, listing: result, problem, busy } = useListing(fromAddress, toAddress, load);

  return (
    <>
      <form
        className="bo-filters"
        aria-label="Filtros de tickets"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="field">
          <label htmlFor="situacao-ticket">Situação</label>
          <select
            id="situacao-ticket"
            value={query.status}
            onChange={(event) =>
              go({
                ...query,
                status: filterStatus(TICKET_STATUS_LABELS, event.target.value),
                page: 1,
              })
            }
          >
            <option value="">Todas</option>
            {Object.entries(TICKET_STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="prazo-ticket">Prazo</label>
          <select
            id="prazo-ticket"
            value={query.deadline}
            onChange={(event) =>
              go({
                ...query,
                deadline: filterStatus(TICKET_DEADLINE_LABELS, event.target.value),
                page: 1,
              })
            }
          >
            <option value="">Todos</option>
            {Object.entries(TICKET_DEADLINE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <label className="bo-check">
          <input
            type="checkbox"
            checked={query.mine}
            onChange={(event) => go({ ...query, mine: event.target.checked, page: 1 })}
          />
          Atribuído a mim
        </label>
      </form>
      <ListStatus
        listing={result}
        problem={problem}
        busy={busy}
        noun="ticket(s)"
        loading="Carregando tickets…"
      />
      {result && !busy && result.items.length === 0 && (
        <p>{emptyQueueText(query.deadline, query.status !== '' || query.mine)}</p>
      )}
      {result && result.items.length > 0 && (
        <TableRegion
          label="Tickets"
          busy={busy}
          columns={['Ticket', 'Cliente', 'Situação', 'Prazo', 'Última atividade', 'Responsável']}
        >
          {result.items.map((ticket) => (
            <tr key={ticket.id}>
              <td>
                <a href={ticketPagePath(ticket.id)}>
                  #{ticket.id} {ticket.subject}
                </a>
              </td>
              <td>{ticket.customer?.name ?? 'Cliente removido'}</td>
              <td>
                <span className="bo-badges">
                  <span className={TICKET_STATUS_BADGES[ticket.status]}>
                    {TICKET_STATUS_LABELS[ticket.status]}
                  </span>
                  {ticket.awaitingReply && (
                    <span className="badge badge--danger">Aguardando resposta</span>
                  )}
                </span>
              </td>
              <td>
                {ticket.answerBy == null ? (
                  '—'
                ) : (
                  <span className="bo-badges">
                    Responder até {formatDayMonth(ticket.answerBy)}
                    {ticket.answerLate && <span className="badge badge--danger">Atrasado</span>}
                  </span>
                )}
              </td>
              <td>{formatDateTime(ticket.lastActivityAt)}</td>
              <td>{ticket.assignee?.name ?? '—'}</td>
            </tr>
          ))}
        </TableRegion>
      )}
      {result && (
        <PageButtons
          label="Páginas de tickets"
          page={result.page}
          totalPages={result.totalPages}
          busy={busy}
          onPage={(page) => go({ ...query, page })}
        />
      )}
    </>
  );
}

export default function SupportQueuePage() {
  return (
    <StaffShell permission="TICKETS" current="/atendimento" title="Atendimento">
      {() => <Queue />}
    </StaffShell>
  );
}
