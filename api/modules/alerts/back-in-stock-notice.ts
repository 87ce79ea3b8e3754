/**
 * The notice a `Avise-me quando chegar` request gets when its product is back: the product's
 * name and page, and the link that cancels the request (the only copy of its token, which the
 * API keeps as a SHA-256). Nothing else about the shopper goes into it.
 */
import type { Notice } from '../messages/notices.ts';
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

export function backInStockNotice(
  siteUrl: string,
  product: { readonly id: string; readonly name: string },
  token: string,
): Notice {
  return {
    subject: `${product.name} voltou ao estoque`,
    body: `Olá! O produto ${product.name}, que você pediu para ser avisado, voltou ao estoque: ${productPageUrl(siteUrl, product.id)} . Este é o único aviso deste pedido: seu e-mail não será usado para mais nada e será apagado em até ${STOCK_ALERT_RETENTION_DAYS} dias. Não foi você que pediu, ou não quer mais este aviso? Cancele o pedido: ${cancelPageUrl(siteUrl, token)}`,
  };
}
