/**
 * A staff list whose filters live in the page's address (Back returns to the same list): the
 * query read from the address, `go` to change it (and the address), and the page of results
 * the API answers for it, or the pt-BR problem.
 */
import { useEffect, useState } from 'react';
import { problemText } from '../lib/api';

export interface Listing<T> {
  readonly items: T[];
  readonly total: number;
  readonly page: number;
  readonly totalPages: number;
}

export function useListing<Q extends { page: number }, T>(
  fromAddress: (params: URLSearchParams) => Q,
  toAddress: (query: Q) => URLSearchParams,
  load: (query: Q) => Promise<Listing<T>>,
) {
  const [query, setQuery] = useState<Q>(() => fromAddress(new URLSearchParams(location.search)));
  const [listing, setListing] = useState<Listing<T> | null>(null);
  const [problem, setProblem] = useState('');
  const [loader] = useState(() => load);

  useEffect(() => {
    let current = true;
    loader(query).then(
      (result) => {
        if (!current) return;
        setListing(result);
        setProblem('');
      },
      (error: unknown) => current && setProblem(problemText(error)),
    );
    return () => {
      current = false;
    };
  }, [loader, query]);

  function go(next: Q) {
    const params = toAddress(next);
    if (next.page > 1) params.set('pagina', String(next.page));
    history.replaceState(null, '', `${location.pathname}${params.size ? `?${params}` : ''}`);
    setQuery(next);
  }

  return { query, go, listing, problem };
}

/** `pagina` of the address, from 1. */
export function pageFromAddress(params: URLSearchParams): number {
  return Math.max(1, Number(params.get('pagina')) || 1);
}
