import { formatDateTime } from '~/lib/format';
import { ticketPath } from '~/lib/paths';
import { ticketStatusBadge, ticketStatusLabel } from './ticket-view.ts';
import type { TicketSummary } from './tickets-api.ts';
import styles from './TicketsPanel.module.css';

/** One ticket of the list: the whole card opens the ticket page. */
export function TicketCard({ ticket }: { readonly ticket: TicketSummary }) {
  return (
    <li className={`card card--interactive ${styles.ticket}`}>
      <h3 className={styles.subject}>
        <a className="card__link" href={ticketPath(ticket.id)}>
          {ticket.subject}
        </a>
      </h3>
      <p className={styles.badges}>
        <span className={ticketStatusBadge(ticket.status)}>{ticketStatusLabel(ticket.status)}</span>
        {ticket.hasUnreadReply && <span className="badge badge--danger">Nova resposta</span>}
      </p>
      <dl className={styles.dates}>
        <div>
          <dt>Aberto em</dt>
          <dd>
            <time dateTime={new Date(ticket.created_at).toISOString()}>
              {formatDateTime(ticket.created_at)}
            </time>
          </dd>
        </div>
        <div>
          <dt>Atualizado em</dt>
          <dd>
            <time dateTime={new Date(ticket.updated_at).toISOString()}>
              {formatDateTime(ticket.updated_at)}
            </time>
          </dd>
        </div>
      </dl>
    </li>
  );
}
