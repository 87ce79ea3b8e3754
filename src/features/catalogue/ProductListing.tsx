import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { productCountLabel } from '~/components/product-card/card';
import type { Facets } from './facets.ts';
import ListFilters from './ListFilters.tsx';
import type { ListCategory } from './list-pages.ts';
import { EMPTY_QUERY, hasQueryFilters, sortOptionsFor, withFilters } from './list-query.ts';
import type { SortKey } from './list-query.ts';
import { useHydrated } from '~/lib/use-hydrated';
import { useListUrl } from './use-list-url.ts';
import { useProductList } from './use-product-list.ts';
import styles from './ProductListing.module.css';

/**
 * The API's results are shown only once the URL has query filters, never while hydrating (the
 * prerendered page has none): their code (cards, pagination) is loaded then, beside the list
 * request, and a page without filters never downloads it.
 */
const FilteredResults = lazy(() => import('./FilteredResults.tsx'));

interface Props {
  /** The list this page belongs to: `/produtos` or `/produtos/categoria/{slug}`. */
  basePath: string;
  category: ListCategory | null;
  categories: readonly ListCategory[];
  /** Filter options and size of the page's scope, as prerendered. */
  facets: Facets;
  total: number;
  /** The prerendered cards and pagination: the answer whenever the URL has no query filters. */
  children?: ReactNode;
}

/**
 * The product list's filters, order and results. Without query filters it shows the
 * prerendered page (its children) and makes no request; with them it asks the API.
 */
export default function ProductListing({
  basePath,
  category,
  categories,
  facets,
  total,
  children,
}: Props) {
  const ready = useHydrated();
  const { query, navigate } = useListUrl(basePath);
  const filtering = hasQueryFilters(query);
  const list = useProductList(query, category?.id ?? null);

  const shownFacets = filtering && list.data ? list.data.facets : facets;
  const count = !filtering
    ? productCountLabel(total)
    : list.data && !list.loading
      ? productCountLabel(list.data.total)
      : 'Buscando produtos…';

  return (
    <div className={styles.layout}>
      <ListFilters
        query={query}
        navigate={navigate}
        categorySlug={category?.slug ?? null}
        categories={categories}
        facets={shownFacets}
        ready={ready}
      />
      <section id="lista" className={styles.results} aria-labelledby="resultados">
        <div className={styles.toolbar}>
          <h2 id="resultados" className="visually-hidden">
            Resultados
          </h2>
          <p className={styles.count} role="status">
            {count}
          </p>
          <div className={styles.sort}>
            <label htmlFor="ordem">Ordenar por</label>
            <select
              id="ordem"
              value={query.sort}
              disabled={!ready}
              onChange={(event) =>
                navigate(withFilters(query, { sort: event.target.value as SortKey }))
              }
            >
              {sortOptionsFor(query.search).map((option) => (
                <option key={option.key} value={option.key}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div hidden={filtering}>{children}</div>
        {filtering && (
          // Until that code is there, the notice FilteredResults shows while the list loads.
          <Suspense fallback={<p className={styles.notice}>Carregando produtos…</p>}>
            <FilteredResults
              list={list}
              query={query}
              basePath={basePath}
              navigate={navigate}
              onClear={() => navigate(EMPTY_QUERY)}
            />
          </Suspense>
        )}
      </section>
    </div>
  );
}
