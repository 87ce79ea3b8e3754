/**
 * `Novo pedido PED-…` to support and admins, written beside the customer's `Recebemos seu
 * pedido`: the pedido's items and total, how it is paid and whether that is done, and its page
 * in the back office. Nothing of the buyer (name, CPF, address): the page has it, behind the
 * staff login.
 */
import { onBackoffice, requestPagePath } from '../../../../contract/backoffice-links.ts';
import type { Email } from '../../messages/render-email.ts';
import { staffNoticeEmail } from '../../staff/staff-notices.ts';
import { PAYMENT_METHOD_NAMES } from '../payment-method-names.ts';
import type { RequestRecord } from '../request-store.ts';
import { itemFacts, momentOf, totalFacts } from './pedido-facts.ts';

function paymentOf(request: RequestRecord): string {
  const method = PAYMENT_METHOD_NAMES[request.paymentMethod];
  const installments =
    request.paymentMethod === 'CREDIT_CARD' ? ` em ${request.installments ?? 1}x` : '';
  const state = request.status === 'PENDING' ? 'aguardando o pagamento' : 'pagamento aprovado';
  return `${method}${installments}, ${state}`;
}

export function newPedidoNotice(backofficeUrl: string, request: RequestRecord): Promise<Email> {
  return staffNoticeEmail(backofficeUrl, 'newOrders', {
    subject: `Novo pedido ${request.number}`,
    heading: 'Novo pedido',
    paragraphs: [
      `O pedido ${request.number} foi feito na loja em ${momentOf(request.created_at)}.`,
    ],
    facts: [
      ...itemFacts(request),
      ...totalFacts(request),
      { label: 'Pagamento', value: paymentOf(request) },
    ],
    action: {
      label: 'Abrir o pedido no back office',
      url: onBackoffice(backofficeUrl, requestPagePath(request.id)),
    },
  });
}
