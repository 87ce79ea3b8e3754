/**
 * The logged-in customer, shared by every island of the page: the header, the painel and
 * the forms all read the same store.
 *
 * `$customer` is `undefined` while not known yet, `null` for an anonymous visitor (no token,
 * or a token the API refused), or the customer. `loadCustomer()` asks the API at most
 * once per page load and token, however many islands call it. The GraphQL client behind it
 * is imported only when there is a token to check (or to end), so anonymous pages skip it.
 *
 * Only the API's refusal of the token ends the session. When the API cannot be reached (an
 * outage, a restart, a 5xx), the token is kept, the customer stays unknown, `$apiUnreachable`
 * says so, and the load is tried again with a growing pause, at once when the browser comes
 * back online or the tab becomes visible again.
 */
import { atom, computed } from 'nanostores';
import type * as SessionApi from './session-api.ts';
import type { Customer } from './session-api.ts';
import { firstNameOf } from './customer-name.ts';
import { leavePage } from './navigation.ts';
import { clearToken, readToken, writeToken } from '~/lib/session-token';
import { UNAUTHENTICATED_MESSAGE } from '~/lib/api/common-messages';
import { $sessionRefusals } from '~/lib/session-refusal';
import { HOME_PATH } from '~/lib/paths';
import { delay } from '~/lib/delay';

export type { Customer };

export const $customer = atom<Customer | null | undefined>(undefined);

/** The customer's first name for greetings; undefined when nobody is logged in (or not known yet). */
export const $firstName = computed($customer, (customer) =>
  customer ? firstNameOf(customer.name) : undefined,
);

/** True while the stored token could not be checked because the API did not answer. */
export const $apiUnreachable = atom(false);

/** The error logged when the API answers no customer for a token. */
export const NO_CUSTOMER_MESSAGE = UNAUTHENTICATED_MESSAGE;

/** Pauses between attempts to reach the API again; the last one repeats. */
export const RECONNECT_DELAYS_MS: readonly number[] = [1000, 2000, 4000, 8000, 15_000, 30_000];

/** How long logout waits for the API before leaving anyway: the local session is already over. */
const LOGOUT_WAIT_MS = 3000;

/** The one load of this page for the current token. */
let current: {
  readonly token: string | undefined;
  readonly result: Promise<Customer | null | undefined>;
} = {
  token: undefined,
  result: Promise.resolve(null),
};
let loaded = false;

/** What one attempt to check a token found out. */
type CheckedToken =
  | { readonly kind: 'customer'; readonly customer: Customer }
  /** The API refused the token: the session is over. */
  | { readonly kind: 'rejected' }
  /** No usable answer (network, timeout, 5xx): nothing is known about the token. */
  | { readonly kind: 'unreachable' }
  /**
   * This page could not even load the session code. That happens to a page of an older build
   * after a deploy: it says nothing about the token, and the deploy watcher's chunk guard
   * reloads the page.
   */
  | { readonly kind: 'code-missing' };

async function checkToken(token: string): Promise<CheckedToken> {
  let sessionApi: typeof SessionApi;
  try {
    sessionApi = await import('./session-api.ts');
  } catch (error) {
    console.error('[session] Could not load the session code (a newer build online?):', error);
    return { kind: 'code-missing' };
  }
  try {
    const customer = await sessionApi.fetchLoggedInCustomer(token);
    if (!customer) throw new Error(NO_CUSTOMER_MESSAGE);
    return { kind: 'customer', customer };
  } catch (error) {
    // The error says what failed; it never carries the token.
    if (error instanceof Error && error.message === NO_CUSTOMER_MESSAGE) {
      console.error('[session] Could not load the logged-in customer:', error);
      return { kind: 'rejected' };
    }
    if (sessionApi.isSessionRejected(error)) {
      // The route guard clears the token and sends the visitor to the login page.
      console.error('[session] Could not load the logged-in customer:', error);
      return { kind: 'rejected' };
    }
    console.warn('[session] The API cannot be reached; the session is kept:', error);
    return { kind: 'unreachable' };
  }
}

/** The pending attempt to reach the API again, and how many came before it. */
let reconnect: { timer: ReturnType<typeof setTimeout> | undefined; attempts: number } | undefined;

/** Tries to reach the API again at once, when it could not be reached before. */
export function reachApiAgain(): void {
  if (reconnect === undefined) return;
  clearTimeout(reconnect.timer);
  reconnect.timer = undefined;
  loaded = false;
  void loadCustomer();
}

