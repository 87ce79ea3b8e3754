import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { hasQueryFilters, listQueryUrl, parseListQuery } from './list-query.ts';
import type { ListQuery } from './list-query.ts';

/** Fired after this island changes the URL with pushState (which fires no event itself). */
const URL_CHANGED = 'vertice:list-url-changed';

function subscribe(onChange: () => void): () => void {
  addEventListener('popstate', onChange);
  addEventListener(URL_CHANGED, onChange);
  return () => {
    removeEventListener('popstate', onChange);
    removeEventListener(URL_CHANGED, onChange);
  };
}

const currentSearch = () => location.search;
// Prerendered HTML is the page without query filters; the URL's filters apply after hydration.
const noSearch = () => '';

function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return trim(a) === trim(b);
}

/**
 * The list filters of the URL query as React state. `navigate` pushes a new history entry
 * (Back restores the previous filters) for `basePath`, the list the page belongs to. Without
 * query filters the prerendered page is the answer: when that is not the document already
 * shown (filters were applied on `/produtos/pagina/3`, say), the browser loads it.
 */
export function useListUrl(basePath: string): {
  query: ListQuery;
  navigate: (next: ListQuery) => void;
} {
  const search = useSyncExternalStore(subscribe, currentSearch, noSearch);
  const query = useMemo(() => parseListQuery(search), [search]);
  // The path of the prerendered document on screen (this island never leaves it by itself).
  const [documentPath] = useState(() => (typeof location === 'undefined' ? '' : location.pathname));

  useEffect(() => {
    function onPopState() {
      if (
        !hasQueryFilters(parseListQuery(location.search)) &&
        !samePath(location.pathname, documentPath)
      ) {
        location.reload();
      }
    }
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, [documentPath]);

  const navigate = useCallback(
    (next: ListQuery) => {
      const filtered = hasQueryFilters(next);
      if (!filtered && !samePath(basePath, documentPath)) {
        location.assign(basePath);
        return;
      }
      const url = listQueryUrl(filtered ? basePath : documentPath, next);
      if (url === `${location.pathname}${location.search}`) return;
      history.pushState(null, '', url);
      dispatchEvent(new Event(URL_CHANGED));
    },
    [basePath, documentPath],
  );

  return { query, navigate };
}
