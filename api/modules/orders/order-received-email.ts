/**
 * The confirmation every pedido gets at once (Decreto 7.962/2013, art. 4 III): `Recebemos seu
 * pedido PED-…` with its items, freight, discount and total, and how it is paid: the Pix copia e
 * cola with its deadline, the boleto's linha digitável with its due date, or the card approved
 * in its installments. It links to the painel's pedidos; nothing of the delivery address or the
 * CPF travels in it.
 */
import { CARD_BRAND_NAMES } from '../../../contract/card-brands.ts';
import type { CardBrand } from '../../../contract/card-brands.ts';
import { renderEmail } from '../messages/email/render-email.ts';
import type { Email, EmailContent } from '../messages/email/render-email.ts';
import { requestsPageUrl } from '../messages/notices.ts';
import type { RequestRecord } from './request-store.ts';
import { requestTotal } from './request-resolvers.ts';

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const moment = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});
const day = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** How the pedido is paid: what to do, and what to copy. */
function payment(request: RequestRecord): Pick<EmailContent, 'code' | 'after'> & {
  readonly facts: { label: string; value: string }[];
} {
  const { charge } = request;
  if (request.paymentMethod === 'PIX' && charge?.pix) {
    return {
      facts:
        request.expiresAt === null
          ? []
          : [{ label: 'Pague até', value: moment.format(request.expiresAt) }],
      code: { label: 'Pix copia e cola', value: charge.pix.code },
      after: [
        'Copie o código no app do seu banco, em Pix copia e cola. Assim que o pagamento for confirmado, avisamos por e-mail e o pedido segue para separação.',
      ],
    };
  }
  if (request.paymentMethod === 'BOLETO' && charge?.boleto) {
    return {
      facts:
        request.expiresAt === null
          ? []
          : [{ label: 'Vencimento', value: day.format(request.expiresAt - 1) }],
      code: { label: 'Linha digitável', value: charge.boleto.digitableLine },
      after: [
        'Pague o boleto no app do seu banco ou numa lotérica até o vencimento. A confirmação pode levar até 3 dias úteis.',
      ],
    };
  }
  const brand =
    request.cardBrand === null
      ? 'Cartão'
      : (CARD_BRAND_NAMES[request.cardBrand as CardBrand] ?? request.cardBrand);
  const count = request.installments ?? 1;
  const each = requestTotal(request) / count;
  return {
    facts: [
      {
        label: 'Pagamento',
        value: `${brand}${request.cardLast4 ? ` final ${request.cardLast4}` : ''}, ${count}x de ${money.format(each)} sem juros`,
      },
    ],
    after: [
      request.status === 'PAID'
        ? 'O pagamento foi aprovado e o pedido segue para separação.'
        : 'Assim que o pagamento for aprovado, o pedido segue para separação.',
    ],
  };
}

export function orderReceivedEmail(siteUrl: string, request: RequestRecord): Promise<Email> {
  const paid = payment(request);
  const lines = request.items.map((item) => ({
    label: `${item.quantity}x ${item.productName}${item.attributes.length > 0 ? ` (${item.attributes.map((a) => `${a.name}: ${a.value}`).join(', ')})` : ''}`,
    value: money.format(item.unitPrice * item.quantity),
  }));
  const totals = [
    ...(request.freight ? [{ label: 'Frete', value: money.format(request.freight.price) }] : []),
    ...(request.discount > 0
      ? [{ label: 'Desconto Pix', value: `- ${money.format(request.discount)}` }]
      : []),
    { label: 'Total', value: money.format(requestTotal(request)) },
  ];
  return renderEmail({
    subject: `Recebemos seu pedido ${request.number}`,
    heading: 'Recebemos seu pedido',
    paragraphs: [
      `Obrigado pela compra! Seu pedido ${request.number} foi registrado em ${moment.format(request.created_at)}.`,
    ],
    facts: [...lines, ...totals, ...paid.facts],
    ...(paid.code ? { code: paid.code } : {}),
    after: paid.after ?? [],
    action: { label: 'Acompanhar o pedido', url: requestsPageUrl(siteUrl) },
  });
}