function reconnectWhenVisible(): void {
  if (document.visibilityState !== 'hidden') reachApiAgain();
}

function scheduleReconnect(): void {
  if (reconnect === undefined) {
    reconnect = { timer: undefined, attempts: 0 };
    if (typeof window !== 'undefined') {
      window.addEventListener('online', reachApiAgain);
      document.addEventListener('visibilitychange', reconnectWhenVisible);
    }
  }
  const pending = reconnect;
  clearTimeout(pending.timer);
  const pause = RECONNECT_DELAYS_MS[Math.min(pending.attempts, RECONNECT_DELAYS_MS.length - 1)];
  pending.attempts += 1;
  pending.timer = setTimeout(() => {
    pending.timer = undefined;
    loaded = false;
    void loadCustomer();
  }, pause);
}

function stopReconnecting(): void {
  if (reconnect === undefined) return;
  clearTimeout(reconnect.timer);
  reconnect = undefined;
  $apiUnreachable.set(false);
  if (typeof window !== 'undefined') {
    window.removeEventListener('online', reachApiAgain);
    document.removeEventListener('visibilitychange', reconnectWhenVisible);
  }
}

/**
 * Loads the customer the stored token belongs to into `$customer` and resolves to it (`null`
 * when there is no token or the API refused it: the error is logged; `undefined`, still
 * unknown, when the API could not be reached (it is tried again by itself) or the session
 * code itself could not load). Never rejects.
 */
export function loadCustomer(): Promise<Customer | null | undefined> {
  const token = readToken();
  if (loaded && current.token === token) return current.result;
  loaded = true;
  if (token === undefined) {
    stopReconnecting();
    $customer.set(null);
    current = { token, result: Promise.resolve(null) };
    return current.result;
  }
  const result = checkToken(token).then((checked) => {
    const customer = checked.kind === 'customer' ? checked.customer : undefined;
    // A newer load (another token, after a login) owns the store now.
    if (current.result !== result) return customer;
    if (checked.kind === 'unreachable') {
      $apiUnreachable.set(true);
      scheduleReconnect();
      return undefined;
    }
    stopReconnecting();
    if (checked.kind === 'rejected') {
      $customer.set(null);
      return null;
    }
    $customer.set(customer);
    return customer;
  });
  current = { token, result };
  return result;
}

/** Starts the session of a token the API just issued (login, registration). */
export function signIn(token: string): Promise<Customer | null | undefined> {
  writeToken(token);
  return loadCustomer();
}

/**
 * Replaces the known customer with a newer version the API answered (a profile save), so
 * every island that shows it follows: the header's first name, the painel's greeting.
 * Later `loadCustomer()` calls of this page resolve to it too.
 */
export function setCustomer(customer: Customer): void {
  current = { token: readToken(), result: Promise.resolve(customer) };
  loaded = true;
  $customer.set(customer);
}

// The API refused the token during an action (a save, a new ticket, a favorite): the session
// is over. The route guard clears the token and sends the customer to log in, with the way back.
$sessionRefusals.listen(() => {
  stopReconnecting();
  current = { token: readToken(), result: Promise.resolve(null) };
  loaded = true;
  $customer.set(null);
});

/**
 * Forgets what this page knew about the customer, so the next `loadCustomer()` asks again
 * (a page restored from the back/forward cache may be stale: another tab may have logged out).
 */
export function forgetCustomer(): void {
  loaded = false;
  $customer.set(undefined);
}

/**
 * `Sair`: ends the session here at once (cookie and store), asks the API to end the token
 * too, and returns to the home page once the API confirmed or after LOGOUT_WAIT_MS, whichever
 * comes first: a failure or a slow API does not keep the customer logged in, and the request,
 * kept alive beyond the page, still reaches the API after the customer has left.
 */
export async function logout(): Promise<void> {
  const token = readToken();
  clearToken();
  stopReconnecting();
  if (token !== undefined) {
    const ended = import('./session-api.ts')
      .then(({ endSession }) => endSession(token))
      .catch((error: unknown) => {
        console.warn('[session] The API did not confirm the logout:', error);
      });
    await Promise.race([ended, delay(LOGOUT_WAIT_MS / 1000)]);
  }
  leavePage(HOME_PATH);
  current = { token: undefined, result: Promise.resolve(null) };
  $customer.set(null);
}
