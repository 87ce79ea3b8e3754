/**
 * Bearer sessions: opaque random tokens mapped to a customer id, valid for TOKEN_LIFETIME_DAYS.
 * The state keeps the SHA-256 of each token, never the token, so a copy of the state file (or of
 * the browser demo's localStorage) opens no session. A 256-bit random token needs no slow KDF.
 */
import { TOKEN_LIFETIME_MS } from './constants.ts';
import { randomToken, sha256Hex } from './secrets.ts';
import type { MockState } from './state.ts';

/** Longer than any token we issue (64 hex characters): such a header is garbage, not a lookup. */
const MAX_TOKEN_LENGTH = 128;

export function openSession(state: MockState, customerId: string, now: number): string {
  // Dropping expired sessions here keeps the persisted state from growing without bound.
  for (const [key, session] of state.sessions) {
    if (session.expiresAt <= now) state.sessions.delete(key);
  }
  const token = randomToken();
  state.sessions.set(sha256Hex(token), { customerId, expiresAt: now + TOKEN_LIFETIME_MS });
  return token;
}

/** The token of an `Authorization: Bearer {token}` header, or null. */
export function bearerToken(header: string | null): string | null {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  const token = match?.[1];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

/** The customer id of a live session, or null for unknown and expired tokens. */
export function sessionCustomer(
  state: MockState,
  token: string | null,
  now: number,
): string | null {
  if (token === null) return null;
  const key = sha256Hex(token);
  const session = state.sessions.get(key);
  if (!session) return null;
  if (session.expiresAt <= now) {
    state.sessions.delete(key);
    return null;
  }
  return state.customers.has(session.customerId) ? session.customerId : null;
}

export function closeSession(state: MockState, token: string): void {
  state.sessions.delete(sha256Hex(token));
}

export function closeSessionsOf(state: MockState, customerId: string): void {
  for (const [key, session] of state.sessions) {
    if (session.customerId === customerId) state.sessions.delete(key);
  }
}
