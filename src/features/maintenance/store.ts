import { atom, onMount } from 'nanostores';
import { isNoticeDismissed, rememberNoticeDismissed, sessionStore } from './dismissal.ts';

/** Whether the maintenance notice is showing. Starts closed (also in the server render). */
export const $noticeOpen = atom(false);

// When the notice's island mounts in the browser: open it unless this session dismissed it,
// and remember every dismissal from then on, however it happened (button, Escape). The server
// render has no session, so the notice stays closed there.
onMount($noticeOpen, () => {
  if (typeof window === 'undefined') return;
  const storage = sessionStore();
  if (!isNoticeDismissed(storage)) $noticeOpen.set(true);
  return $noticeOpen.listen((open) => {
    if (!open) rememberNoticeDismissed(storage);
  });
});

/** Closes the notice for the rest of the browser session. */
export function dismissNotice(): void {
  $noticeOpen.set(false);
}
