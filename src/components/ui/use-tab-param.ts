import { useCallback, useSyncExternalStore } from 'react';
import { tabFromParam, urlWithTab } from './tabs.ts';

/** Fired on window after this hook changes the URL (history.pushState fires no event). */
const TAB_URL_CHANGE = 'tab-url-change';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(TAB_URL_CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(TAB_URL_CHANGE, onChange);
  };
}

/**
 * Keeps the selected tab in a query parameter (e.g. `/painel?aba=pedidos`), for use with
 * <Tabs>: `const [tab, setTab] = useTabParam('aba', ids, 'tickets')`. Selecting pushes a
 * history entry, so Back returns to the previous tab; a shared link opens the same tab.
 * The server render (and hydration) uses `fallback`; the URL's tab follows right after.
 */
export function useTabParam<T extends string>(
  name: string,
  ids: readonly T[],
  fallback: T,
): [T, (id: T) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(name),
    () => null,
  );
  const select = useCallback(
    (id: T) => {
      const { href, pathname, search, hash } = window.location;
      const next = urlWithTab(href, name, id, fallback);
      if (next === `${pathname}${search}${hash}`) return;
      window.history.pushState(window.history.state, '', next);
      window.dispatchEvent(new Event(TAB_URL_CHANGE));
    },
    [name, fallback],
  );
  return [tabFromParam(value, ids, fallback), select];
}
