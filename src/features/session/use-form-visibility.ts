import { useStore } from '@nanostores/react';
import { $customer } from './store.ts';
import { useHasToken } from './use-has-token.ts';

/**
 * Whether `/login` or `/registro` may show its form: only to a visitor known to be anonymous
 * (no token, or a token that failed and is being cleared). With a token the route guard is
 * about to send the customer on, so the form never flashes. False while hydrating.
 */
export function useAnonymousFormVisible(): boolean {
  const hasToken = useHasToken();
  const customer = useStore($customer);
  return hasToken === false || (hasToken === true && customer === null);
}
