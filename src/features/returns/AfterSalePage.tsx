/**
 * `/painel/solicitacao/{id}` (static hosting rewrites every such path to this one page): a
 * cancellation's, withdrawal's or return's protocol, state and history. Opened right after the
 * customer asked, it says the request was received and its confirmation e-mailed. Once approved
 * it shows the `Código de postagem` to send the items back; refused, the reason; refunded, the
 * amount. An unknown id or another customer's request shows the 404.
 */
import { useEffect, useId } from 'react';
import { PainelItemNotFound } from '~/components/error/PainelItemNotFound';
import type { PainelItem } from '~/components/error/PainelItemNotFound';
import { LoadError } from '~/components/ui/LoadError';
import { documentTitle } from '~/features/seo/meta';
import { useKnownCustomer } from '~/features/session/use-known-customer';
import { formatDate, formatDateTime } from '~/lib/format';
import { formatMoney } from '~/lib/money';
import { afterSaleIdFromPath, painelTabPath } from '~/lib/paths';
import { useApiQuery } from '~/lib/use-api-query';
import { NEW_REQUEST_PARAM, afterSaleBadge } from './after-sale-view.ts';
import { fetchAfterSale } from './returns-api.ts';
import type { AfterSaleDetail } from './returns-api.ts';
import styles from './AfterSale.module.css';

const AFTER_SALE_ITEM: PainelItem = {
  thing: 'esta solicitação',
  pronoun: 'Ela',
  listName: 'dos seus pedidos',
  tab: 'pedidos',
  listLabel: 'Ver meus pedidos',
};

function Skeleton() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden">Carregando a solicitação…</span>
      <span aria-hidden="true" className="skeleton skeleton--title" />
    </div>
  );
}

function Timestamp({ ms }: { readonly ms: number }) {
  return <time dateTime={new Date(ms).toISOString()}>{formatDateTime(ms)}</time>;
}

function Postage({ afterSale }: { readonly afterSale: AfterSaleDetail }) {
  const id = useId();
  if (!afterSale.postageCode || afterSale.status !== 'APPROVED') return null;
  return (
    <section className={`card ${styles.section}`} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        Código de postagem
      </h2>
      <p className={styles.code}>{afterSale.postageCode}</p>
      <p>
        Embale os itens e leve o pacote a uma agência dos Correios com este código
        {afterSale.postageExpiresAt != null && (
          <>
            {' '}
            até <strong>{formatDate(afterSale.postageExpiresAt - 1)}</strong>
          </>
        )}
        : o envio é gratuito. Quando os itens chegarem, fazemos o reembolso ou enviamos a troca.
      </p>
    </section>
  );
}

