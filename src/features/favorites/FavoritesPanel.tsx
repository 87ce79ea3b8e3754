/**
 * The customer's favorite products as cards (the painel's `Favoritos` tab and
 * `/painel/favorites`). Removing one is optimistic through the favorites store: the card
 * goes at once and comes back with the reason when the API refuses, and stays gone when the
 * customer leaves the page at once.
 */
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadError } from '~/components/ui/LoadError';
import type { CardProduct } from '~/components/product-card/card';
import ProductCard from '~/components/product-card/ProductCard';
import { useApiQuery } from '~/lib/use-api-query';
import { fetchFavoriteProducts } from './favorite-products-api.ts';
import { loginUrlReturningTo } from './login-redirect.ts';
import {
  $favoriteError,
  $favoriteIds,
  primeFavoriteIds,
  removeFavorite,
  settlePendingFavorites,
} from './store.ts';
import styles from './FavoritesPanel.module.css';
import { PRODUCTS_PATH } from '~/lib/paths';

function FavoritesSkeleton() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden">Carregando seus favoritos…</span>
      <ul className={`list-reset grid ${styles.grid}`} aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index} className={`card ${styles.skeletonCard}`}>
            <span className="skeleton skeleton--media" />
            <span className={`skeleton skeleton--text ${styles.skeletonLine}`} />
            <span className="skeleton skeleton--text" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function BrokenHeart() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.6 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
        fill="currentColor"
      />
      <path d="M12.6 7.2 10.8 11l2.6 1.4-1.6 4" fill="none" stroke="#fff" strokeWidth="1.6" />
    </svg>
  );
}

interface FavoritesPanelProps {
  /** Level of the empty state's heading: 3 under the painel tab's heading, 2 on a page. */
  readonly headingLevel?: 2 | 3;
}

function FavoritesGrid({
  products,
  headingLevel,
}: FavoritesPanelProps & { readonly products: readonly CardProduct[] }) {
  const ids = useStore($favoriteIds);
  const error = useStore($favoriteError);
  const [notice, setNotice] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);
  const visible = products.filter((product) => ids.has(product.id));
  const failure = error && products.some((product) => product.id === error.productId);

  async function remove(product: CardProduct) {
    // The pressed card leaves at once: keep the keyboard in the list, on a neighbour.
    const index = visible.indexOf(product);
    const neighbour = visible[index + 1] ?? visible[index - 1];
    const next = neighbour && buttons.current.get(neighbour.id);
    (next ?? listRef.current)?.focus();
    setNotice('');
    const outcome = await removeFavorite(product.id, product.name);
    if (outcome === 'removed') setNotice(`${product.name} foi removido dos favoritos.`);
    else if (outcome === 'login-required') location.assign(loginUrlReturningTo(location));
  }

  return (
    <div ref={listRef} tabIndex={-1} className={styles.panel}>
      <div role="alert" className={failure ? `alert ${styles.message}` : undefined}>
        {failure && error.message}
      </div>
      <p role="status" className={notice ? styles.notice : 'visually-hidden'}>
        {notice}
      </p>
      {visible.length === 0 ? (
        <EmptyState
          title="Você ainda não tem favoritos"
          headingLevel={headingLevel}
          action={
            <a className="button" href={PRODUCTS_PATH}>
              Ver produtos
            </a>
          }
        >
          Toque no coração de um produto para guardá-lo aqui e encontrá-lo depois.
        </EmptyState>
      ) : (
        <ul className={`list-reset grid ${styles.grid}`} aria-label="Produtos favoritos">
          {visible.map((product, index) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                position={index}
                favorite={
                  <button
                    ref={(element) => {
                      if (element) buttons.current.set(product.id, element);
                      else buttons.current.delete(product.id);
                    }}
                    type="button"
                    className={styles.remove}
                    onClick={() => void remove(product)}
                  >
                    <BrokenHeart />
                    Remover<span className="visually-hidden"> {product.name} dos favoritos</span>
                  </button>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function FavoritesPanel({ headingLevel = 3 }: FavoritesPanelProps) {
  const query = useApiQuery('favorites', async (signal) => {
    // Changes earlier pages showed as done go first, so the list includes them.
    await settlePendingFavorites();
    const products = await fetchFavoriteProducts(signal);
    // The list holds the ids too: the store needs no request of its own.
    await primeFavoriteIds(products.map((product) => product.id));
    return products;
  });

  if (query.status === 'loading') return <FavoritesSkeleton />;
  if (query.status === 'error') {
    return <LoadError what="seus favoritos" message={query.message} onRetry={query.reload} />;
  }
  return <FavoritesGrid products={query.data} headingLevel={headingLevel} />;
}
