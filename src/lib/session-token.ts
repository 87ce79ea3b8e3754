/**
 * The session token: the `token` cookie, written with deliberate attributes.
 *
 * - `Path=/`: every page's islands read it (the guard runs on every page).
 * - `SameSite=Lax`: never sent on cross-site subrequests; top-level links to the shop still
 *   carry it. The API reads the token from the Authorization header, not from the cookie, so
 *   the cookie is only the browser-side store of the session.
 * - `Secure` whenever the page is served over https (on http, e.g. 127.0.0.1, the browser
 *   would refuse to store a Secure cookie at all).
 * - Expires after `TOKEN_LIFETIME_DAYS`, the API's token lifetime (contract/limits.ts), so the
 *   cookie never outlives the token it holds.
 * - No `Domain`: a host-only cookie, invisible to sibling subdomains.
 *
 * The token never goes into a URL, localStorage or a log line. Only the session feature
 * writes, reads and clears it, and the API client reads it for requests made with
 * `{ auth: true }`; every other module asks `hasSessionToken()` (a lint rule keeps it so).
 */
import { TOKEN_LIFETIME_DAYS } from '../../contract/limits.ts';

export const TOKEN_COOKIE = 'token';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The attributes every write names, removal included (a cookie is replaced or removed only
 * by a write with the same path and no domain). The value is percent-encoded as written and
 * decoded as read, so whatever the API issues comes back unchanged.
 */
function cookieLine(value: string, expires: Date): string {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return [
    `${TOKEN_COOKIE}=${encodeURIComponent(value)}`,
    'path=/',
    `expires=${expires.toUTCString()}`,
    'samesite=Lax',
    ...(secure ? ['secure'] : []),
  ].join('; ');
}

/** The stored token, or undefined when the visitor is anonymous (or outside a browser). */
export function readToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== TOKEN_COOKIE) continue;
    try {
      const token = decodeURIComponent(pair.slice(at + 1).trim());
      return token === '' ? undefined : token;
    } catch {
      // Not written here (a malformed encoding): no usable token.
      return undefined;
    }
  }
  return undefined;
}

/** Whether a session token is stored (the customer may be logged in; the API decides). */
export function hasSessionToken(): boolean {
  return readToken() !== undefined;
}

export function writeToken(token: string): void {
  document.cookie = cookieLine(token, new Date(Date.now() + TOKEN_LIFETIME_DAYS * DAY_MS));
}

export function clearToken(): void {
  document.cookie = cookieLine('', new Date(0));
}
