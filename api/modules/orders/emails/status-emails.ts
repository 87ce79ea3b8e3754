/**
 * The e-mails a customer gets as their pedido moves on: `Pagamento aprovado`, `Seu pedido foi
 * enviado` (the tracking code and the Correios page that follows it), `Pedido entregue` (each
 * product to review) and `Pedido cancelado` (why, and what happens to money already paid).
 * Each links to the painel's pedidos.
 */
import { renderEmail } from '../../messages/render-email.ts';
import type { Email } from '../../messages/render-email.ts';
import { requestsPageUrl } from '../../messages/notices.ts';
import { reaisOf } from '../reais.ts';
import { requestTotal } from '../request-resolvers.ts';
import type { RequestRecord } from '../request-store.ts';
import { correiosTrackingUrl } from '../tracking-code.ts';
import { itemFacts, totalFacts } from './pedido-facts.ts';

export function paymentApprovedEmail(siteUrl: string, request: RequestRecord): Promise<Email> {
  return renderEmail({
    subject: `Pagamento aprovado: ${request.number}`,
    heading: 'Pagamento aprovado',
    paragraphs: [
      `Recebemos o pagamento de ${reaisOf(requestTotal(request))} do seu pedido ${request.number}.`,
      'Agora ele segue para separação; avisamos por e-mail quando for enviado, com o código de rastreio.',
    ],
    facts: [...itemFacts(request), ...totalFacts(request)],
    action: { label: 'Acompanhar o pedido', url: requestsPageUrl(siteUrl) },
  });
}

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

/** Days after delivery the customer may withdraw from the purchase (CDC art. 49). */
const WITHDRAWAL_DAYS = 7;

const productList = new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' });

export function deliveredEmail(siteUrl: string, request: RequestRecord): Promise<Email> {
  const products = productList.format([...new Set(request.items.map((item) => item.productName))]);
  return renderEmail({
    subject: `Pedido entregue: ${request.number}`,
    heading: 'Pedido entregue',
    paragraphs: [
      `Seu pedido ${request.number} foi entregue. Esperamos que goste!`,
      `Conte para outros clientes o que achou de ${products}: a avaliação fica no seu painel, em Meus pedidos.`,
    ],
    action: { label: 'Avaliar produto', url: requestsPageUrl(siteUrl) },
    after: [
      `Se mudar de ideia, você pode desistir da compra em até ${WITHDRAWAL_DAYS} dias a partir do recebimento: em Meus pedidos, no seu painel, use Desistir da compra. Se algum item tiver defeito, use Solicitar troca ou devolução.`,
    ],
  });
}

export interface Cancellation {
  /** Why, as the pedido's timeline says it. */
  readonly reason: string | null;
  /** Whether the pedido had been paid: the money goes back the way it came. */
  readonly wasPaid: boolean;
}

export function cancelledEmail(
  siteUrl: string,
  request: RequestRecord,
  cancellation: Cancellation,
): Promise<Email> {
  const total = reaisOf(requestTotal(request));
  return renderEmail({
    subject: `Pedido cancelado: ${request.number}`,
    heading: 'Pedido cancelado',
    paragraphs: [
      `Seu pedido ${request.number} foi cancelado.`,
      ...(cancellation.reason === null
        ? []
        : [`Motivo: ${cancellation.reason.replace(/\.$/, '')}.`]),
      cancellation.wasPaid
        ? `O reembolso de ${total} foi solicitado e volta pela mesma forma de pagamento: no Pix, para a conta que pagou; no cartão, como crédito na fatura (pode levar até duas faturas).`
        : 'Nenhum valor foi cobrado.',
    ],
    facts: itemFacts(request),
    action: { label: 'Ver meus pedidos', url: requestsPageUrl(siteUrl) },
  });
}
