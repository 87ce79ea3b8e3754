/**
 * What a customer may do with a pedido after buying it, each only inside its window (the API
 * decides the windows and refuses anything outside them):
 * - `Cancelar pedido` while it has not shipped, after a confirmation;
 * - `Desistir da compra` until its last day (`até DD/MM/AAAA`), 7 days after delivery;
 * - `Solicitar troca ou devolução` for a defect, until 90 days after delivery.
 * Each answers with a protocol; the customer is taken to its page, which shows it. The pedido's
 * earlier requests are listed with their state.
 */
import { useState } from 'react';
import { Dialog } from '~/components/ui/Dialog';
import { describeApiError } from '~/lib/api/messages';
import type { AfterSaleKind } from '~/lib/graphql/generated/graphql';
import { afterSalePath } from '~/lib/paths';
import { NEW_REQUEST_PARAM, afterSaleBadge, dayText } from './after-sale-view.ts';
import type { AfterSaleRequestView } from './after-sale-view.ts';
import { ReturnForm } from './ReturnForm.tsx';
import { cancelRequest } from './returns-api.ts';
import type { Protocol } from './returns-api.ts';
import styles from './AfterSale.module.css';

/** Opens the protocol's page, which says it was received. */
function showProtocol(protocol: Protocol) {
  window.location.assign(`${afterSalePath(protocol.id)}?${NEW_REQUEST_PARAM}=1`);
}

function CancelButton({ request }: { readonly request: AfterSaleRequestView }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const paid = request.status !== 'PENDING';

  async function confirm() {
    setBusy(true);
    setProblem(undefined);
    try {
      showProtocol(await cancelRequest(request.id));
    } catch (error) {
      console.error('[returns] The pedido could not be cancelled:', error);
      setProblem(describeApiError(error));
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => setOpen(true)}
      >
        Cancelar pedido
        <span className="visually-hidden"> {request.number}</span>
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Cancelar o pedido ${request.number}?`}
        description={
          paid
            ? 'Os itens voltam ao estoque e o valor pago é reembolsado pela mesma forma de pagamento.'
            : 'Os itens voltam ao estoque e a cobrança pendente é cancelada: nada será cobrado.'
        }
        actions={
          <>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setOpen(false)}
              disabled={busy}
            >
              Voltar
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={() => void confirm()}
              disabled={busy}
              aria-busy={busy}
            >
              {busy ? 'Cancelando…' : 'Confirmar cancelamento'}
            </button>
          </>
        }
      >
        <div role="alert">{problem && <p className="alert alert--danger">{problem}</p>}</div>
      </Dialog>
    </>
  );
}

export default function AfterSaleActions({ request }: { readonly request: AfterSaleRequestView }) {
  const [form, setForm] = useState<Exclude<AfterSaleKind, 'CANCELLATION'> | 'DEFECT' | null>(null);
  const returnable = request.items.some((item) => item.returnableQuantity > 0);
  const canWithdraw = request.withdrawalLastDay != null && returnable;
  const canReport = request.defectLastDay != null && returnable;
  if (!request.canCancel && !canWithdraw && !canReport && request.afterSales.length === 0) {
    return null;
  }
  return (
    <section
      className={styles.afterSale}
      aria-label={`Cancelamento e devolução do pedido ${request.number}`}
    >
      {request.afterSales.length > 0 && (
        <>
          <h4 className={styles.title}>Solicitações</h4>
          <ul className="list-reset">
            {request.afterSales.map((afterSale) => (
              <li key={afterSale.id} className={styles.requestLine}>
                <a href={afterSalePath(afterSale.id)}>
                  {afterSale.kindLabel} {afterSale.number}
                </a>{' '}
                <span className={afterSaleBadge(afterSale.status)}>{afterSale.statusLabel}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.buttons}>
        {request.canCancel && <CancelButton request={request} />}
        {canWithdraw && (
          <p className={styles.window}>
            <button
              type="button"
              className="button button--secondary button--sm"
              aria-expanded={form === 'WITHDRAWAL'}
              onClick={() => setForm(form === 'WITHDRAWAL' ? null : 'WITHDRAWAL')}
            >
              Desistir da compra
            </button>{' '}
            <span className="muted">até {dayText(request.withdrawalLastDay ?? '')}</span>
          </p>
        )}
        {canReport && (
          <p className={styles.window}>
            <button
              type="button"
              className="button button--secondary button--sm"
              aria-expanded={form === 'DEFECT'}
              onClick={() => setForm(form === 'DEFECT' ? null : 'DEFECT')}
            >
              Solicitar troca ou devolução
            </button>{' '}
            <span className="muted">defeitos até {dayText(request.defectLastDay ?? '')}</span>
          </p>
        )}
      </div>
      {form !== null && (
        <ReturnForm
          request={request}
          withdrawal={form === 'WITHDRAWAL'}
          lastDay={dayText(
            (form === 'WITHDRAWAL' ? request.withdrawalLastDay : request.defectLastDay) ?? '',
          )}
          onDone={showProtocol}
          onClose={() => setForm(null)}
        />
      )}
    </section>
  );
}
