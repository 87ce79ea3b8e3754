/**
 * Keeping the selected tab in the URL (the arrow-key rule of the WAI-ARIA tabs pattern is
 * `indexForArrowKey` in src/lib/arrow-key-index.ts).
 */

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
