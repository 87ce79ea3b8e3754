/**
 * The logged-in customer, shared by every island of the page: the header, the painel and
 * the forms all read the same store.
 *
 * `$customer` is `undefined` while not known yet, `null` for an anonymous visitor (no token,
 * or a token that did not validate), or the customer. `loadCustomer()` asks the API at most
 * once per page load and token, however many islands call it. The GraphQL client behind it
 * is imported only when there is a token to check (or to end), so anonymous pages skip it.
 */
import { atom, computed } from 'nanostores';
import type * as SessionApi from './session-api.ts';
import type { Customer } from './session-api.ts';
import { firstNameOf } from './customer-name.ts';
import { leavePage } from './navigation.ts';
import { clearToken, readToken, writeToken } from '~/lib/session-token';
import { HOME_PATH } from '~/lib/paths';

export type { Customer };

export const $customer = atom<Customer | null | undefined>(undefined);

/** The customer's first name for greetings; undefined when nobody is logged in (or not known yet). */
export const $firstName = computed($customer, (customer) =>
  customer ? firstNameOf(customer.name) : undefined,
);

/** The error logged when the API answers no customer for a token. */
export const NO_CUSTOMER_MESSAGE = 'Usuário não autenticado';

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

/**
 * The customer of `token`: `null` when the API answers none or fails (logged), `undefined`
 * when this page could not even load the session code. That happens to a page of an older
 * build after a deploy: it says nothing about the token, so the customer stays unknown (the
 * token is kept) and the deploy watcher's chunk guard reloads the page.
 */
async function fetchCustomer(token: string): Promise<Customer | null | undefined> {
  let sessionApi: typeof SessionApi;
  try {
    sessionApi = await import('./session-api.ts');
  } catch (error) {
    console.error('[session] Could not load the session code (a newer build online?):', error);
    return undefined;
  }
  try {
    const customer = await sessionApi.fetchLoggedInCustomer(token);
    if (!customer) throw new Error(NO_CUSTOMER_MESSAGE);
    return customer;
  } catch (error) {
    // The route guard clears the token and sends the visitor to the login page.
    // The error says what failed; it never carries the token.
    console.error('[session] Could not load the logged-in customer:', error);
    return null;
  }
}

/**
 * Loads the customer the stored token belongs to into `$customer` and resolves to it (`null`
 * when there is no token or it does not validate: the error is logged; `undefined`, still
 * unknown, when the session code itself could not load). Never rejects.
 */
export function loadCustomer(): Promise<Customer | null | undefined> {
  const token = readToken();
  if (loaded && current.token === token) return current.result;
  loaded = true;
  if (token === undefined) {
    $customer.set(null);
    current = { token, result: Promise.resolve(null) };
    return current.result;
  }
  const result = fetchCustomer(token).then((customer) => {
    // A newer load (another token, after a login) owns the store now.
    if (current.result === result) $customer.set(customer);
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
 * too (best effort: a failure or a slow API does not keep the customer logged in), and
 * returns to the home page.
 */
export async function logout(): Promise<void> {
  const token = readToken();
  clearToken();
  if (token !== undefined) {
    try {
      const { endSession } = await import('./session-api.ts');
      await endSession(token, AbortSignal.timeout(LOGOUT_WAIT_MS));
    } catch (error) {
      console.warn('[session] The API did not confirm the logout:', error);
    }
  }
  leavePage(HOME_PATH);
  current = { token: undefined, result: Promise.resolve(null) };
  $customer.set(null);
}
