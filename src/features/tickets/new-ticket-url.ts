/**
 * The new-ticket form's place in the painel's address: `?novo=1` opens it, `&pedido={id}` or
 * `&produto={id}` preselects what the ticket is about (the requests tab and product pages
 * link there). Kept apart from the form's rules so the tickets tab loads no form library.
 */

const ID = /^\d{1,9}$/;

export const NEW_TICKET_PARAM = 'novo';
const REQUEST_PARAM = 'pedido';
const PRODUCT_PARAM = 'produto';

export interface NewTicketPrefill {
  /** The form is open (`novo=1`). */
  readonly open: boolean;
  readonly requestId: string;
  readonly productId: string;
}

/** What the address asks of the form; ids that are not ids are ignored. */
export function readNewTicketPrefill(search: string): NewTicketPrefill {
  const params = new URLSearchParams(search);
  const id = (name: string) => {
    const value = params.get(name) ?? '';
    return ID.test(value) ? value : '';
  };
  return {
    open: params.get(NEW_TICKET_PARAM) === '1',
    requestId: id(REQUEST_PARAM),
    productId: id(PRODUCT_PARAM),
  };
}

/**
 * The address with the form open (`novo=1`, keeping a preselection) or closed (the form's
 * parameters removed); everything else is kept.
 */
export function urlWithNewTicket(href: string, open: boolean): string {
  const url = new URL(href);
  if (open) {
    url.searchParams.set(NEW_TICKET_PARAM, '1');
  } else {
    for (const name of [NEW_TICKET_PARAM, REQUEST_PARAM, PRODUCT_PARAM]) {
      url.searchParams.delete(name);
    }
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
