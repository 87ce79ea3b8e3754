/**
 * The confirmation every pedido gets at once (Decreto 7.962/2013, art. 4 III): `Recebemos seu
 * pedido PED-…` with its items, freight, discount and total, and how it is paid: the Pix copia e
 * cola with its deadline, the boleto's linha digitável with its due date, or the card approved
 * in its installments. It links to the painel's pedidos.
 */
import { CARD_BRAND_NAMES } from '../../../../contract/card-brands.ts';
import type { CardBrand } from '../../../../contract/card-brands.ts';
import { renderEmail } from '../../messages/render-email.ts';
import type { Email, EmailContent, EmailFact } from '../../messages/render-email.ts';
import { requestsPageUrl } from '../../messages/notices.ts';
import { installmentPlan } from '../../../providers/payments/installments.ts';
import { reais } from '../reais.ts';
import { requestTotal } from '../request-resolvers.ts';
import type { RequestRecord } from '../request-store.ts';
import { dayOf, itemFacts, momentOf, totalFacts } from './pedido-facts.ts';

type Payment = Pick<EmailContent, 'code' | 'after'> & { readonly facts: EmailFact[] };

function cardPayment(request: RequestRecord): Payment {
  const brand =
    request.cardBrand === null
      ? 'Cartão'
      : (CARD_BRAND_NAMES[request.cardBrand as CardBrand] ?? request.cardBrand);
  const count = request.installments ?? 1;
  // The pedido's own count, whatever the settings say today.
  const plan = installmentPlan(Math.round(requestTotal(request) * 100), {
    max: count,
    minimumCents: 1,
  }).at(-1);
  const card = `${brand}${request.cardLast4 ? ` final ${request.cardLast4}` : ''}`;
  const installments =
    !plan || plan.firstAmountCents === plan.amountCents
      ? `${count}x de ${reais(plan?.amountCents ?? 0)}`
      : `${count}x, a primeira de ${reais(plan.firstAmountCents)} e as demais de ${reais(plan.amountCents)}`;
  return {
    facts: [{ label: 'Pagamento', value: `${card}, ${installments} sem juros` }],
    after: [
      request.status === 'PAID'
        ? 'O pagamento foi aprovado e o pedido segue para separação.'
        : 'Assim que o pagamento for aprovado, o pedido segue para separação.',
    ],
  };
}

/** How the pedido is paid: what to do, and what to copy. */
function payment(request: RequestRecord): Payment {
  const { charge, expiresAt } = request;
  if (request.paymentMethod === 'PIX' && charge?.pix) {
    return {
      facts: expiresAt === null ? [] : [{ label: 'Pague até', value: momentOf(expiresAt) }],
      code: { label: 'Pix copia e cola', value: charge.pix.code },
      after: [
        'Copie o código no app do seu banco, em Pix copia e cola. Assim que o pagamento for confirmado, avisamos por e-mail e o pedido segue para separação.',
      ],
    };
  }
  if (request.paymentMethod === 'BOLETO' && charge?.boleto) {
    return {
      // The deadline is the first moment after the due day.
      facts: expiresAt === null ? [] : [{ label: 'Vencimento', value: dayOf(expiresAt - 1) }],
      code: { label: 'Linha digitável', value: charge.boleto.digitableLine },
      after: [
        'Pague o boleto no app do seu banco ou numa lotérica até o vencimento. A confirmação pode levar até 3 dias úteis.',
      ],
    };
  }
  return cardPayment(request);
}

export function orderReceivedEmail(siteUrl: string, request: RequestRecord): Promise<Email> {
  const paid = payment(request);
  return renderEmail({
    subject: `Recebemos seu pedido ${request.number}`,
    heading: 'Recebemos seu pedido',
    paragraphs: [
      `Obrigado pela compra! Seu pedido ${request.number} foi registrado em ${momentOf(request.created_at)}.`,
    ],
    facts: [...itemFacts(request), ...totalFacts(request), ...paid.facts],
    ...(paid.code ? { code: paid.code } : {}),
    after: paid.after ?? [],
    action: { label: 'Acompanhar o pedido', url: requestsPageUrl(siteUrl) },
  });
}
