/**
 * `/painel/favorites`: the favorites list on a page of its own, shown once the customer is
 * known (the route guard's rule; a skeleton until then).
 */
import FavoritesPanel from '~/features/favorites/FavoritesPanel';
import { useKnownCustomer } from '~/features/session/use-known-customer';
import styles from './Painel.module.css';

function FavoritesPageSkeleton() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden">Carregando seus favoritos…</span>
      <div className={styles.skeletonGrid} aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <span key={index} className={`skeleton ${styles.skeletonCard}`} />
        ))}
      </div>
    </div>
  );
}

export default function FavoritesPage() {
  return useKnownCustomer() ? <FavoritesPanel headingLevel={2} /> : <FavoritesPageSkeleton />;
}
