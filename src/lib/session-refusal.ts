import { atom } from 'nanostores';

/**
 * How many times the API refused the stored session token during this page's life. The API
 * client reports a refusal here; the session feature listens and ends the session (login
 * page with the way back). A plain store keeps the client free of session code.
 */
export const $sessionRefusals = atom(0);

/**
 * Reports a refusal after the current task, so the caller's own error handling (keeping what
 * the customer typed) runs before the session ends and the page is left.
 */
export function reportSessionRefused(): void {
  setTimeout(() => $sessionRefusals.set($sessionRefusals.get() + 1), 0);
}
