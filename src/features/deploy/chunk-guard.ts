/**
 * Reloads the page when a file of the bundle fails to load: after a deploy, an open page of the
 * previous build refers to `/_astro/*` files that are gone, and the reload brings the new
 * build's HTML and files. How often it may reload is reload-guard.ts's job.
 *
 * Astro's island loader catches a failed component import, retries it once a second later and
 * then only dispatches `astro:hydration-error` and logs, so Vite's `vite:preloadError` alone
 * never sees islands; hence the four signals below. Installed by DeployWatcher.astro's first
 * script, which runs before any island can report a failure (see that component).
 */
import { isChunkLoadError, isChunkUrl } from './chunk-errors.ts';
import { claimReload, historyGuardStore, sessionGuardStore } from './reload-guard.ts';

interface HydrationErrorDetail {
  readonly error: unknown;
  readonly componentUrl: string | null;
}

function reloadAfterChunkFailure(what: string): void {
  // Offline, the file is not gone, the network is: a reload would only show the browser's
  // offline page and lose the page. The island reports the failure instead.
  if (!navigator.onLine) return;
  const path = location.pathname + location.search;
  const stores = [sessionGuardStore(() => sessionStorage), historyGuardStore(history)];
  if (!claimReload(path, Date.now(), stores)) return;
  console.warn(`[deploy] ${what} could not be loaded (a newer build is online?): reloading.`);
  location.reload();
}

/** The URL of a module script or stylesheet element, or null for any other event target. */
function loadedFileUrl(target: EventTarget | null): string | null {
  if (target instanceof HTMLScriptElement) return target.src || null;
  if (target instanceof HTMLLinkElement && /\b(modulepreload|stylesheet)\b/.test(target.rel)) {
    return target.href || null;
  }
  return null;
}

export function installChunkReloadGuard(): void {
  // An island whose component or renderer could not be imported (after Astro's own retry).
  addEventListener('astro:hydration-error', (event) => {
    const { error, componentUrl } = (event as CustomEvent<HydrationErrorDetail>).detail;
    if (isChunkLoadError(error)) reloadAfterChunkFailure(componentUrl ?? 'An island');
  });
  // A dynamic import inside an island (Vite wraps them): the chunk, a dependency or its CSS.
  addEventListener('vite:preloadError', () => reloadAfterChunkFailure('A dynamic import'));
  // A module script or stylesheet element of the page: load errors do not bubble, so capture.
  addEventListener(
    'error',
    (event) => {
      const url = loadedFileUrl(event.target);
      if (url !== null && isChunkUrl(url, location.origin)) reloadAfterChunkFailure(url);
    },
    true,
  );
  // A dynamic import nobody wrapped or handled.
  addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkFailure('A dynamic import');
  });
}
