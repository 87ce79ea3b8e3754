/**
 * Whether the customer was sent to log in because the API refused their session (it expired,
 * or ended elsewhere): the login page says so, once. Kept in the tab's session storage, which
 * outlives the redirect, with the drafts' storage helpers (storage refused: the login page
 * simply says nothing).
 */
import { clearDraft, draftStorage, readDraft, writeDraft } from '~/lib/draft-storage';

const SESSION_ENDED_KEY = 'vertice:sessao-encerrada';

/** Notes that the session just ended on the customer (the guard is sending them to log in). */
export function rememberSessionEnded(storage = draftStorage()): void {
  writeDraft(storage, SESSION_ENDED_KEY, '1');
}

/** Whether the last redirect to the login page was a session that ended. */
export function sessionJustEnded(storage = draftStorage()): boolean {
  return readDraft(storage, SESSION_ENDED_KEY) === '1';
}

/** The explanation was shown: later visits to the login page do without it. */
export function forgetSessionEnded(storage = draftStorage()): void {
  clearDraft(storage, SESSION_ENDED_KEY);
}
