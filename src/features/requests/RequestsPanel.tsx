/**
 * The painel's `Pedidos` tab: the customer's requests (number, date, status, total), each
 * opening in place to show its items, its payment and timeline, and a way to open a ticket
 * about it. A request waiting for payment links the provider's page to pay, and the open page
 * shows (and announces, politely) its payment arriving without a reload (use-payment-watch.ts).
 */
import { useId, useState } from 'react';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadError } from '~/components/ui/LoadError';
import { formatDate, formatDateTime } from '~/lib/format';
import { formatMoney } from '~/lib/money';
import { useApiQuery } from '~/lib/use-api-query';
import {
  chosenOptionsText,
  deliveryLines,
  itemCountLabel,
  paymentSummary,
  newTicketAboutRequestHref,
  requestStatusBadge,
  requestStatusLabel,
  statusChangeAnnouncement,
} from './request-view.ts';
import { fetchRequests } from './requests-api.ts';
import type { CustomerRequest, CustomerRequestItem, RequestPaymentState } from './requests-api.ts';
import { usePaymentWatch } from './use-payment-watch.ts';
import styles from './RequestsPanel.module.css';
import { PRODUCTS_PATH, productPath } from '~/lib/paths';
import { requestMessage, whatsappUrl } from '~/lib/whatsapp';
import ReviewAction from '~/features/reviews/ReviewAction';
import AfterSaleActions from '~/features/returns/AfterSaleActions';

