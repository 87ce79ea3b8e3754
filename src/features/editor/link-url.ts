/**
 * The editor's link rule: a link keeps its URL only for http, https, mailto
 * and tel; anything else is blanked to `about:blank` (Quill's own "sanitized" URL, which the
 * display sanitizer then drops). Quill's built-in whitelist also allows `sms`, hence this.
 *
 * People type addresses without a scheme, so before checking: an e-mail address becomes a
 * `mailto:` link and a bare domain (`www.exemplo.com.br/x`) an `https:` link.
 */

export const BLANK_URL = 'about:blank';

export const LINK_PROTOCOLS: readonly string[] = ['http', 'https', 'mailto', 'tel'];

// No dot in the scheme: `exemplo.com.br:8080` is a host with a port, not a scheme.
const SCHEME = /^[a-z][a-z\d+-]*:/i;
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
const BARE_HOST = /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]|$)/i;

function withScheme(value: string): string | null {
  if (SCHEME.test(value)) return value;
  if (value.startsWith('//')) return `https:${value}`;
  if (EMAIL.test(value)) return `mailto:${value}`;
  if (BARE_HOST.test(value)) return `https://${value}`;
  return null;
}

/** The URL a link may keep (normalised by the URL parser), or `about:blank`. */
export function sanitizeLinkUrl(input: string): string {
  const candidate = withScheme(input.trim());
  if (candidate === null) return BLANK_URL;
  try {
    const url = new URL(candidate);
    return LINK_PROTOCOLS.includes(url.protocol.slice(0, -1)) ? url.href : BLANK_URL;
  } catch {
    return BLANK_URL;
  }
}
