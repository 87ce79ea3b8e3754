/**
 * Links in editable home content (hero call to action, announcements) must stay on this site:
 * the content comes from the API, and an `href` such as `javascript:…` or another site's
 * address must not become a link. Accepts a path with a single leading slash (`/produtos`,
 * `/produtos?busca=ssd`, `/#servicos`) and returns it unchanged; anything else gives null.
 */
export function sitePath(href: string | null | undefined): string | null {
  if (!href || !href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) {
    return null;
  }
  // Tabs and line breaks are dropped by URL parsers: `/\t/evil.example` would become `//evil…`.
  if (/\p{Cc}/u.test(href)) return null;
  return href;
}
