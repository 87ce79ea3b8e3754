/**
 * Every route the site links to, in one place: pages, islands and scripts build their links
 * here, so renaming a route is one edit. A lint rule (`eslint.config.js`) rejects route
 * literals such as `'/painel'` anywhere else in `src/` (the page files under `src/pages/`
 * name the routes by their location).
 */

export const HOME_PATH = '/';

/** The whole catalogue's first list page. */
export const PRODUCTS_PATH = '/produtos';

export function productPath(id: string): string {
  return `${PRODUCTS_PATH}/${encodeURIComponent(id)}`;
}

/** Page `page` (from 1) of a product's approved reviews. */
export function productReviewsPath(id: string, page: number): string {
  return `${productPath(id)}/avaliacoes/${page}`;
}

/** Path of a list page; page 1 has no `/pagina/1` suffix. */
export function listPath(categorySlug: string | null, page = 1): string {
  const base =
    categorySlug === null
      ? PRODUCTS_PATH
      : `${PRODUCTS_PATH}/categoria/${encodeURIComponent(categorySlug)}`;
  return page > 1 ? `${base}/pagina/${page}` : base;
}

/** The query parameter of the product list holding the search (`/produtos?busca=teclado`). */
export const SEARCH_PARAM = 'busca';
/** The results of searching `text` in the whole catalogue. */
export function searchPath(text: string): string {
  return `${PRODUCTS_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: text })}`;
}

/** The first list page of a category. */
export function categoryPath(slug: string): string {
  return listPath(slug);
}

/** Everything under this path needs a logged-in customer. */
export const PAINEL_PATH = '/painel';
/** The query parameter holding the painel's tab (`/painel?aba=pedidos`). */
export const PAINEL_TAB_PARAM = 'aba';
export const PAINEL_FAVORITES_PATH = `${PAINEL_PATH}/favorites`;

/** The painel, with a query string when `params` has any. */
export function painelPath(params: Readonly<Record<string, string>> = {}): string {
  const query = new URLSearchParams(params).toString();
  return query === '' ? PAINEL_PATH : `${PAINEL_PATH}?${query}`;
}

/** The painel's `tab` tab with more query parameters (the tickets tab's new-ticket form). */
export function painelTabPath(tab: string, params: Readonly<Record<string, string>> = {}): string {
  return painelPath({ [PAINEL_TAB_PARAM]: tab, ...params });
}

/** `/painel/ticket/{id}`. */
export function ticketPath(id: string): string {
  return `${PAINEL_PATH}/ticket/${encodeURIComponent(id)}`;
}

/** `/painel/solicitacao/{id}`: a cancellation's, withdrawal's or return's page. */
export function afterSalePath(id: string): string {
  return `${PAINEL_PATH}/solicitacao/${encodeURIComponent(id)}`;
}

/** The id of a `/painel/{page}/{id}` path, or undefined when the path names none. */
function painelPageId(page: string, pathname: string): string | undefined {
  const match = new RegExp(`^/painel/${page}/([^/]+)/?$`).exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/** The ticket id of a ticket page's path, or undefined when the path names none. */
export function ticketIdFromPath(pathname: string): string | undefined {
  return painelPageId('ticket', pathname);
}

/** The request id of an after-sale page's path, or undefined when the path names none. */
export function afterSaleIdFromPath(pathname: string): string | undefined {
  return painelPageId('solicitacao', pathname);
}

export const LOGIN_PATH = '/login';
/** Query parameter of `/login` holding the same-site path to return to after logging in. */
export const NEXT_PARAM = 'next';

/** `/login`, with `next` when given (callers that take it from a URL check it first). */
export function loginPath(next?: string): string {
  return next === undefined
    ? LOGIN_PATH
    : `${LOGIN_PATH}?${new URLSearchParams({ [NEXT_PARAM]: next })}`;
}

export const REGISTRATION_PATH = '/registro';
export const RECOVERY_PATH = '/recuperar-senha';
/** The privacy policy. */
export const PRIVACY_PATH = '/privacidade';

/** Where the link of `Confirme seu e-mail` confirms the customer's address (`?token=`). */
export const EMAIL_CONFIRMATION_PATH = '/confirmar-email';

/** Where a back-in-stock notice's link cancels its request (`?token=`). */
export const STOCK_ALERT_CANCEL_PATH = '/avise-me/cancelar';

/** The cart and the checkout, the next pages of the shop. */
export const CART_PATH = '/carrinho';
export const CHECKOUT_PATH = '/finalizar';
