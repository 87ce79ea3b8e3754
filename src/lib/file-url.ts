import { PUBLIC_GRAPHQL_URL, PUBLIC_MOCK } from 'astro:env/client';

const ABSOLUTE_HTTP = /^https?:\/\//i;
/** Stands for "this site" while resolving; never appears in a result. */
const SAME_SITE = 'http://same-site.invalid';
/**
 * Where the API's files live: the API's origin, or in mock mode the site itself (the mock-mode
 * build publishes the photos under the same paths: src/pages/files/[...path].ts).
 */
const FILES_BASE = PUBLIC_MOCK ? null : PUBLIC_GRAPHQL_URL;

/**
 * The file-URL rule: a relative path (`/files/x.svg`, `files/x.svg`) is served by the
 * API, so it is resolved against the API's origin (of `base`, by default PUBLIC_GRAPHQL_URL;
 * `null` means this site, and the result stays root-relative);
 * an absolute http(s) URL is returned exactly as given; a protocol-relative `//host/x` takes
 * the base's protocol.
 *
 * These strings come from outside (API data, editors' content) and end up in `src`/`href`,
 * so anything that would resolve to another scheme (`javascript:`, `data:`, `vbscript:`,
 * `file:` ...) gives ''. The check runs on the WHATWG URL parser's result, the same parsing
 * the browser applies, so case, leading spaces/control characters and tabs or newlines
 * inside the scheme cannot slip past it. Empty input gives '' too: no file, no URL.
 */
export function fileUrl(path: string, base: string | null = FILES_BASE): string {
  if (path.trim() === '') return '';
  let url: URL;
  try {
    url = new URL(path, base === null ? SAME_SITE : new URL(base).origin);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  if (ABSOLUTE_HTTP.test(path)) return path;
  return url.origin === SAME_SITE ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
