/**
 * Links that open a WhatsApp chat with the support team, the message already written, so the
 * customer does not have to explain which product or pedido they mean.
 */
import { company } from '../../contract/company.ts';

/** A `https://wa.me/` link to the company's number with `message` filled in. */
export function whatsappUrl(message: string): string {
  return `https://wa.me/${company.whatsapp}?${new URLSearchParams({ text: message })}`;
}

/** The opening message about a product, naming it and its page. */
export function productMessage(productName: string, productUrl: string): string {
  return `Olá! Tenho uma dúvida sobre o produto ${productName} (${productUrl}).`;
}

/** The opening message about a pedido, naming its number. */
export function requestMessage(requestNumber: string): string {
  return `Olá! Preciso de ajuda com o pedido ${requestNumber}.`;
}
