/**
 * `/painel/ticket/{id}` (static hosting rewrites every such path to this one page; the id
 * comes from `location.pathname`). Nothing of the ticket shows before the customer is known
 * (the route guard sends strangers to /login). Then: the subject as `h1`, status, dates,
 * what it is about, the description and the comments oldest first (every piece of rich text
 * through the sanitizer), and the comment box — or, for a closed ticket, a plain note that
 * it takes no more comments. An unknown id or another customer's ticket shows the 404.
 */
import { useEffect, useId, useState } from 'react';
import { PainelItemNotFound, TICKET_ITEM } from '~/components/error/PainelItemNotFound';
import { LoadError } from '~/components/ui/LoadError';
import { RichTextContent } from '~/features/editor/RichTextContent';
import { documentTitle } from '~/features/seo/meta';
import { useKnownCustomer } from '~/features/session/use-known-customer';
import { ApiError } from '~/lib/api/errors';
import { describeApiError } from '~/lib/api/messages';
import { formatDateTime } from '~/lib/format';
import { useApiQuery } from '~/lib/use-api-query';
import { CommentForm } from './CommentForm.tsx';
import {
  COMPANY_TEAM,
  commentAuthor,
  oldestFirst,
  withMoreComments,
  ticketStatusBadge,
  ticketStatusLabel,
} from './ticket-view.ts';
import { markRead } from './read-marks.ts';
import { fetchTicket } from './tickets-api.ts';
import type { TicketComment, TicketDetail } from './tickets-api.ts';
import styles from './TicketPage.module.css';
import { painelTabPath, productPath, ticketIdFromPath } from '~/lib/paths';

function TicketSkeleton() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden">Carregando o ticket…</span>
      <div aria-hidden="true" className={styles.skeleton}>
        <span className={`skeleton skeleton--text ${styles.skeletonShort}`} />
        <span className="skeleton skeleton--title" />
        <span className={`skeleton skeleton--text ${styles.skeletonMedium}`} />
        <span className={`skeleton ${styles.skeletonBlock}`} />
        <span className={`skeleton ${styles.skeletonBlock}`} />
      </div>
    </div>
  );
}

function Timestamp({ ms }: { readonly ms: number }) {
  return <time dateTime={new Date(ms).toISOString()}>{formatDateTime(ms)}</time>;
}

function Comment({ comment }: { readonly comment: TicketComment }) {
  const author = commentAuthor(comment.author);
  return (
    <li className={author.team ? `${styles.comment} ${styles.fromTeam}` : styles.comment}>
      <article aria-label={`Comentário de ${author.name}`}>
        <header className={styles.commentHeader}>
          <span className={styles.author}>{author.name}</span>
          {author.team && <span className="badge badge--info">{COMPANY_TEAM}</span>}
          <span className={styles.commentDate}>
            <Timestamp ms={comment.created_at} />
          </span>
        </header>
        <RichTextContent html={comment.body} headingLevel={3} />
      </article>
    </li>
  );
}

function ClosedNote({ ticket }: { readonly ticket: TicketDetail }) {
  const newTicketHref = painelTabPath('tickets', {
    novo: '1',
    ...(ticket.request ? { pedido: ticket.request.id } : {}),
  });
  return (
    <div className={`alert alert--info ${styles.closed}`}>
      <p>
        <strong>Este ticket está fechado e não aceita novos comentários.</strong> Se ainda precisar
        de ajuda com este assunto, abra um novo ticket.
      </p>
      <a className="button button--secondary button--sm" href={newTicketHref}>
        Abrir um novo ticket
      </a>
    </div>
  );
}

