/**
 * PendingChanges.astro's script: sends the changes waiting in this tab, if any. The sending
 * code, and the API client with it, loads only when a session token is stored and something
 * is waiting. In a module of its own so that it is bundled with the rest of every page's
 * start-up code.
 */
import { mayHavePendingChanges } from '~/lib/pending-changes-storage';
import { hasSessionToken } from '~/lib/session-token';

export function startPendingChanges(): void {
  if (!hasSessionToken() || !mayHavePendingChanges()) return;
  import('./send-pending.ts')
    .then(({ sendPendingChanges }) => sendPendingChanges())
    .catch((error: unknown) => {
      // A newer build online: the changes stay for the next page, which has its code.
      console.error('[pending-changes] Could not load the code that sends them:', error);
    });
}
