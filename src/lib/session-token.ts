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
import Cookies from 'js-cookie';
import { TOKEN_LIFETIME_DAYS } from '../../contract/limits.ts';

export const TOKEN_COOKIE = 'token';

function attributes(): Cookies.CookieAttributes {
  return {
    path: '/',
    sameSite: 'Lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  };
}

/** The stored token, or undefined when the visitor is anonymous (or outside a browser). */
export function readToken(): string | undefined {
  const token = Cookies.get(TOKEN_COOKIE);
  return token === '' ? undefined : token;
}

/** Whether a session token is stored (the customer may be logged in; the API decides). */
export function hasSessionToken(): boolean {
  return readToken() !== undefined;
}

export function writeToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, { ...attributes(), expires: TOKEN_LIFETIME_DAYS });
}

export function clearToken(): void {
  // Removal must name the same path (and no domain) the cookie was written with.
  Cookies.remove(TOKEN_COOKIE, attributes());
}
