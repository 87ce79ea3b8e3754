import { useCallback, useEffect, useState } from 'react';
import { describeApiError } from '~/lib/api/messages';
import type { ProductListResult } from './list-api.ts';
import { hasQueryFilters, parseListQuery, serializeListQuery } from './list-query.ts';
import type { ListQuery } from './list-query.ts';

interface Answer {
  /** Which request this answers: the query string plus the retry count. */
  readonly key: string;
  readonly data?: ProductListResult;
  readonly error?: string;
}

export interface ProductListState {
  /** The last answer received (kept on screen while the next one loads). */
  readonly data: ProductListResult | undefined;
  readonly loading: boolean;
  /** pt-BR message of a failed request. */
  readonly error: string | undefined;
  readonly retry: () => void;
}

/**
 * The API's answer for `query` within the category; no request at all when the query has no
 * filters (the prerendered page is the answer). A newer query aborts the older request.
 */
export function useProductList(query: ListQuery, categoryId: string | null): ProductListState {
  const search = hasQueryFilters(query) ? serializeListQuery(query) : '';
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const key = `${search}#${attempt}`;

  useEffect(() => {
    if (search === '') return;
    const controller = new AbortController();
    import('./list-api.ts')
      .then(({ fetchProductList }) =>
        fetchProductList(parseListQuery(search), categoryId, controller.signal),
      )
      .then(
        (data) => setAnswer({ key, data }),
        (error: unknown) => {
          if (!controller.signal.aborted) setAnswer({ key, error: describeApiError(error) });
        },
      );
    return () => controller.abort();
  }, [search, categoryId, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = answer?.key === key;
  return {
    data: answer?.data,
    loading: search !== '' && !current,
    error: current ? answer?.error : undefined,
    retry,
  };
}
