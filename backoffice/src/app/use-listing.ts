/**
 * A staff list whose filters live in the page's address (Back returns to the same list): the
 * query read from the address, `go` to change it (and the address), and the page of results
 * the API answers for it, or the pt-BR problem. While another query loads, `busy` is true and
 * the previous page stays on screen (no jump), announced as loading and not to be paged from.
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
  const [settled, setSettled] = useState<Q | null>(null);
  const [loader] = useState(() => load);

  useEffect(() => {
    let current = true;
    loader(query).then(
      (result) => {
        if (!current) return;
        setListing(result);
        setProblem('');
        setSettled(query);
      },
      (error: unknown) => {
        if (!current) return;
        setProblem(problemText(error));
        setSettled(query);
      },
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

  return { query, go, listing, problem, busy: settled !== query };
}

/**
 * `pagina` of the address, from 1. Anything but a whole number of a few digits (a page the API
 * takes as an Int) is the first page.
 */
export function pageFromAddress(params: URLSearchParams): number {
  const text = params.get('pagina') ?? '';
  return /^\d{1,6}$/.test(text) ? Math.max(1, Number(text)) : 1;
}
