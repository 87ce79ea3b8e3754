/**
 * On painel pages: says, while the API cannot be reached, that the painel is out of reach for
 * now and comes back by itself (the session store keeps trying). Public pages do without it.
 */
import { useStore } from '@nanostores/react';
import { useHydrated } from '~/lib/use-hydrated';
import { $apiUnreachable, reachApiAgain } from './store.ts';
import styles from './ApiUnreachableNotice.module.css';

export default function ApiUnreachableNotice() {
  // Hydration renders the prerendered nothing, even if the API was found unreachable by then.
  const hydrated = useHydrated();
  const unreachable = useStore($apiUnreachable) && hydrated;
  // Rendered only while there is something to say, so the page's own status messages stay the
  // only ones otherwise.
  if (!unreachable) return null;
  return (
    <div role="status" className={styles.notice}>
      <p className={styles.title}>Não foi possível acessar o painel agora.</p>
      <p>Sua sessão continua ativa. Vamos tentar de novo automaticamente até o serviço voltar.</p>
      <button type="button" className="button button--sm" onClick={reachApiAgain}>
        Tentar agora
      </button>
    </div>
  );
}
