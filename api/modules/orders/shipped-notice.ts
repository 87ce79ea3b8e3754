/**
 * The e-mail a customer gets when their pedido is shipped: its number, the tracking code with
 * the Correios page that follows it, and the painel's pedidos tab; nothing else of the pedido.
 */
import { renderEmail } from '../messages/render-email.ts';
import type { Email } from '../messages/render-email.ts';
import { requestsPageUrl } from '../messages/notices.ts';
import { correiosTrackingUrl } from './tracking-code.ts';

export function requestShippedEmail(
  siteUrl: string,
  request: { readonly number: string; readonly trackingCode: string },
): Promise<Email> {
  return renderEmail({
    subject: `Seu pedido foi enviado: ${request.number}`,
    heading: 'Seu pedido foi enviado',
    paragraphs: [`Seu pedido ${request.number} foi entregue aos Correios.`],
    facts: [{ label: 'Código de rastreio', value: request.trackingCode }],
    action: { label: 'Rastrear nos Correios', url: correiosTrackingUrl(request.trackingCode) },
    links: [{ label: 'Ver meus pedidos', url: requestsPageUrl(siteUrl) }],
  });
}
