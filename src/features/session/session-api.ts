/**
 * The session's API operations. Loaded with a dynamic import at first use (see store.ts): an
 * anonymous visitor's page never needs the GraphQL client, so it never downloads it.
 */
import { api } from '~/lib/api/api';
import {
  GetCustomerLoggedInDocument,
  LogoutCustomerDocument,
} from '~/lib/graphql/generated/graphql';
import type { CustomerFieldsFragment } from '~/lib/graphql/generated/graphql';

export type Customer = CustomerFieldsFragment;

/** Whether an answer refused the token: with this module, so the store loads it only with a token. */
export { isSessionRejected } from '~/lib/api/errors';

/** The customer the token belongs to; null when the API answers none. */
export async function fetchLoggedInCustomer(token: string): Promise<Customer | null> {
  const { getCustomerLoggedIn } = await api.request(GetCustomerLoggedInDocument, undefined, {
    token,
  });
  return getCustomerLoggedIn ?? null;
}

/**
 * Asks the API to end the token's session. Kept alive beyond the page: the customer is
 * logged out here at once and leaves, and the token must still end at the API.
 */
export async function endSession(token: string): Promise<void> {
  await api.request(LogoutCustomerDocument, undefined, { token, keepalive: true });
}
