/**
 * The e-mail notices customers get when staff act for them (a ticket answered here; a pedido
 * shipped in orders/shipped-notice.ts), and the painel pages they link to. Each says what
 * happened and links to the painel page; nothing else of the customer (no address, CPF, amounts
 * or the answer's text) goes into a message that crosses mail relays.
 */
export interface Notice {
  readonly subject: string;
  readonly body: string;
}

/** The painel page of a ticket on the public site. */
export function ticketPageUrl(siteUrl: string, ticketId: string): string {
  return `${siteUrl.replace(/\/$/, '')}/painel/ticket/${encodeURIComponent(ticketId)}`;
}

/** The painel's pedidos tab on the public site. */
export function requestsPageUrl(siteUrl: string): string {
  return `${siteUrl.replace(/\/$/, '')}/painel?aba=pedidos`;
}

export function ticketAnsweredNotice(siteUrl: string, ticket: { readonly id: string }): Notice {
  return {
    subject: `Seu ticket #${ticket.id} recebeu uma resposta`,
    body: `Olá! A equipe de atendimento respondeu ao seu ticket #${ticket.id}. Leia a resposta e continue a conversa no seu painel: ${ticketPageUrl(siteUrl, ticket.id)}`,
  };
}