/** `Mostrar mais comentários`: the next page, oldest first; a failure can be retried. */
function MoreComments({
  ticketId,
  shown,
  onMore,
}: {
  readonly ticketId: string;
  readonly shown: number;
  readonly onMore: (ticket: TicketDetail) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function loadMore() {
    setBusy(true);
    setProblem(undefined);
    try {
      const next = await fetchTicket(ticketId, new AbortController().signal, shown);
      if (next) onMore(next);
    } catch (error) {
      console.error('[tickets] More comments could not be loaded:', error);
      setProblem(describeApiError(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.moreComments}>
      <div role="alert">{problem && <p className="alert alert--danger">{problem}</p>}</div>
      <button
        type="button"
        className="button button--secondary button--sm"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void loadMore()}
      >
        {busy ? 'Carregando comentários…' : 'Mostrar mais comentários'}
      </button>
    </div>
  );
}

function TicketView({
  customerId,
  initial,
}: {
  readonly customerId: string;
  readonly initial: TicketDetail;
}) {
  const descriptionId = useId();
  const commentsId = useId();
  const replyId = useId();
  const [ticket, setTicket] = useState(initial);
  const [comments, setComments] = useState(() => oldestFirst(initial.comments));

  /** A newer answer of the ticket: its facts replace ours, its comments add to ours. */
  function update(next: TicketDetail) {
    setTicket(next);
    setComments((shown) => withMoreComments(shown, next.comments));
  }

  useEffect(() => {
    document.title = documentTitle(initial.subject);
    // Marks the company's reply as seen (the list's `Nova resposta` goes away), even when the
    // customer leaves at once (read-marks.ts). A failure changes nothing the customer is doing
    // here, so it is only logged.
    if (!initial.hasUnreadReply) return;
    markRead(customerId, initial.id, initial.subject).catch((error: unknown) => {
      console.warn('[tickets] Could not mark the ticket as read:', error);
    });
  }, [customerId, initial]);

  return (
    <article className={styles.ticket}>
      <p className={styles.back}>
        <a href={painelTabPath('tickets')}>Voltar para os tickets</a>
      </p>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Ticket nº {ticket.id}</p>
        <h1 className={styles.title}>{ticket.subject}</h1>
        <dl className={styles.facts}>
          <div>
            <dt>Situação</dt>
            <dd>
              <span className={ticketStatusBadge(ticket.status)}>
                {ticketStatusLabel(ticket.status)}
              </span>
            </dd>
          </div>
          <div>
            <dt>Aberto em</dt>
            <dd>
              <Timestamp ms={ticket.created_at} />
            </dd>
          </div>
          <div>
            <dt>Atualizado em</dt>
            <dd>
              <Timestamp ms={ticket.updated_at} />
            </dd>
          </div>
          {ticket.product && (
            <div>
              <dt>Produto</dt>
              <dd>
                <a href={productPath(ticket.product.id)}>{ticket.product.name}</a>
              </dd>
            </div>
          )}
          {ticket.request && (
            <div>
              <dt>Pedido</dt>
              <dd>
                <a href={painelTabPath('pedidos')}>{ticket.request.number}</a>
              </dd>
            </div>
          )}
        </dl>
      </header>

      <section className={`card ${styles.section}`} aria-labelledby={descriptionId}>
        <h2 id={descriptionId} className={styles.sectionTitle}>
          Descrição
        </h2>
        <RichTextContent html={ticket.description} headingLevel={3} />
      </section>

      <section className={styles.section} aria-labelledby={commentsId}>
        <h2 id={commentsId} className={styles.sectionTitle}>
          Comentários <span className={styles.commentCount}>({ticket.commentCount})</span>
        </h2>
        {comments.length === 0 ? (
          <p className="muted">Ainda não há comentários. A equipe responde por aqui.</p>
        ) : (
          <ol className={`list-reset ${styles.comments}`}>
            {comments.map((comment) => (
              <Comment key={comment.id} comment={comment} />
            ))}
          </ol>
        )}
        {comments.length < ticket.commentCount && (
          <MoreComments ticketId={ticket.id} shown={comments.length} onMore={update} />
        )}
      </section>

      <section className={`card ${styles.section}`} aria-labelledby={replyId}>
        <h2 id={replyId} className={styles.sectionTitle}>
          Novo comentário
        </h2>
        {ticket.status === 'CLOSED' ? (
          <ClosedNote ticket={ticket} />
        ) : (
          <CommentForm ticket={ticket} shownComments={comments.length} onCommented={update} />
        )}
      </section>
    </article>
  );
}

/** The ticket of `id`; null when the API does not know it for this customer (NOT_FOUND). */
async function loadTicket(id: string, signal: AbortSignal): Promise<TicketDetail | null> {
  try {
    return await fetchTicket(id, signal);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

function TicketLoader({ customerId, id }: { readonly customerId: string; readonly id: string }) {
  const query = useApiQuery(`ticket:${id}`, (signal) => loadTicket(id, signal));
  if (query.status === 'loading') return <TicketSkeleton />;
  if (query.status === 'error') {
    return <LoadError what="o ticket" message={query.message} onRetry={query.reload} />;
  }
  if (!query.data)
    return <PainelItemNotFound item={TICKET_ITEM} title={documentTitle('Página não encontrada')} />;
  return <TicketView customerId={customerId} initial={query.data} />;
}

export default function TicketPage() {
  const customer = useKnownCustomer();
  if (!customer) return <TicketSkeleton />;
  const id = ticketIdFromPath(window.location.pathname);
  return id === undefined ? (
    <PainelItemNotFound item={TICKET_ITEM} title={documentTitle('Página não encontrada')} />
  ) : (
    <TicketLoader customerId={customer.id} id={id} />
  );
}
