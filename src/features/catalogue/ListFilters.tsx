import { useId, useState } from 'react';
import type { SubmitEvent } from 'react';
import type { Facets } from './facets.ts';
import type { ListCategory } from './list-pages.ts';
import { UNKNOWN_ERROR_MESSAGE } from '~/lib/api/common-messages';
import { listPath } from '~/lib/paths';
import { SEARCH_MAX_LENGTH } from '../../../contract/limits.ts';
import {
  ATTRIBUTE_FILTERS,
  EMPTY_QUERY,
  hasQueryFilters,
  listQueryUrl,
  withFilters,
} from './list-query.ts';
import type { AttributeParam, ListQuery } from './list-query.ts';
import styles from './ListFilters.module.css';

/**
 * The price fields' check: needed only when the form is sent, so it loads when the form is
 * first focused (before anything can be sent) rather than with the list.
 */
const loadPriceRange = () => import('./price-range.ts');

interface Props {
  query: ListQuery;
  navigate: (next: ListQuery) => void;
  /** The page's category slug; null on the whole catalogue's pages. */
  categorySlug: string | null;
  categories: readonly ListCategory[];
  facets: Facets;
  /** False until hydrated: the controls need JavaScript (category and page work as links). */
  ready: boolean;
}

const priceText = (price: number | null) => (price === null ? '' : String(price));

interface Draft {
  readonly search: string;
  readonly min: string;
  readonly max: string;
}

/**
 * The filter form. Text fields (search, prices) apply on submit (Enter or the button);
 * checkboxes apply at once; the category control loads the prerendered category page.
 */
export default function ListFilters({
  query,
  navigate,
  categorySlug,
  categories,
  facets,
  ready,
}: Props) {
  const [draft, setDraft] = useState<Draft>({
    search: query.search,
    min: priceText(query.minPrice),
    max: priceText(query.maxPrice),
  });
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});
  // The price check's code could not be loaded (offline, or a newer build): said in the form,
  // which keeps what was typed; sending again tries again.
  const [sendFailed, setSendFailed] = useState(false);
  // On narrow screens price and attribute filters fold away so the products come first.
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  // When the URL changes (Back, a checkbox, clearing), a field follows it only if its own
  // applied value changed, so text typed but not yet applied in another field survives.
  const [applied, setApplied] = useState(query);
  if (applied !== query) {
    setApplied(query);
    setDraft((current) => ({
      search: query.search !== applied.search ? query.search : current.search,
      min: query.minPrice !== applied.minPrice ? priceText(query.minPrice) : current.min,
      max: query.maxPrice !== applied.maxPrice ? priceText(query.maxPrice) : current.max,
    }));
    setErrors({});
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    let validatePriceRange: Awaited<ReturnType<typeof loadPriceRange>>['validatePriceRange'];
    try {
      ({ validatePriceRange } = await loadPriceRange());
    } catch {
      setSendFailed(true);
      return;
    }
    setSendFailed(false);
    const range = validatePriceRange(draft.min, draft.max);
    setErrors(range.errors);
    const invalid = range.errors.min ? 'preco-min' : range.errors.max ? 'preco-max' : null;
    if (invalid) {
      document.getElementById(invalid)?.focus();
      return;
    }
    navigate(
      withFilters(query, {
        search: draft.search.trim().slice(0, SEARCH_MAX_LENGTH),
        minPrice: range.min,
        maxPrice: range.max,
      }),
    );
  }

  function toggleValue(param: AttributeParam, value: string, checked: boolean) {
    const values = query.attributes[param].filter((v) => v !== value);
    navigate(
      withFilters(query, {
        attributes: { ...query.attributes, [param]: checked ? [...values, value] : values },
      }),
    );
  }

  function changeCategory(slug: string) {
    location.assign(listQueryUrl(listPath(slug === '' ? null : slug), { ...query, page: 1 }));
  }

  return (
    <form
      className={styles.filters}
      role="search"
      aria-label="Filtrar produtos"
      // The first focus inside the form fetches the price check; a failure there is left to
      // the sending, which imports it again.
      onFocus={() => void loadPriceRange().catch(() => undefined)}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <fieldset className={styles.all} disabled={!ready}>
        <h2 className={styles.title}>Filtros</h2>

        <div className="field">
          <label htmlFor="busca">Buscar</label>
          <input
            id="busca"
            type="search"
            name="busca"
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="Nome, linha ou modelo"
            value={draft.search}
            onChange={(event) => setDraft({ ...draft, search: event.target.value })}
          />
        </div>

        <div className="field">
          <label htmlFor="categoria">Categoria</label>
          <select
            id="categoria"
            value={categorySlug ?? ''}
            onChange={(event) => changeCategory(event.target.value)}
          >
            <option value="">Todas as categorias</option>
            {categories.map((category) => (
              <option key={category.id} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
        </div>

        <button
          type="button"
          className={`button button--quiet button--block ${styles.more}`}
          aria-expanded={expanded}
          aria-controls={moreId}
          onClick={() => setExpanded(!expanded)}
        >
          Mais filtros
        </button>

        <div id={moreId} className={expanded ? undefined : styles.extra}>
          <fieldset className={`field-group ${styles.group}`}>
            <legend>Faixa de preço (R$)</legend>
            <div className={styles.prices}>
              {(['min', 'max'] as const).map((bound) => (
                <div className="field" key={bound}>
                  <label htmlFor={`preco-${bound}`}>
                    {bound === 'min' ? 'Preço mínimo' : 'Preço máximo'}
                  </label>
                  <input
                    id={`preco-${bound}`}
                    name={bound}
                    inputMode="decimal"
                    autoComplete="off"
                    value={draft[bound]}
                    aria-invalid={errors[bound] ? true : undefined}
                    aria-describedby={errors[bound] ? `preco-${bound}-erro` : undefined}
                    onChange={(event) => setDraft({ ...draft, [bound]: event.target.value })}
                  />
                  {errors[bound] && (
                    <p id={`preco-${bound}-erro`} className="field__error">
                      {errors[bound]}
                    </p>
                  )}
                </div>
              ))}
            </div>
          </fieldset>

          {ATTRIBUTE_FILTERS.map(({ param, name }) => {
            const offered = facets.attributes.find((facet) => facet.name === name)?.values ?? [];
            const selected = query.attributes[param];
            const values = [...offered, ...selected.filter((value) => !offered.includes(value))];
            if (values.length === 0) return null;
            return (
              <fieldset className={`field-group ${styles.group}`} key={param}>
                <legend>{name}</legend>
                <ul className={styles.options} role="list">
                  {values.map((value) => (
                    <li key={value}>
                      <label className={styles.option}>
                        <input
                          type="checkbox"
                          name={param}
                          value={value}
                          checked={selected.includes(value)}
                          onChange={(event) => toggleValue(param, value, event.target.checked)}
                        />
                        <span>{value}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            );
          })}
        </div>

        {sendFailed && (
          <p className="field__error" role="alert">
            {UNKNOWN_ERROR_MESSAGE}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className="button">
            Aplicar filtros
          </button>
          {hasQueryFilters(query) && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => navigate(EMPTY_QUERY)}
            >
              Limpar filtros
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
