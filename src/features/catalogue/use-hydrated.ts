import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while prerendering and hydrating, true once the island runs in the browser: controls
 * that need JavaScript stay disabled in the prerendered HTML instead of doing nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
