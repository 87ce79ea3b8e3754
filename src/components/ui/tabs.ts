/**
 * Pure logic of the WAI-ARIA tabs pattern (horizontal tablist, automatic activation) and of
 * keeping the selected tab in the URL.
 */

/**
 * The index of the tab a key moves to, or null when the key is not a tab key: arrows move to
 * the neighbour and wrap around, Home and End go to the first and last tab.
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The tab a URL parameter names, or `fallback` when it is missing or names no tab. */
export function tabFromParam<T extends string>(
  value: string | null,
  ids: readonly T[],
  fallback: T,
): T {
  return ids.find((id) => id === value) ?? fallback;
}

/**
 * The URL after selecting `id`: the parameter is set, or removed for the default tab so the
 * plain address stays canonical. Other parameters and the hash are kept.
 */
export function urlWithTab(href: string, name: string, id: string, fallback: string): string {
  const url = new URL(href);
  if (id === fallback) url.searchParams.delete(name);
  else url.searchParams.set(name, id);
  return `${url.pathname}${url.search}${url.hash}`;
}
