import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while prerendering and while hydrating, true from the first render after that.
 * Islands whose view depends on the browser's session render their prerendered view until
 * then: hydration must match the HTML, and a prerendered form could be typed into (or even
 * submitted natively) before its island takes over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
