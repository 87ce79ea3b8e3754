import { SummarySkeleton } from './PainelSummary.tsx';
import styles from './Painel.module.css';

/**
 * The painel's shape while the customer is not known yet (and all a stranger ever sees on
 * the way to `/login`): greeting, summary, tab bar and a panel, nothing of the customer.
 */
export function PainelSkeleton() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden">Carregando seu painel…</span>
      <div aria-hidden="true">
        <span className={`skeleton skeleton--title ${styles.skeletonTitle}`} />
        <span className={`skeleton skeleton--text ${styles.skeletonIntro}`} />
        <div className={styles.summarySection}>
          <SummarySkeleton />
        </div>
        <span className={`skeleton ${styles.skeletonTabs}`} />
        <Rows />
      </div>
    </div>
  );
}

function Rows() {
  return Array.from({ length: 3 }, (_, index) => (
    <span key={index} className={`skeleton ${styles.skeletonRow}`} />
  ));
}

/** A tab's place while its code loads. */
export function TabSkeleton() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden">Carregando…</span>
      <div aria-hidden="true">
        <Rows />
      </div>
    </div>
  );
}
