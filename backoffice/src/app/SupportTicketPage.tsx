/**
 * `/atendimento/ticket?id=` (support and admin): one ticket's thread with the customer's
 * details, their pedidos and the product it is about; `Responder` (the customer reads it in the
 * painel, unread, and gets an e-mail notice) and `Nota interna` (staff only) with the shop's
 * rich-text editor; `Aguardando cliente` and `Resolvido`. Everything written by customers or
 * staff is shown through the site's sanitizer.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { RichTextContent } from '~/features/editor/RichTextContent';
import { RichTextEditor } from '~/features/editor/RichTextEditor';
import type { RichTextEditorHandle } from '~/features/editor/RichTextEditor';
import { richTextProblem } from '../../../contract/rich-text.ts';
import { requestPagePath } from '../../../contract/backoffice-links';
import { requestStatusLabel } from '~/features/requests/request-view';
import { graphql, problemText } from '../lib/api';
import { TICKET_STATUS_BADGES, TICKET_STATUS_LABELS, idFromAddress } from '../lib/desk';
import {
  AddTicketNoteDocument,
  AnswerTicketDocument,
  SetTicketStatusDocument,
  SupportTicketCommentsDocument,
  SupportTicketDocument,
} from '../lib/graphql/generated/graphql';
import type {
  SupportCommentFieldsFragment,
  SupportTicketFieldsFragment,
  TicketStatus,
} from '../lib/graphql/generated/graphql';
import { formatDateTime, formatMoney } from '../lib/format';
import { StaffShell } from './StaffShell';

const COMMENT_PAGE = 50;

type Comment = SupportCommentFieldsFragment;
type Ticket = SupportTicketFieldsFragment;

/** The ticket and every comment, a page at a time (the API's page is at most 50). */
async function loadTicket(id: string): Promise<{ ticket: Ticket; comments: Comment[] }> {
  const first = await graphql(SupportTicketDocument, { id, limit: COMMENT_PAGE });
  const { comments, ...ticket } = first.supportTicket;
  const all = [...comments];
  while (all.length < ticket.commentCount) {
    const next = await graphql(SupportTicketCommentsDocument, {
      id,
      offset: all.length,
      limit: COMMENT_PAGE,
    });
    if (next.supportTicket.comments.length === 0) break;
    all.push(...next.supportTicket.comments);
  }
  return { ticket, comments: all };
}

