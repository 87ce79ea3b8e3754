/** What the requests list shows about a request: status labels, option text, ticket link. */
import type { PaymentMethod, RequestStatus } from '~/lib/graphql/generated/graphql';
import { painelTabPath } from '~/lib/paths';

type BadgeTone = 'info' | 'success' | 'warning' | 'danger';

const STATUSES: Readonly<Record<RequestStatus, { label: string; tone: BadgeTone }>> = {
  PENDING: { label: 'Aguardando pagamento', tone: 'warning' },
  PAID: { label: 'Pago', tone: 'info' },
  PREPARING: { label: 'Em separação', tone: 'info' },
  SHIPPED: { label: 'Enviado', tone: 'info' },
  DELIVERED: { label: 'Entregue', tone: 'success' },
  CANCELLED: { label: 'Cancelado', tone: 'danger' },
};

/** The pt-BR label of a request status, e.g. `Entregue`. */
export function requestStatusLabel(status: RequestStatus): string {
  return STATUSES[status].label;
}

/** The badge class of a request status (global.css `.badge--*`). */
export function requestStatusBadge(status: RequestStatus): string {
  return `badge badge--${STATUSES[status].tone}`;
}

/** The options chosen for an item, e.g. `Cor: Preto · Tamanho: 14"`; '' when none. */
export function chosenOptionsText(
  attributes: readonly { readonly name: string; readonly value: string }[],
): string {
  return attributes.map(({ name, value }) => `${name}: ${value}`).join(' · ');
}

/** `1 item`, `3 itens`. */
export function itemCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'itens'}`;
}

/** The painel's new-ticket form with this request preselected (the tickets tab reads it). */
export function newTicketAboutRequestHref(requestId: string): string {
  return painelTabPath('tickets', { novo: '1', pedido: requestId });
}

const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  PIX: 'Pix',
  CREDIT_CARD: 'Cartão de crédito',
  BOLETO: 'Boleto',
};

/** `Pix`, `Cartão de crédito` or `Boleto`. */
export function paymentMethodLabel(method: PaymentMethod): string {
  return PAYMENT_METHOD_LABELS[method];
}

/** A delivery address in two lines: street, number, complement and district; city, UF and CEP. */
export function deliveryLines(address: {
  readonly street: string;
  readonly number: string;
  readonly complement: string;
  readonly district: string;
  readonly city: string;
  readonly state: string;
  readonly cep: string;
}): [string, string] {
  const street = [`${address.street}, ${address.number}`, address.complement, address.district]
    .filter((part) => part !== '')
    .join(' · ');
  const cep = `${address.cep.slice(0, 5)}-${address.cep.slice(5)}`;
  return [street, `${address.city}/${address.state} · CEP ${cep}`];
}
