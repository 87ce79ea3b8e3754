/**
 * `/devolucoes/solicitacao?id=` (support and admin): one cancellation, withdrawal or return with
 * its items, amounts and history, and the step its state allows: `Aprovar` (a `Código de
 * postagem` is made and e-mailed), `Recusar` (with the reason; never a withdrawal), `Confirmar
 * recebimento` (the units back in stock and the refund, or an exchange's new pedido), or
 * `Tentar reembolso de novo` after the provider refused or a refund was left halfway. The API checks every step again.
 */
import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { requestPagePath } from '../../../contract/backoffice-links';
import { fieldErrors, graphql, problemText } from '../lib/api';
import { afterSaleBadge, afterSaleSteps } from '../lib/after-sale-desk';
import { idFromAddress } from '../lib/desk';
import {
  ApproveAfterSaleDocument,
  ConfirmAfterSaleReceiptDocument,
  RefuseAfterSaleDocument,
  RetryAfterSaleRefundDocument,
  StaffAfterSaleDocument,
} from '../lib/graphql/generated/graphql';
import type { StaffAfterSaleFieldsFragment } from '../lib/graphql/generated/graphql';
import { formatDateTime, formatDayMonth, formatMoney } from '../lib/format';
import { StaffShell } from './StaffShell';

type Request = StaffAfterSaleFieldsFragment;

function Facts({ request }: { readonly request: Request }) {
  const refunds = request.kind !== 'CANCELLATION' && request.kind !== 'EXCHANGE';
  return (
    <dl className="bo-facts">
      <dt>Tipo</dt>
      <dd>{request.kindLabel}</dd>
      <dt>Pedido</dt>
      <dd>
        <a href={requestPagePath(request.requestId)}>{request.requestNumber}</a>
      </dd>
      <dt>Aberta em</dt>
      <dd>{formatDateTime(request.created_at)}</dd>
      {request.answerBy != null && (
        <>
          <dt>Prazo</dt>
          <dd>
            Responder até {formatDayMonth(request.answerBy)}
            {request.answerLate && <span className="badge badge--danger"> Atrasado</span>}
          </dd>
        </>
      )}
      {request.reason && (
        <>
          <dt>{request.kind === 'WITHDRAWAL' ? 'Motivo do cliente' : 'Defeito descrito'}</dt>
          <dd>{request.reason}</dd>
        </>
      )}
      {refunds && (
        <>
          <dt>A reembolsar</dt>
          <dd>
            {formatMoney(request.refundAmount)}
            {request.freightAmount > 0 &&
              ` (frete de ${formatMoney(request.freightAmount)} incluído)`}
          </dd>
          <dt>Reembolsado</dt>
          <dd>{formatMoney(request.refundedAmount)}</dd>
        </>
      )}
      {request.postageCode && (
        <>
          <dt>Código de postagem</dt>
          <dd>{request.postageCode}</dd>
        </>
      )}
      {request.refusalReason && (
        <>
          <dt>Motivo da recusa</dt>
          <dd>{request.refusalReason}</dd>
        </>
      )}
      {request.refundFailure && (
        <>
          <dt>Reembolso pendente</dt>
          <dd>{request.refundFailure}</dd>
        </>
      )}
      {request.exchangeRequestNumber && (
        <>
          <dt>Pedido da troca</dt>
          <dd>{request.exchangeRequestNumber}</dd>
        </>
      )}
    </dl>
  );
}

function Photos({ request }: { readonly request: Request }) {
  if (request.photos.length === 0) return null;
  return (
    <ul className="bo-customer-photos" aria-label="Fotos do cliente">
      {request.photos.map((photo, index) => (
        <li key={index}>
          <img
            src={photo}
            alt={`Foto ${index + 1} enviada pelo cliente`}
            width={240}
            height={240}
          />
        </li>
      ))}
    </ul>
  );
}

function Items({ request }: { readonly request: Request }) {
  if (request.items.length === 0) return null;
  return (
    <section className="bo-section" aria-labelledby="itens">
      <h2 id="itens">Itens</h2>
      <ul>
        {request.items.map((item) => (
          <li key={item.requestItemId}>
            {item.quantity}x {item.productName} ({formatMoney(item.refundAmount)})
          </li>
        ))}
      </ul>
      <Photos request={request} />
    </section>
  );
}