function CustomerFacts({ ticket }: { readonly ticket: Ticket }) {
  const { customer } = ticket;
  return (
    <section className="bo-section" aria-labelledby="cliente">
      <h2 id="cliente">Cliente</h2>
      {customer ? (
        <dl className="bo-facts">
          <dt>Nome</dt>
          <dd>{customer.name}</dd>
          <dt>E-mail</dt>
          <dd>{customer.email}</dd>
          <dt>CPF</dt>
          <dd>{customer.cpf ?? '—'}</dd>
          <dt>Telefone</dt>
          <dd>{customer.phone ?? '—'}</dd>
          <dt>Cidade</dt>
          <dd>
            {customer.city
              ? `${customer.city}${customer.state ? ` / ${customer.state}` : ''}`
              : '—'}
          </dd>
        </dl>
      ) : (
        <p>Cliente removido.</p>
      )}
      {ticket.product && (
        <p>
          Produto do ticket: <strong>{ticket.product.name}</strong> (código {ticket.product.id})
        </p>
      )}
      {ticket.request && (
        <p>
          Pedido do ticket: <a href={requestPagePath(ticket.request.id)}>{ticket.request.number}</a>
        </p>
      )}
      <h3>Pedidos do cliente</h3>
      {ticket.customerRequests.length === 0 ? (
        <p className="bo-muted">Nenhum pedido.</p>
      ) : (
        <ul className="bo-list">
          {ticket.customerRequests.map((request) => (
            <li key={request.id}>
              <a href={requestPagePath(request.id)}>{request.number}</a> —{' '}
              {requestStatusLabel(request.status)}, {formatMoney(request.total)},{' '}
              {formatDateTime(request.created_at)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Thread({ ticket, comments }: { readonly ticket: Ticket; readonly comments: Comment[] }) {
  return (
    <section className="bo-section" aria-labelledby="conversa">
      <h2 id="conversa">Conversa</h2>
      <ol className="bo-thread">
        <li className="bo-message">
          <p className="bo-message__meta">
            <strong>{ticket.customer?.name ?? 'Cliente'}</strong> abriu o ticket em{' '}
            {formatDateTime(ticket.created_at)}
          </p>
          <RichTextContent html={ticket.description} />
        </li>
        {comments.map((comment) => (
          <li
            key={comment.id}
            className={`bo-message${comment.internal ? ' bo-message--internal' : ''}`}
          >
            <p className="bo-message__meta">
              <strong>{comment.author.name}</strong>
              {comment.internal && <span className="badge badge--warning">Nota interna</span>}
              {comment.author.kind === 'COMPANY' && !comment.internal && (
                <span className="badge badge--info">Resposta da equipe</span>
              )}{' '}
              {formatDateTime(comment.created_at)}
            </p>
            <RichTextContent html={comment.body} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function TicketDesk({ id }: { readonly id: string }) {
  const [loaded, setLoaded] = useState<{ ticket: Ticket; comments: Comment[] } | null>(null);
  const [problem, setProblem] = useState('');
  const [body, setBody] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const editor = useRef<RichTextEditorHandle>(null);

  const reload = useCallback(
    () =>
      loadTicket(id).then(
        (result) => {
          setLoaded(result);
          setProblem('');
        },
        (error: unknown) => setProblem(problemText(error)),
      ),
    [id],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  async function run(work: () => Promise<unknown>, message: string) {
    setBusy(true);
    setDone('');
    try {
      await work();
      await reload();
      setDone(message);
      return true;
    } catch (error) {
      setProblem(problemText(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function write(internal: boolean) {
    const missing = richTextProblem(body, 'Escreva a mensagem antes de enviar.');
    if (missing) {
      setInvalid(missing);
      editor.current?.focus();
      return;
    }
    const sent = await run(
      () =>
        internal
          ? graphql(AddTicketNoteDocument, { id, body })
          : graphql(AnswerTicketDocument, { id, body }),
      internal ? 'Nota interna salva.' : 'Resposta enviada ao cliente.',
    );
    if (sent) editor.current?.clear();
  }

  function setStatus(status: TicketStatus) {
    void run(
      () => graphql(SetTicketStatusDocument, { id, status }),
      `Ticket marcado como "${TICKET_STATUS_LABELS[status]}".`,
    );
  }

  if (!loaded) {
    return problem ? (
      <p role="alert" className="alert">
        {problem}
      </p>
    ) : (
      <p role="status">Carregando o ticket…</p>
    );
  }
  const { ticket, comments } = loaded;
  const closed = ticket.status === 'CLOSED';
  return (
    <>
      <p>
        <a href="/atendimento">Voltar para a fila</a>
      </p>
      <h2 className="bo-ticket-title">
        #{ticket.id} {ticket.subject}
      </h2>
      <p className="bo-badges">
        <span className={TICKET_STATUS_BADGES[ticket.status]}>
          {TICKET_STATUS_LABELS[ticket.status]}
        </span>
        {ticket.awaitingReply && <span className="badge badge--danger">Aguardando resposta</span>}
        <span className="bo-muted">Responsável: {ticket.assignee?.name ?? 'ninguém ainda'}</span>
      </p>
      <div className="bo-desk">
        <div>
          <Thread ticket={ticket} comments={comments} />
          <section className="bo-section" aria-labelledby="escrever">
            <h2 id="escrever">Escrever</h2>
            {closed && <p>Este ticket está fechado: só notas internas são aceitas.</p>}
            <RichTextEditor
              ref={editor}
              label="Mensagem"
              value={body}
              onChange={(html) => {
                setBody(html);
                if (invalid) setInvalid(undefined);
              }}
              error={invalid}
              disabled={busy}
            />
            <div className="bo-actions">
              <button
                type="button"
                className="button"
                disabled={busy || closed}
                onClick={() => void write(false)}
              >
                Responder
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => void write(true)}
              >
                Nota interna
              </button>
            </div>
          </section>
          <section className="bo-section" aria-labelledby="situacao">
            <h2 id="situacao">Situação</h2>
            <div className="bo-actions">
              {(['IN_PROGRESS', 'SOLVED'] as const).map((status) => (
                <button
                  key={status}
                  type="button"
                  className="button button--secondary"
                  disabled={busy || closed || ticket.status === status}
                  onClick={() => setStatus(status)}
                >
                  {TICKET_STATUS_LABELS[status]}
                </button>
              ))}
            </div>
          </section>
          <p role="status">{done}</p>
          {problem && (
            <p role="alert" className="alert">
              {problem}
            </p>
          )}
        </div>
        <CustomerFacts ticket={ticket} />
      </div>
    </>
  );
}

export default function SupportTicketPage() {
  const [id] = useState(idFromAddress);
  return (
    <StaffShell permission="TICKETS" current="/atendimento" title="Atendimento">
      {() => <TicketDesk id={id} />}
    </StaffShell>
  );
}
