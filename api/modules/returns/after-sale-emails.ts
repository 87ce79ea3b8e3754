/**
 * The e-mails about a customer's after-sale request, each linking to its painel page:
 * `Recebemos sua solicitação DEV-…` at once (Decreto 7.962/2013, art. 5), `Devolução aprovada`
 * with the `Código de postagem`, the refusal with its reason, the items' arrival, `Reembolso`
 * with the amount, and an exchange's new pedido.
 */
import type { DataAccess } from '../../core/data-access.ts';
import type { Mailer } from '../messages/mailer.ts';
import { renderEmail } from '../messages/render-email.ts';
import type { Email, EmailFact } from '../messages/render-email.ts';
import { reais } from '../orders/reais.ts';
import type { RequestRecord } from '../orders/request-store.ts';
import { KIND_LABELS } from './after-sale-labels.ts';
import type { AfterSaleRecord } from './after-sale-store.ts';

/** The painel page of an after-sale request on the public site. */
export function afterSalePageUrl(siteUrl: string, id: string): string {
  return `${siteUrl.replace(/\/$/, '')}/painel/solicitacao/${encodeURIComponent(id)}`;
}

const day = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });

function itemFacts(afterSale: AfterSaleRecord): EmailFact[] {
  return afterSale.items.map((item) => ({
    label: `${item.quantity}x ${item.productName}`,
    value: reais(item.refundCents),
  }));
}

function moneyFacts(afterSale: AfterSaleRecord): EmailFact[] {
  return [
    ...(afterSale.freightCents > 0
      ? [{ label: 'Frete', value: reais(afterSale.freightCents) }]
      : []),
    ...(afterSale.kind === 'EXCHANGE' || afterSale.kind === 'CANCELLATION'
      ? []
      : [{ label: 'A reembolsar', value: reais(afterSale.refundCents) }]),
  ];
}

type Told = {
  readonly siteUrl: string;
  readonly afterSale: AfterSaleRecord;
  readonly request: RequestRecord;
};

function page(told: Told) {
  return {
    label: 'Acompanhar a solicitação',
    url: afterSalePageUrl(told.siteUrl, told.afterSale.id),
  };
}

const NEXT_STEP: Readonly<Record<AfterSaleRecord['kind'], string>> = {
  CANCELLATION:
    'O pedido foi cancelado; se já estava pago, o reembolso do valor total foi solicitado ao serviço de pagamentos.',
  WITHDRAWAL:
    'Em até 5 dias você recebe o código de postagem para devolver os itens pelos Correios, sem custo. O reembolso inclui o frete.',
  RETURN:
    'Nossa equipe vai analisar o defeito descrito e responder em até 5 dias, com o código de postagem para devolver os itens sem custo.',
  EXCHANGE:
    'Nossa equipe vai analisar o defeito descrito e responder em até 5 dias, com o código de postagem para devolver os itens sem custo. Assim que eles chegarem, enviamos os novos.',
};

export function requestReceivedEmail(told: Told): Promise<Email> {
  const { afterSale, request } = told;
  return renderEmail({
    subject: `Recebemos sua solicitação ${afterSale.number}`,
    heading: 'Recebemos sua solicitação',
    paragraphs: [
      `${KIND_LABELS[afterSale.kind]} do pedido ${request.number}, protocolo ${afterSale.number}.`,
      NEXT_STEP[afterSale.kind],
    ],
    facts: [...itemFacts(afterSale), ...moneyFacts(afterSale)],
    action: page(told),
  });
}

export function approvedEmail(told: Told): Promise<Email> {
  const { afterSale, request } = told;
  return renderEmail({
    subject: `Devolução aprovada: ${afterSale.number}`,
    heading: 'Devolução aprovada',
    paragraphs: [
      `Aprovamos a ${KIND_LABELS[afterSale.kind].toLowerCase()} do pedido ${request.number} (protocolo ${afterSale.number}).`,
      'Embale os itens e leve a uma agência dos Correios com o código de postagem abaixo: o envio não tem custo para você.',
    ],
    code: { label: 'Código de postagem', value: afterSale.postageCode ?? '' },
    facts: [
      ...(afterSale.postageExpiresAt === null
        ? []
        : [{ label: 'Poste até', value: day.format(afterSale.postageExpiresAt) }]),
      ...itemFacts(afterSale),
    ],
    action: page(told),
  });
}

export function refusedEmail(told: Told): Promise<Email> {
  const { afterSale, request } = told;
  return renderEmail({
    subject: `Solicitação recusada: ${afterSale.number}`,
    heading: 'Solicitação recusada',
    paragraphs: [
      `Não pudemos aceitar a ${KIND_LABELS[afterSale.kind].toLowerCase()} do pedido ${request.number} (protocolo ${afterSale.number}).`,
      `Motivo: ${afterSale.refusalReason ?? ''}`,
      'Se não concordar, responda pelo Atendimento no seu painel.',
    ],
    action: page(told),
  });
}

export function itemsReceivedEmail(told: Told): Promise<Email> {
  const { afterSale } = told;
  return renderEmail({
    subject: `Recebemos os itens da solicitação ${afterSale.number}`,
    heading: 'Recebemos os itens',
    paragraphs: [
      afterSale.kind === 'EXCHANGE'
        ? 'Os itens devolvidos chegaram. Os novos seguem para você em um novo pedido, sem custo.'
        : 'Os itens devolvidos chegaram. O reembolso foi solicitado ao serviço de pagamentos.',
    ],
    facts: itemFacts(afterSale),
    action: page(told),
  });
}

export function refundEmail(told: Told, amountCents: number): Promise<Email> {
  const { afterSale, request } = told;
  return renderEmail({
    subject: `Reembolso de ${reais(amountCents)}: ${afterSale.number}`,
    heading: 'Reembolso',
    paragraphs: [
      `Devolvemos ${reais(amountCents)} do pedido ${request.number} (protocolo ${afterSale.number}) pela mesma forma de pagamento.`,
      request.paymentMethod === 'CREDIT_CARD'
        ? 'No cartão, o estorno aparece na fatura atual ou na seguinte, conforme o fechamento.'
        : 'O valor volta para a conta de onde saiu o pagamento.',
    ],
    facts: moneyFacts(afterSale),
    action: page(told),
  });
}

export function exchangeSentEmail(told: Told, newNumber: string): Promise<Email> {
  const { afterSale } = told;
  return renderEmail({
    subject: `Troca a caminho: ${afterSale.number}`,
    heading: 'Sua troca está a caminho',
    paragraphs: [
      `Os novos itens seguem no pedido ${newNumber}, sem custo. Avisamos por e-mail quando ele for enviado, com o código de rastreio.`,
    ],
    facts: itemFacts(afterSale),
    action: page(told),
  });
}

/** Writes `email` to the request's customer in `tx` (nobody to write to: nothing). */
export async function tellCustomer(
  tx: DataAccess,
  mailer: Mailer,
  afterSale: AfterSaleRecord,
  email: (told: Told) => Promise<Email>,
): Promise<void> {
  if (afterSale.customerId === null) return;
  const [customer, request] = await Promise.all([
    tx.customers.byId(afterSale.customerId),
    tx.requests.byId(afterSale.requestId),
  ]);
  if (!customer || !request) return;
  const told = { siteUrl: mailer.siteUrl, afterSale, request };
  await mailer.mail({ to: customer.email, ...(await email(told)) }, tx);
}
