import { useSyncExternalStore } from 'react';
import { readToken } from './token.ts';

// Cookies announce no changes; components re-read the token whenever they render anyway
// (session changes also change `$customer`, which re-renders its readers).
const subscribeToNothing = () => () => {};
const hasToken = () => readToken() !== undefined;
// Prerendered HTML cannot know the visitor's cookie: "unknown" until hydration reads it.
const unknownOnServer = () => undefined;

/** Whether a session token is stored; `undefined` while prerendering and hydrating. */
export function useHasToken(): boolean | undefined {
  return useSyncExternalStore(subscribeToNothing, hasToken, unknownOnServer);
}
