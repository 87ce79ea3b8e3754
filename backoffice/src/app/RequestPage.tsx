/**
 * `/pedidos/pedido?id=` (support and admin): one pedido with its lines, address, payment and
 * timeline, and the moves its status allows: `Marcar como pago` (admins only, saying how the
 * money arrived), `Enviar` (with `Código de rastreio`, checked by the API), `Marcar como
 * entregue`, `Cancelar pedido` (its units go back to stock; a paid one is refunded through the
 * payment provider). The API refuses any other move; each one adds a timeline entry the
 * customer sees.
 */
import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import {
  deliveryLines,
  paymentMethodLabel,
  requestStatusBadge,
  requestStatusLabel,
} from '~/features/requests/request-view';
import { fieldErrors, graphql, problemText } from '../lib/api';
import { idFromAddress, requestMovesFor } from '../lib/desk';
import type { RequestMove } from '../lib/desk';
import {
  StaffRequestDocument,
  UpdateRequestStatusDocument,
} from '../lib/graphql/generated/graphql';
import type { StaffRequestFieldsFragment, StaffRole } from '../lib/graphql/generated/graphql';
import { formatDateTime, formatMoney } from '../lib/format';
import { StaffShell } from './StaffShell';
import { TableRegion } from './TableRegion';

type Pedido = StaffRequestFieldsFragment;

function Lines({ pedido }: { readonly pedido: Pedido }) {
  return (
    <section className="bo-section" aria-labelledby="itens">
      <h2 id="itens">Itens</h2>
      <TableRegion
        label="Itens do pedido"
        columns={['Produto', 'Quantidade', 'Preço unitário', 'Subtotal']}
      >
        {pedido.items.map((item, index) => (
          <tr key={index}>
            <td>
              {item.productName}
              {item.attributes.length > 0 && (
                <small className="bo-muted">
                  {' '}
                  ({item.attributes.map((a) => `${a.name}: ${a.value}`).join(', ')})
                </small>
              )}
            </td>
            <td>{item.quantity}</td>
            <td>{formatMoney(item.unitPrice)}</td>
            <td>{formatMoney(item.subtotal)}</td>
          </tr>
        ))}
      </TableRegion>
      <dl className="bo-facts">
        <dt>Itens</dt>
        <dd>{formatMoney(pedido.subtotal)}</dd>
        {pedido.freight && (
          <>
            <dt>Frete ({pedido.freight.name})</dt>
            <dd>{formatMoney(pedido.freight.price)}</dd>
          </>
        )}
        {pedido.discount > 0 && (
          <>
            <dt>Desconto</dt>
            <dd>−{formatMoney(pedido.discount)}</dd>
          </>
        )}
        <dt>Total</dt>
        <dd>
          <strong>{formatMoney(pedido.total)}</strong>
        </dd>
      </dl>
    </section>
  );
}

