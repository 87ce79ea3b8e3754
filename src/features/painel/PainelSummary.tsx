/** The painel's summary: open tickets and the latest request, each leading to its tab. */
import type { MouseEvent, ReactNode } from 'react';
import { LoadError } from '~/components/ui/LoadError';
import { requestStatusBadge, requestStatusLabel } from '~/features/requests/request-view';
import { formatDate } from '~/lib/format';
import { useApiQuery } from '~/lib/use-api-query';
import type { PainelTab } from './tabs.ts';
import { painelTabHref } from './tabs.ts';
import { inProgressLabel, openTicketsLabel, unreadRepliesLabel } from './summary.ts';
import { fetchSummary } from './summary-api.ts';
import styles from './Painel.module.css';
import { PRODUCTS_PATH } from '~/lib/paths';

interface SummaryProps {
  /** Opens a tab in place (a plain click on a summary link). */
  readonly onOpenTab: (tab: PainelTab) => void;
}

function TabLink({
  tab,
  onOpenTab,
  children,
}: SummaryProps & { tab: PainelTab; children: ReactNode }) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window (modifier keys, middle button) follows the link as usual.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    onOpenTab(tab);
  }
  return (
    <a className={styles.statLink} href={painelTabHref(tab)} onClick={onClick}>
      {children}
    </a>
  );
}

/** A skeleton line inside the element whose text it stands for, so it takes that line's height. */
function SkeletonLine({ width }: { readonly width: string }) {
  return <span className={`skeleton ${styles.skeletonLine}`} style={{ width }} />;
}

/**
 * The cards' shape while the summary loads: the same four lines (label, figure, detail, link)
 * in the same elements as the loaded cards, so the tabs below do not move when it arrives.
 */
export function SummarySkeleton() {
  return (
    <div className={styles.summary} aria-hidden="true">
      {[0, 1].map((index) => (
        <div key={index} className={`card ${styles.stat}`}>
          <h3 className={styles.statLabel}>
            <SkeletonLine width="6rem" />
          </h3>
          <p className={styles.statValue}>
            <SkeletonLine width="70%" />
          </p>
          <p className={styles.statDetail}>
            <SkeletonLine width="50%" />
          </p>
          <span className={styles.statLink}>
            <SkeletonLine width="6rem" />
          </span>
        </div>
      ))}
    </div>
  );
}

export default function PainelSummary({ onOpenTab }: SummaryProps) {
  const query = useApiQuery('painel-summary', (signal) => fetchSummary(signal));

  let content: ReactNode;
  if (query.status === 'loading') {
    content = (
      <div aria-busy="true">
        <span className="visually-hidden">Carregando o resumo…</span>
        <SummarySkeleton />
      </div>
    );
  } else if (query.status === 'error') {
    content = <LoadError what="o resumo" message={query.message} onRetry={query.reload} />;
  } else {
    const { openTickets, ticketsInProgress, unreadReplies, lastRequest } = query.data;
    content = (
      <div className={styles.summary}>
        <div className={`card ${styles.stat}`}>
          <h3 className={styles.statLabel}>Tickets</h3>
          <p className={styles.statValue}>{openTicketsLabel(openTickets)}</p>
          <p className={styles.statDetail}>
            {inProgressLabel(ticketsInProgress)} · {unreadRepliesLabel(unreadReplies)}
          </p>
          <TabLink tab="tickets" onOpenTab={onOpenTab}>
            Ver tickets
          </TabLink>
        </div>
        <div className={`card ${styles.stat}`}>
          <h3 className={styles.statLabel}>Último pedido</h3>
          {lastRequest ? (
            <>
              <p className={styles.statValue}>{lastRequest.number}</p>
              <p className={styles.statDetail}>
                <span className={requestStatusBadge(lastRequest.status)}>
                  {requestStatusLabel(lastRequest.status)}
                </span>{' '}
                em {formatDate(lastRequest.created_at)}
              </p>
              <TabLink tab="pedidos" onOpenTab={onOpenTab}>
                Ver pedidos
              </TabLink>
            </>
          ) : (
            <>
              <p className={styles.statValue}>Nenhum pedido ainda</p>
              <p className={styles.statDetail}>Seus pedidos aparecem aqui.</p>
              <a className={styles.statLink} href={PRODUCTS_PATH}>
                Ver produtos
              </a>
            </>
          )}
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby="painel-resumo" className={styles.summarySection}>
      <h2 id="painel-resumo" className="visually-hidden">
        Resumo
      </h2>
      {content}
    </section>
  );
}