function AfterSaleView({ afterSale }: { readonly afterSale: AfterSaleDetail }) {
  const itemsId = useId();
  const historyId = useId();
  const justAsked = new URLSearchParams(window.location.search).has(NEW_REQUEST_PARAM);
  const refunds = afterSale.kind !== 'CANCELLATION' && afterSale.kind !== 'EXCHANGE';

  useEffect(() => {
    document.title = documentTitle(`${afterSale.kindLabel} ${afterSale.number}`);
  }, [afterSale]);

  return (
    <article className={styles.page}>
      <p>
        <a href={painelTabPath('pedidos')}>Voltar para os pedidos</a>
      </p>
      {justAsked && (
        <p role="status" className="alert alert--success">
          Recebemos sua solicitação. Protocolo <strong>{afterSale.number}</strong>: enviamos a
          confirmação para o seu e-mail.
        </p>
      )}
      <header>
        <p className={styles.eyebrow}>Protocolo {afterSale.number}</p>
        <h1 className={styles.heading}>
          {afterSale.kindLabel} do pedido {afterSale.requestNumber}
        </h1>
        <dl className={styles.facts}>
          <div>
            <dt>Situação</dt>
            <dd>
              <span className={afterSaleBadge(afterSale.status)}>{afterSale.statusLabel}</span>
            </dd>
          </div>
          <div>
            <dt>Aberta em</dt>
            <dd>
              <Timestamp ms={afterSale.created_at} />
            </dd>
          </div>
          {refunds && (
            <div>
              <dt>A reembolsar</dt>
              <dd className="price">{formatMoney(afterSale.refundAmount)}</dd>
            </div>
          )}
          {afterSale.freightAmount > 0 && (
            <div>
              <dt>Frete incluído</dt>
              <dd className="price">{formatMoney(afterSale.freightAmount)}</dd>
            </div>
          )}
          {afterSale.refundedAmount > 0 && (
            <div>
              <dt>Reembolsado</dt>
              <dd className="price">{formatMoney(afterSale.refundedAmount)}</dd>
            </div>
          )}
          {afterSale.exchangeRequestNumber && (
            <div>
              <dt>Pedido da troca</dt>
              <dd>{afterSale.exchangeRequestNumber}</dd>
            </div>
          )}
        </dl>
      </header>
      {afterSale.refusalReason && (
        <p className="alert alert--danger">
          <strong>Motivo da recusa:</strong> {afterSale.refusalReason}
        </p>
      )}
      {afterSale.status === 'REFUND_PENDING' && (
        <p className="alert alert--warning">
          O serviço de pagamentos ainda não concluiu o reembolso. Nossa equipe está cuidando disso e
          avisa por e-mail quando o valor for devolvido.
        </p>
      )}
      <Postage afterSale={afterSale} />
      {afterSale.items.length > 0 && (
        <section className={`card ${styles.section}`} aria-labelledby={itemsId}>
          <h2 id={itemsId} className={styles.sectionTitle}>
            Itens
          </h2>
          <ul className="list-reset">
            {afterSale.items.map((item) => (
              <li key={item.requestItemId} className={styles.requestLine}>
                {item.quantity}x {item.productName}{' '}
                {refunds && <span className="price">{formatMoney(item.refundAmount)}</span>}
              </li>
            ))}
          </ul>
          {afterSale.photos.length > 0 && (
            <ul className={`list-reset ${styles.photos}`} aria-label="Fotos enviadas">
              {afterSale.photos.map((photo, index) => (
                <li key={index}>
                  <img src={photo} alt={`Foto ${index + 1} do defeito`} width={96} height={96} />
                </li>
              ))}
            </ul>
          )}
          {afterSale.reason && (
            <p>
              <strong>{afterSale.kind === 'WITHDRAWAL' ? 'Motivo' : 'Defeito descrito'}:</strong>{' '}
              {afterSale.reason}
            </p>
          )}
        </section>
      )}
      <section className={`card ${styles.section}`} aria-labelledby={historyId}>
        <h2 id={historyId} className={styles.sectionTitle}>
          Andamento
        </h2>
        <ol className={styles.history}>
          {afterSale.history.map((event, index) => (
            <li key={index}>
              <strong>{event.label}</strong> <Timestamp ms={event.at} />
              {event.note && <p className="muted">{event.note}</p>}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}

function Loader({ id }: { readonly id: string }) {
  const query = useApiQuery(`after-sale:${id}`, (signal) => fetchAfterSale(id, signal));
  if (query.status === 'loading') return <Skeleton />;
  if (query.status === 'error') {
    return <LoadError what="a solicitação" message={query.message} onRetry={query.reload} />;
  }
  if (!query.data)
    return (
      <PainelItemNotFound item={AFTER_SALE_ITEM} title={documentTitle('Página não encontrada')} />
    );
  return <AfterSaleView afterSale={query.data} />;
}

export default function AfterSalePage() {
  const customer = useKnownCustomer();
  if (!customer) return <Skeleton />;
  const id = afterSaleIdFromPath(window.location.pathname);
  return id === undefined ? (
    <PainelItemNotFound item={AFTER_SALE_ITEM} title={documentTitle('Página não encontrada')} />
  ) : (
    <Loader id={id} />
  );
}
