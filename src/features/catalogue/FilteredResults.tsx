import { EmptyState } from '~/components/ui/EmptyState';
import FavoriteToggle from '~/features/favorites/FavoriteToggle';
import { toCardProduct } from '~/components/product-card/card';
import { listQueryUrl, withFilters } from './list-query.ts';
import type { ListQuery } from './list-query.ts';
import Pagination from './Pagination.tsx';
import ProductCard from '~/components/product-card/ProductCard';
import type { ProductListState } from './use-product-list.ts';
import styles from './ProductListing.module.css';

interface Props {
  list: ProductListState;
  query: ListQuery;
  basePath: string;
  navigate: (next: ListQuery) => void;
  onClear: () => void;
}

/** The API's answer for the filters in the URL: cards and pages, or why there are none. */
export default function FilteredResults({ list, query, basePath, navigate, onClear }: Props) {
  if (list.error) {
    return (
      <div className={`alert ${styles.notice}`} role="alert">
        <p>{list.error}</p>
        <button type="button" className="button button--secondary" onClick={list.retry}>
          Tentar novamente
        </button>
      </div>
    );
  }
  if (!list.data) return <p className={styles.notice}>Carregando produtos…</p>;

  const { items, page, totalPages, total, didYouMean } = list.data;
  if (items.length === 0) {
    return total > 0 ? (
      <EmptyState
        title="Esta página não existe"
        headingLevel={3}
        action={
          <button type="button" className="button" onClick={() => navigate({ ...query, page: 1 })}>
            Ir para a primeira página
          </button>
        }
      />
    ) : (
      <EmptyState
        title="Nenhum produto encontrado"
        headingLevel={3}
        action={
          <button type="button" className="button" onClick={onClear}>
            Limpar filtros
          </button>
        }
      >
        Tente outras palavras, uma faixa de preço maior ou menos filtros.
      </EmptyState>
    );
  }

  const returnTo = listQueryUrl(basePath, query);
  const corrected = didYouMean ? withFilters(query, { search: didYouMean }) : null;
  return (
    <div className={list.loading ? styles.stale : undefined} aria-busy={list.loading}>
      {corrected && (
        <p className={styles.correction}>
          Você quis dizer{' '}
          <a
            href={listQueryUrl(basePath, corrected)}
            onClick={(event) => {
              event.preventDefault();
              navigate(corrected);
            }}
          >
            {corrected.search}
          </a>
          ? Mostrando os resultados para “{corrected.search}”.
        </p>
      )}
      <ul className={styles.grid} role="list">
        {items.map((product, i) => (
          <li key={product.id}>
            <ProductCard
              product={toCardProduct(product)}
              position={i}
              favorite={
                <FavoriteToggle
                  productId={product.id}
                  productName={product.name}
                  compact
                  returnTo={returnTo}
                />
              }
            />
          </li>
        ))}
      </ul>
      <Pagination
        current={page}
        totalPages={totalPages}
        hrefFor={(n) => listQueryUrl(basePath, { ...query, page: n })}
        onNavigate={(n) => {
          navigate({ ...query, page: n });
          document.getElementById('lista')?.scrollIntoView({ block: 'start' });
        }}
      />
    </div>
  );
}
