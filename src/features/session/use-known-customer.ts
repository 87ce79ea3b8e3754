import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $customer, loadCustomer } from './store.ts';
import type { Customer } from './store.ts';
import { useHydrated } from '~/lib/use-hydrated';

/**
 * The logged-in customer once known, else undefined: protected islands render their
 * skeleton until then, so a stranger never sees a flash of them on the way to `/login`
 * (the route guard's rule). Hydration renders the prerendered skeleton, even when the
 * customer is known by then.
 */
export function useKnownCustomer(): Customer | undefined {
  const hydrated = useHydrated();
  const customer = useStore($customer);
  useEffect(() => {
    void loadCustomer();
  }, []);
  return hydrated && customer ? customer : undefined;
}
