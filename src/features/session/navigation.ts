/**
 * Leaving the page from session code (guard redirects, login, logout). The first navigation
 * of a page wins: once the page is on its way out, store updates that follow (logout
 * clearing `$customer`, say) must not make the guard start a second, competing navigation.
 * A page restored from the back/forward cache is live again: `resumeNavigation` re-arms it.
 */
let leaving = false;

export type NavigationMode = 'assign' | 'replace';

/**
 * Full page load of `to`. `replace` keeps the page being left out of the history (guard
 * redirects: Back must not land on a page that redirects again); `assign` keeps it.
 */
export function leavePage(to: string, mode: NavigationMode = 'assign'): void {
  if (leaving) return;
  leaving = true;
  if (mode === 'replace') location.replace(to);
  else location.assign(to);
}

export function isLeavingPage(): boolean {
  return leaving;
}

export function resumeNavigation(): void {
  leaving = false;
}
