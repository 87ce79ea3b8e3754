/**
 * The painel's live status: while requests wait for payment (PENDING), the open page looks at
 * each of them again every few seconds (paymentPollDelay: from 1 s, at most 3 s for ten minutes, then less often), so a Pix or
 * boleto the provider confirms shows without a reload. Hidden tabs do not ask: the looks pause
 * while the page is hidden and start again, at once, when it is shown. A request that leaves
 * PENDING is no longer watched. (The API offers no server-sent events today; polling it is.)
 */
import { useEffect, useEffectEvent } from 'react';
import { paymentPollDelay } from './request-view.ts';
import { fetchRequestPayment } from './requests-api.ts';
import type { RequestPaymentState } from './requests-api.ts';

export function usePaymentWatch(
  pendingIds: readonly string[],
  onAnswer: (state: RequestPaymentState) => void,
): void {
  const answer = useEffectEvent(onAnswer);
  const key = pendingIds.join(' ');
  useEffect(() => {
    if (key === '') return;
    const ids = key.split(' ');
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    let attempt = 0;

    function stop() {
      clearTimeout(timer);
      timer = undefined;
      controller?.abort();
    }
    function schedule() {
      if (document.hidden) return;
      timer = setTimeout(() => void look(), paymentPollDelay(attempt));
      attempt += 1;
    }
    async function look() {
      const current = new AbortController();
      controller = current;
      for (const id of ids) {
        try {
          const state = await fetchRequestPayment(id, current.signal);
          if (current.signal.aborted) return;
          if (state) answer(state);
        } catch {
          // No answer this time (offline, a slow API): the next look asks again.
          if (current.signal.aborted) return;
        }
      }
      schedule();
    }
    function onVisibility() {
      stop();
      if (document.hidden) return;
      attempt = 0;
      void look();
    }

    document.addEventListener('visibilitychange', onVisibility);
    schedule();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
    };
  }, [key]);
}
