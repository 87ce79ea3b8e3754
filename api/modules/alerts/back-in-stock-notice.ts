/**
 * The notice a `Avise-me quando chegar` request gets when its product is back: the product's
 * name and page, and the link that cancels the request (the only copy of its token, which the
 * API keeps as a SHA-256). Nothing else about the shopper goes into it.
 */
import { renderEmail } from '../messages/render-email.ts';
import type { Email } from '../messages/render-email.ts';
import { STOCK_ALERT_RETENTION_DAYS } from './retention.ts';

/** The public page that cancels a request; the token travels in the query. */
export const CANCEL_PAGE_PATH = '/avise-me/cancelar';

function origin(siteUrl: string): string {
  return siteUrl.replace(/\/$/, '');
}

export function productPageUrl(siteUrl: string, productId: string): string {
  return `${origin(siteUrl)}/produtos/${encodeURIComponent(productId)}`;
}

export function cancelPageUrl(siteUrl: string, token: string): string {
  return `${origin(siteUrl)}${CANCEL_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}

export function backInStockEmail(
  siteUrl: string,
  product: { readonly id: string; readonly name: string },
  token: string,
): Promise<Email> {
  return renderEmail({
    subject: `Produto disponível: ${product.name}`,
    heading: 'Produto disponível',
    paragraphs: [`O produto ${product.name}, que você pediu para ser avisado, voltou ao estoque.`],
    action: { label: 'Ver o produto', url: productPageUrl(siteUrl, product.id) },
    after: [
      `Este é o único aviso deste pedido: seu e-mail não será usado para mais nada e será apagado em até ${STOCK_ALERT_RETENTION_DAYS} dias.`,
      'Não foi você que pediu, ou não quer mais este aviso? Cancele o pedido pelo link abaixo.',
    ],
    links: [{ label: 'Cancelar este aviso', url: cancelPageUrl(siteUrl, token) }],
  });
}
