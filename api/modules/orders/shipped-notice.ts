/**
 * The notice a customer gets when their pedido is shipped: its number, the tracking code with
 * the Correios page that follows it, and the painel's pedidos tab; nothing else of the pedido.
 */
import { requestsPageUrl } from '../messages/notices.ts';
import type { Notice } from '../messages/notices.ts';
import { correiosTrackingUrl } from './tracking-code.ts';

export function requestShippedNotice(
  siteUrl: string,
  request: { readonly number: string; readonly trackingCode: string },
): Notice {
  return {
    subject: `Seu pedido ${request.number} foi enviado`,
    body: `Olá! Seu pedido ${request.number} foi entregue aos Correios com o código de rastreio ${request.trackingCode} (${correiosTrackingUrl(request.trackingCode)}). Acompanhe o andamento no seu painel: ${requestsPageUrl(siteUrl)}`,
  };
}
