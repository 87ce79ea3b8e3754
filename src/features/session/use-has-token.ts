import { useSyncExternalStore } from 'react';
import { hasSessionToken } from '~/lib/session-token';

// Cookies announce no changes; components re-read the token whenever they render anyway
// (session changes also change `$customer`, which re-renders its readers).
const subscribeToNothing = () => () => {};
// Prerendered HTML cannot know the visitor's cookie: "unknown" until hydration reads it.
const unknownOnServer = () => undefined;

/** Whether a session token is stored; `undefined` while prerendering and hydrating. */
export function useHasToken(): boolean | undefined {
  return useSyncExternalStore(subscribeToNothing, hasSessionToken, unknownOnServer);
}
