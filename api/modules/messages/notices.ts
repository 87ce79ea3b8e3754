/**
 * The e-mail notices customers get when staff act for them: a ticket answered, a pedido
 * shipped. Each says what happened and links to the painel page; nothing else of the customer
 * (no address, CPF, amounts or the answer's text) goes into a message that crosses mail relays.
 */
import { correiosTrackingUrl } from '../orders/tracking-code.ts';

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

export function requestShippedNotice(
  siteUrl: string,
  request: { readonly number: string; readonly trackingCode: string },
): Notice {
  return {
    subject: `Seu pedido ${request.number} foi enviado`,
    body: `Olá! Seu pedido ${request.number} foi entregue aos Correios com o código de rastreio ${request.trackingCode} (${correiosTrackingUrl(request.trackingCode)}). Acompanhe o andamento no seu painel: ${requestsPageUrl(siteUrl)}`,
  };
}
