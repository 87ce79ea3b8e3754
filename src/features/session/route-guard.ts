/**
 * The route guard: on every page, at load and on every history navigation
 * (popstate; the site has no client-side router), it applies `decideRoute` to the current URL,
 * the stored token and the known customer, and again whenever the customer becomes known.
 * Protected islands show their content only once `$customer` is known.
 *
 * Plain DOM code, not a React island: it renders nothing, and a page whose islands all wait for
 * idle or visibility must not pull React in at load just for the guard.
 */
import { decideRoute } from './guard-rules.ts';
import { isLeavingPage, leavePage, resumeNavigation } from './navigation.ts';
import { rememberSessionEnded } from './session-ended.ts';
import { $customer, forgetCustomer, loadCustomer } from './store.ts';
import { clearToken, readToken } from '~/lib/session-token';

function applyRouteRules(): void {
  if (isLeavingPage()) return;
  const decision = decideRoute({
    path: location.pathname,
    search: location.search,
    hasToken: readToken() !== undefined,
    customer: $customer.get(),
  });
  switch (decision.type) {
    case 'redirect':
      if (decision.clearToken) {
        // The API refused the session: the login page explains why the customer is there.
        clearToken();
        rememberSessionEnded();
      }
      // Internal redirects replace the entry, so Back does not bounce through the guard again.
      leavePage(decision.to, decision.external ? 'assign' : 'replace');
      return;
    case 'wait':
      void loadCustomer();
      return;
    case 'allow':
      if (decision.clearToken) clearToken();
      if (decision.loadCustomer) void loadCustomer();
  }
}

function onPageShow(event: PageTransitionEvent): void {
  if (!event.persisted) return;
  // Restored from the back/forward cache: the session may have changed in the meantime.
  resumeNavigation();
  forgetCustomer();
  applyRouteRules();
}

/** Starts guarding this page: once per page load (the layout's script does it). */
export function startRouteGuard(): void {
  applyRouteRules();
  $customer.listen(applyRouteRules);
  window.addEventListener('popstate', applyRouteRules);
  window.addEventListener('pageshow', onPageShow);
}
