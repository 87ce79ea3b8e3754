/**
 * What the pedido e-mails say of a pedido, the same way in each: its lines (quantity, name,
 * options, amount), freight, discount and total. Nothing of the delivery address or the CPF.
 */
import type { EmailFact } from '../../messages/render-email.ts';
import { reaisOf } from '../reais.ts';
import { requestTotal } from '../request-resolvers.ts';
import type { RequestRecord } from '../request-store.ts';

export function itemFacts(request: RequestRecord): EmailFact[] {
  return request.items.map((item) => {
    const options = item.attributes.map((attribute) => `${attribute.name}: ${attribute.value}`);
    return {
      label: `${item.quantity}x ${item.productName}${options.length > 0 ? ` (${options.join(', ')})` : ''}`,
      value: reaisOf(item.unitPrice * item.quantity),
    };
  });
}

export function totalFacts(request: RequestRecord): EmailFact[] {
  return [
    ...(request.freight ? [{ label: 'Frete', value: reaisOf(request.freight.price) }] : []),
    ...(request.discount > 0
      ? [{ label: 'Desconto Pix', value: `- ${reaisOf(request.discount)}` }]
      : []),
    { label: 'Total', value: reaisOf(requestTotal(request)) },
  ];
}

const moment = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});
const day = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** `27/11/2026, 14:05`, in São Paulo's time. */
export function momentOf(at: number): string {
  return moment.format(at);
}

/** `27/11/2026`, in São Paulo's calendar. */
export function dayOf(at: number): string {
  return day.format(at);
}
