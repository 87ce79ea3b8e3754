/**
 * Waits `seconds` (seconds, not milliseconds, as the retry settings are written).
 * With a signal, an abort ends the wait at once and rejects with the signal's reason,
 * so a cancelled caller never resumes work after the wait.
 */
export function delay(seconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, seconds * 1000);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
