/**
 * What the requests list shows about a request: status labels, option text, ticket link, how
 * it is paid, and how often an open pending request is looked at again.
 */
import type { CardBrand, PaymentMethod, RequestStatus } from '~/lib/graphql/generated/graphql';
import { installmentOptionLabel } from '~/lib/payment-labels';
import type { InstallmentOptionFigures } from '~/lib/payment-labels';
import { painelTabPath } from '~/lib/paths';
import { brandLabel, maskedCardNumber } from '~/features/payments/card-view';

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

/** `Visa •••• 1111`: the card a request was charged to. */
export function chargedCardLabel(card: { readonly brand: CardBrand; readonly last4: string }) {
  return `${brandLabel(card.brand)} ${maskedCardNumber(card.last4)}`;
}

/**
 * How a request is paid, in one line: the method and, for a card, its installments and the
 * card, e.g. `Cartão de crédito · 3x de R$ 33,33 sem juros (1ª de R$ 33,34, total R$ 100,00) ·
 * Visa •••• 1111`.
 */
export function paymentSummary(request: {
  readonly paymentMethod: PaymentMethod;
  readonly installments?: InstallmentOptionFigures | null;
  readonly card?: { readonly brand: CardBrand; readonly last4: string } | null;
}): string {
  return [
    paymentMethodLabel(request.paymentMethod),
    request.installments ? installmentOptionLabel(request.installments) : '',
    request.card ? chargedCardLabel(request.card) : '',
  ]
    .filter((part) => part !== '')
    .join(' · ');
}

/**
 * What the painel announces when a request it watches changes while open, e.g. `Pedido
 * PED-2026-000012: Pago.`; '' when the status did not change.
 */
export function statusChangeAnnouncement(
  number: string,
  before: RequestStatus,
  after: RequestStatus,
): string {
  return before === after ? '' : `Pedido ${number}: ${requestStatusLabel(after)}.`;
}

/** The first wait between two looks at a pending request. */
export const PAYMENT_POLL_FIRST_MS = 1_000;
/** The wait while the payer is most likely paying, so a payment shows within 3 s. */
export const PAYMENT_POLL_STEADY_MS = 3_000;
/** How many looks keep that pace: about ten minutes, a Pix paid from a banking app. */
export const PAYMENT_POLL_STEADY_LOOKS = 200;
/** The longest wait, for a page left open long after. */
export const PAYMENT_POLL_MAX_MS = 15_000;

/**
 * The wait before look number `attempt` (0, 1, …) at a pending request: 1 s, growing by a
 * quarter each time up to 3 s, kept there for about ten minutes, then growing again by a
 * quarter each time up to 15 s, so a page left open asks less and less often.
 */
export function paymentPollDelay(attempt: number): number {
  if (attempt < PAYMENT_POLL_STEADY_LOOKS) {
    return Math.min(PAYMENT_POLL_STEADY_MS, Math.round(PAYMENT_POLL_FIRST_MS * 1.25 ** attempt));
  }
  const slowing = attempt - PAYMENT_POLL_STEADY_LOOKS + 1;
  return Math.min(PAYMENT_POLL_MAX_MS, Math.round(PAYMENT_POLL_STEADY_MS * 1.25 ** slowing));
}