function Facts({ pedido }: { readonly pedido: Pedido }) {
  const address = pedido.delivery ? deliveryLines(pedido.delivery) : null;
  return (
    <section className="bo-section" aria-labelledby="dados">
      <h2 id="dados">Cliente, entrega e pagamento</h2>
      <dl className="bo-facts">
        <dt>Cliente</dt>
        <dd>
          {pedido.buyer
            ? `${pedido.buyer.name} · ${pedido.buyer.email}${pedido.buyer.cpf ? ` · CPF ${pedido.buyer.cpf}` : ''}`
            : 'Cliente removido'}
        </dd>
        <dt>Entrega</dt>
        <dd>
          {pedido.delivery && address ? (
            <>
              {pedido.delivery.recipient}
              <br />
              {address[0]}
              <br />
              {address[1]}
            </>
          ) : (
            'Não informada'
          )}
        </dd>
        <dt>Pagamento</dt>
        <dd>{paymentMethodLabel(pedido.paymentMethod)}</dd>
        {pedido.trackingCode && (
          <>
            <dt>Código de rastreio</dt>
            <dd>
              {pedido.trackingUrl ? (
                <a href={pedido.trackingUrl} rel="noreferrer" target="_blank">
                  {pedido.trackingCode} (abre o site dos Correios)
                </a>
              ) : (
                pedido.trackingCode
              )}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

function Timeline({ pedido }: { readonly pedido: Pedido }) {
  return (
    <section className="bo-section" aria-labelledby="andamento">
      <h2 id="andamento">Andamento</h2>
      <ol className="bo-list">
        {pedido.timeline.map((event, index) => (
          <li key={index}>
            <strong>{event.label}</strong> {formatDateTime(event.at)}
            {event.note && <> — {event.note}</>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A move that needs one field first (a tracking code, how the money arrived), as its own form. */
function MoveWithField({
  move,
  field,
  maxLength,
  value,
  error,
  busy,
  onChange,
  onSubmit,
}: {
  readonly move: RequestMove;
  readonly field: { readonly id: string; readonly label: string; readonly placeholder: string };
  readonly maxLength: number;
  readonly value: string;
  readonly error: string;
  readonly busy: boolean;
  readonly onChange: (value: string) => void;
  readonly onSubmit: () => void;
}) {
  const errorId = `${field.id}-erro`;
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form className="bo-filters" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={field.id}>{field.label}</label>
        <input
          id={field.id}
          value={value}
          maxLength={maxLength}
          autoComplete="off"
          placeholder={field.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {error && (
          <p id={errorId} className="field__error">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="button" disabled={busy}>
        {move.label}
      </button>
    </form>
  );
}

function Moves({
  pedido,
  role,
  onMoved,
}: {
  readonly pedido: Pedido;
  readonly role: StaffRole;
  readonly onMoved: (pedido: Pedido, message: string) => void;
}) {
  const [trackingCode, setTrackingCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [paymentNote, setPaymentNote] = useState('');
  const [noteError, setNoteError] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const moves = requestMovesFor(pedido.status, role);
  const ship = moves.find((move) => move.to === 'SHIPPED');
  const pay = moves.find((move) => move.to === 'PAID');

  async function move(chosen: RequestMove) {
    setBusy(true);
    setProblem('');
    setCodeError('');
    setNoteError('');
    try {
      const data = await graphql(UpdateRequestStatusDocument, {
        id: pedido.id,
        status: chosen.to,
        trackingCode: chosen === ship ? trackingCode.trim() : null,
        note: chosen === pay ? paymentNote.trim() : null,
      });
      onMoved(
        data.updateRequestStatus,
        `Pedido ${pedido.number}: ${requestStatusLabel(chosen.to)}.`,
      );
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields['trackingCode']) setCodeError(fields['trackingCode']);
      else if (fields['note']) setNoteError(fields['note']);
      else setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  }

  if (moves.length === 0) {
    return <p className="bo-muted">Este pedido está encerrado: nenhuma mudança é possível.</p>;
  }
  return (
    <section className="bo-section" aria-labelledby="acoes">
      <h2 id="acoes">Ações</h2>
      {ship && (
        <MoveWithField
          move={ship}
          field={{ id: 'rastreio', label: 'Código de rastreio', placeholder: 'QB123456785BR' }}
          maxLength={13}
          value={trackingCode}
          error={codeError}
          busy={busy}
          onChange={setTrackingCode}
          onSubmit={() => void move(ship)}
        />
      )}
      {pay && (
        <MoveWithField
          move={pay}
          field={{
            id: 'pagamento-recebido',
            label: 'Como o pagamento foi recebido',
            placeholder: 'Transferência identificada no extrato de 27/11',
          }}
          maxLength={500}
          value={paymentNote}
          error={noteError}
          busy={busy}
          onChange={setPaymentNote}
          onSubmit={() => void move(pay)}
        />
      )}
      <div className="bo-actions">
        {moves
          .filter((candidate) => candidate !== ship && candidate !== pay)
          .map((candidate) => (
            <button
              key={candidate.to}
              type="button"
              className={candidate.to === 'CANCELLED' ? 'button button--danger' : 'button'}
              disabled={busy}
              onClick={() => void move(candidate)}
            >
              {candidate.label}
            </button>
          ))}
      </div>
      {problem && (
        <p role="alert" className="alert">
          {problem}
        </p>
      )}
    </section>
  );
}

function PedidoDesk({ id, role }: { readonly id: string; readonly role: StaffRole }) {
  const [pedido, setPedido] = useState<Pedido | null>(null);
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');

  const load = useCallback(
    () =>
      graphql(StaffRequestDocument, { id }).then(
        (data) => setPedido(data.staffRequest),
        (error: unknown) => setProblem(problemText(error)),
      ),
    [id],
  );

  useEffect(() => {
    void load();
  }, [load]);

  if (!pedido) {
    return problem ? (
      <p role="alert" className="alert">
        {problem}
      </p>
    ) : (
      <p role="status">Carregando o pedido…</p>
    );
  }
  return (
    <>
      <p>
        <a href="/pedidos">Voltar para os pedidos</a>
      </p>
      <h2>
        {pedido.number}{' '}
        <span className={requestStatusBadge(pedido.status)}>
          {requestStatusLabel(pedido.status)}
        </span>
      </h2>
      <p className="bo-muted">Feito em {formatDateTime(pedido.created_at)}</p>
      <p role="status">{done}</p>
      <Moves
        key={pedido.status}
        pedido={pedido}
        role={role}
        onMoved={(moved, message) => {
          setPedido(moved);
          setDone(message);
        }}
      />
      <Timeline pedido={pedido} />
      <Facts pedido={pedido} />
      <Lines pedido={pedido} />
    </>
  );
}

export default function RequestPage() {
  const [id] = useState(idFromAddress);
  return (
    <StaffShell permission="PEDIDOS" current="/pedidos" title="Pedidos">
      {(staff) => <PedidoDesk id={id} role={staff.role} />}
    </StaffShell>
  );
}
