import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { describeApiError } from '~/lib/api/messages';

export type ApiQueryState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string; readonly error: unknown }
  | { readonly status: 'success'; readonly data: T };

export type ApiQuery<T> = ApiQueryState<T> & {
  /** Loads again (the `Tentar novamente` button; also after a change elsewhere). */
  reload(): void;
};

/**
 * Loads data for an island: `loading` first (render a skeleton), then `success` or `error`
 * with a pt-BR message for people (render it with a retry button: `LoadError`). A new `key`
 * loads again; an answer that arrives after the key changed or the island unmounted is
 * dropped (its request aborted), so a slow old answer never overwrites a newer one.
 */
export function useApiQuery<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): ApiQuery<T> {
  const [state, setState] = useState<ApiQueryState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const run = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`[api] ${key}:`, error);
        setState({ status: 'error', message: describeApiError(error), error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