function RequestsSkeleton() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden">Carregando seus pedidos…</span>
      <ul className={`list-reset ${styles.list}`} aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index} className={`card ${styles.request}`}>
            <span className={`skeleton skeleton--title ${styles.skeletonTitle}`} />
            <span className="skeleton skeleton--text" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ItemLine({
  item,
  request,
}: {
  readonly item: CustomerRequestItem;
  readonly request: CustomerRequest;
}) {
  const options = chosenOptionsText(item.attributes);
  return (
    <li className={styles.item}>
      <div className={styles.itemName}>
        {item.product ? (
          <a href={productPath(item.product.id)}>{item.productName}</a>
        ) : (
          <span>{item.productName}</span>
        )}
        {options && <p className={styles.options}>{options}</p>}
        {request.status === 'DELIVERED' && item.product && (
          <ReviewAction
            requestId={request.id}
            productId={item.product.id}
            productName={item.productName}
          />
        )}
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>Quantidade</dt>
          <dd>{item.quantity}</dd>
        </div>
        <div>
          <dt>Preço unitário</dt>
          <dd>{formatMoney(item.unitPrice)}</dd>
        </div>
        <div>
          <dt>Subtotal</dt>
          <dd className="price">{formatMoney(item.subtotal)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** Where it goes, how it is paid, and its status timeline (with the tracking code once sent). */
function RequestFacts({ request }: { readonly request: CustomerRequest }) {
  const address = request.delivery ? deliveryLines(request.delivery) : undefined;
  return (
    <div className={styles.facts}>
      <dl className={styles.meta}>
        {request.delivery && address && (
          <div>
            <dt>Entrega</dt>
            <dd>
              {request.delivery.recipient}
              <br />
              {address[0]}
              <br />
              {address[1]}
            </dd>
          </div>
        )}
        <div>
          <dt>Pagamento</dt>
          <dd>{paymentSummary(request)}</dd>
        </div>
        {request.refundedAmount > 0 && (
          <div>
            <dt>Reembolsado</dt>
            <dd className="price">{formatMoney(request.refundedAmount)}</dd>
          </div>
        )}
        {request.trackingCode && (
          <div>
            <dt>Código de rastreio</dt>
            <dd>
              {request.trackingUrl ? (
                <a href={request.trackingUrl} target="_blank" rel="noreferrer">
                  {request.trackingCode}
                  <span className="visually-hidden">
                    {' '}
                    (rastrear nos Correios, abre em nova aba)
                  </span>
                </a>
              ) : (
                request.trackingCode
              )}
            </dd>
          </div>
        )}
      </dl>
      <h4 className={styles.timelineTitle}>Andamento</h4>
      <ol className={styles.timeline}>
        {request.timeline.map((event) => (
          <li key={`${event.status}-${event.at}`}>
            <strong>{event.label}</strong>{' '}
            <time dateTime={new Date(event.at).toISOString()}>{formatDateTime(event.at)}</time>
            {event.note && <p className={styles.options}>{event.note}</p>}
          </li>
        ))}
      </ol>
    </div>
  );
}

function RequestEntry({ request }: { readonly request: CustomerRequest }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const itemsId = `${id}-itens`;
  return (
    <li className={`card ${styles.request}`}>
      <div className={styles.summary}>
        <h3 className={styles.number}>
          Pedido <span className={styles.code}>{request.number}</span>
        </h3>
        <span className={requestStatusBadge(request.status)}>
          {requestStatusLabel(request.status)}
        </span>
        <dl className={styles.meta}>
          <div>
            <dt>Data</dt>
            <dd>
              <time
                dateTime={new Date(request.created_at).toISOString()}
                title={formatDateTime(request.created_at)}
              >
                {formatDate(request.created_at)}
              </time>
            </dd>
          </div>
          <div>
            <dt>Itens</dt>
            <dd>{itemCountLabel(request.items.length)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd className="price">{formatMoney(request.total)}</dd>
          </div>
          {request.status === 'PENDING' && request.payLink && (
            <div>
              <dt>Como pagar</dt>
              <dd>
                <a href={request.payLink.url} rel="noopener noreferrer">
                  {request.payLink.label}
                </a>
              </dd>
            </div>
          )}
          {request.status === 'PENDING' && request.expiresAt != null && (
            <div>
              <dt>Pague até</dt>
              <dd>
                <time dateTime={new Date(request.expiresAt).toISOString()}>
                  {formatDateTime(request.expiresAt)}
                </time>
              </dd>
            </div>
          )}
        </dl>
        <button
          type="button"
          className={`button button--secondary button--sm ${styles.toggle}`}
          aria-expanded={open}
          aria-controls={itemsId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Ocultar itens' : 'Ver itens'}
          <span className="visually-hidden"> do pedido {request.number}</span>
        </button>
      </div>
      <div id={itemsId} hidden={!open} className={styles.details}>
        {open && (
          <>
            <ul
              className={`list-reset ${styles.items}`}
              aria-label={`Itens do pedido ${request.number}`}
            >
              {request.items.map((item) => (
                <ItemLine key={item.id} item={item} request={request} />
              ))}
            </ul>
            <RequestFacts request={request} />
            <AfterSaleActions request={request} />
            <div className={styles.actions}>
              <p className={styles.total}>
                Total do pedido: <span className="price">{formatMoney(request.total)}</span>
              </p>
              <a className="button button--sm" href={newTicketAboutRequestHref(request.id)}>
                Abrir ticket sobre este pedido
              </a>
              <a
                className="button button--secondary button--sm"
                href={whatsappUrl(requestMessage(request.number))}
                rel="external noopener"
              >
                Falar no WhatsApp
                <span className="visually-hidden"> sobre o pedido {request.number}</span>
              </a>
            </div>
          </>
        )}
      </div>
    </li>
  );
}

/** The requests as loaded, with what the live status has learnt since about each. */
function RequestList({ initial }: { readonly initial: readonly CustomerRequest[] }) {
  const [updates, setUpdates] = useState<Readonly<Record<string, RequestPaymentState>>>({});
  const [announcement, setAnnouncement] = useState('');
  const requests = initial.map((request) => ({ ...request, ...updates[request.id] }));
  const pending = requests.filter((request) => request.status === 'PENDING');

  usePaymentWatch(
    pending.map((request) => request.id),
    (state) => {
      const before = requests.find((request) => request.id === state.id);
      if (!before) return;
      const said = statusChangeAnnouncement(before.number, before.status, state.status);
      if (said !== '') setAnnouncement(said);
      setUpdates((known) => ({ ...known, [state.id]: state }));
    },
  );

  return (
    <>
      {/* Polite: a payment confirmed while the page is open is said once, without interrupting. */}
      <p role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
      <ul className={`list-reset ${styles.list}`} aria-label="Seus pedidos">
        {requests.map((request) => (
          <RequestEntry key={request.id} request={request} />
        ))}
      </ul>
    </>
  );
}

export default function RequestsPanel() {
  const query = useApiQuery('requests', (signal) => fetchRequests(signal));

  if (query.status === 'loading') return <RequestsSkeleton />;
  if (query.status === 'error') {
    return <LoadError what="seus pedidos" message={query.message} onRetry={query.reload} />;
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        title="Você ainda não fez pedidos"
        headingLevel={3}
        action={
          <a className="button" href={PRODUCTS_PATH}>
            Ver produtos
          </a>
        }
      >
        Quando você comprar conosco, seus pedidos aparecem aqui com o andamento de cada um.
      </EmptyState>
    );
  }
  return <RequestList initial={query.data} />;
}