function History({ request }: { readonly request: Request }) {
  return (
    <section className="bo-section" aria-labelledby="andamento">
      <h2 id="andamento">Andamento</h2>
      <ol>
        {request.history.map((event, index) => (
          <li key={index}>
            <strong>{event.label}</strong> · {formatDateTime(event.at)}
            {event.note && <div className="bo-muted">{event.note}</div>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Steps({
  request,
  onDone,
}: {
  readonly request: Request;
  readonly onDone: (request: Request, message: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const steps = afterSaleSteps(request);

  async function run(work: () => Promise<Request>, message: string) {
    setBusy(true);
    setProblem('');
    setReasonError('');
    try {
      onDone(await work(), message);
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields['reason']) setReasonError(fields['reason']);
      else setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  }

  const id = request.id;
  function refuse(event: FormEvent) {
    event.preventDefault();
    void run(
      async () => (await graphql(RefuseAfterSaleDocument, { id, reason })).refuseAfterSale,
      `Solicitação ${request.number} recusada; o cliente foi avisado por e-mail.`,
    );
  }

  if (steps.length === 0) {
    return <p className="bo-muted">Nenhuma ação pendente nesta solicitação.</p>;
  }
  return (
    <section className="bo-section" aria-labelledby="acoes">
      <h2 id="acoes">Ações</h2>
      <div className="bo-actions">
        {steps.includes('approve') && (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() =>
              void run(
                async () => (await graphql(ApproveAfterSaleDocument, { id })).approveAfterSale,
                `Solicitação ${request.number} aprovada; o código de postagem foi enviado ao cliente.`,
              )
            }
          >
            Aprovar
          </button>
        )}
        {steps.includes('confirm') && (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() =>
              void run(
                async () =>
                  (await graphql(ConfirmAfterSaleReceiptDocument, { id })).confirmAfterSaleReceipt,
                `Recebimento da solicitação ${request.number} confirmado.`,
              )
            }
          >
            Confirmar recebimento
          </button>
        )}
        {steps.includes('retry') && (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() =>
              void run(
                async () =>
                  (await graphql(RetryAfterSaleRefundDocument, { id })).retryAfterSaleRefund,
                `Reembolso da solicitação ${request.number} tentado de novo.`,
              )
            }
          >
            Tentar reembolso de novo
          </button>
        )}
      </div>
      {steps.includes('refuse') && (
        <form className="bo-filters" onSubmit={refuse} noValidate>
          <div className="field">
            <label htmlFor="motivo-recusa">Motivo da recusa</label>
            <textarea
              id="motivo-recusa"
              rows={3}
              maxLength={500}
              value={reason}
              aria-invalid={reasonError !== ''}
              aria-describedby={reasonError ? 'motivo-recusa-erro' : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            {reasonError && (
              <p id="motivo-recusa-erro" className="field__error">
                {reasonError}
              </p>
            )}
          </div>
          <button type="submit" className="button button--danger" disabled={busy}>
            Recusar
          </button>
        </form>
      )}
      {problem && (
        <p role="alert" className="alert">
          {problem}
        </p>
      )}
    </section>
  );
}

function AfterSaleDesk({ id }: { readonly id: string }) {
  const [request, setRequest] = useState<Request | null>(null);
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');

  const load = useCallback(
    () =>
      graphql(StaffAfterSaleDocument, { id }).then(
        (data) => setRequest(data.staffAfterSale),
        (error: unknown) => setProblem(problemText(error)),
      ),
    [id],
  );

  useEffect(() => {
    void load();
  }, [load]);

  if (!request) {
    return problem ? (
      <p role="alert" className="alert">
        {problem}
      </p>
    ) : (
      <p role="status">Carregando a solicitação…</p>
    );
  }
  return (
    <>
      <p>
        <a href="/devolucoes">Voltar para as devoluções</a>
      </p>
      <h2>
        {request.number}{' '}
        <span className={afterSaleBadge(request.status)}>{request.statusLabel}</span>
      </h2>
      <p role="status">{done}</p>
      <Steps
        key={request.status}
        request={request}
        onDone={(next, message) => {
          setRequest(next);
          setDone(message);
        }}
      />
      <Facts request={request} />
      <Items request={request} />
      <History request={request} />
    </>
  );
}

export default function AfterSalePage() {
  const [id] = useState(idFromAddress);
  return (
    <StaffShell permission="PEDIDOS" current="/devolucoes" title="Devoluções">
      {() => <AfterSaleDesk id={id} />}
    </StaffShell>
  );
}
