import { useCallback, useEffect, useState } from 'react';
import { UNKNOWN_ERROR_MESSAGE } from '~/lib/api/common-messages';
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
    const failed = (message: string) => {
      if (!controller.signal.aborted) setAnswer({ key, error: message });
    };
    // The request's code brings the API's messages along: a page without filters loads neither.
    import('./list-api.ts').then(
      ({ fetchProductList, describeApiError }) =>
        fetchProductList(parseListQuery(search), categoryId, controller.signal).then(
          (data) => setAnswer({ key, data }),
          (error: unknown) => failed(describeApiError(error)),
        ),
      // The code could not be loaded (offline, or a newer build online).
      () => failed(UNKNOWN_ERROR_MESSAGE),
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
