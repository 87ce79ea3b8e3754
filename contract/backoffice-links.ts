/**
 * The back office pages the API's e-mails to staff link to (on BACKOFFICE_URL), and how each
 * page reads what its link carries. A pedido's and a ticket's page take the id in the query; the
 * invitation page takes the e-mail and the code in the fragment, which the browser never sends
 * to any server, so no access log and no `Referer` ever holds the code.
 */

export const INVITATION_PAGE_PATH = '/convite';

/** Where staff members change their own password (`Alterar senha`). */
export const PASSWORD_PAGE_PATH = '/senha';

/** Where staff members choose which e-mails about new work they receive. */
export const NOTICES_PAGE_PATH = '/avisos';

export function requestPagePath(requestId: string): string {
  return `/pedidos/pedido?id=${encodeURIComponent(requestId)}`;
}

/** The back office page of an after-sale request (`Devoluções`). */
export function afterSalePagePath(afterSaleId: string): string {
  return `/devolucoes/solicitacao?id=${encodeURIComponent(afterSaleId)}`;
}

export function ticketPagePath(ticketId: string): string {
  return `/atendimento/ticket?id=${encodeURIComponent(ticketId)}`;
}

export interface InvitationLink {
  readonly email: string;
  readonly code: string;
}

export function invitationPagePath({ email, code }: InvitationLink): string {
  return `${INVITATION_PAGE_PATH}#${new URLSearchParams({ email, codigo: code })}`;
}

/** What an invitation link's fragment (`location.hash`) carries; '' for what it lacks. */
export function invitationOfFragment(fragment: string): InvitationLink {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  return { email: params.get('email') ?? '', code: params.get('codigo') ?? '' };
}

/** `path` on the back office's `origin`; an empty origin leaves the path relative. */
export function onBackoffice(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}
