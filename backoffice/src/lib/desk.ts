/**
 * The support desk's words: ticket and pedido statuses as the back office names them, and the
 * moves each pedido status allows (the API decides; this only offers the buttons it accepts).
 */
import type { RequestStatus, StaffRole, TicketStatus } from './graphql/generated/graphql';

export const TICKET_STATUS_LABELS: Readonly<Record<TicketStatus, string>> = {
  OPEN: 'Aberto',
  IN_PROGRESS: 'Aguardando cliente',
  SOLVED: 'Resolvido',
  CLOSED: 'Fechado',
};

export const TICKET_STATUS_BADGES: Readonly<Record<TicketStatus, string>> = {
  OPEN: 'badge badge--info',
  IN_PROGRESS: 'badge badge--warning',
  SOLVED: 'badge badge--success',
  CLOSED: 'badge',
};

/** A pedido's move as a button: its name and the status it moves to. */
export interface RequestMove {
  readonly label: string;
  readonly to: RequestStatus;
}

const PAY: RequestMove = { label: 'Marcar como pago', to: 'PAID' };
const SHIP: RequestMove = { label: 'Enviar', to: 'SHIPPED' };
const DELIVER: RequestMove = { label: 'Marcar como entregue', to: 'DELIVERED' };
const CANCEL: RequestMove = { label: 'Cancelar pedido', to: 'CANCELLED' };

export const REQUEST_MOVES: Readonly<Record<RequestStatus, readonly RequestMove[]>> = {
  PENDING: [PAY, CANCEL],
  PAID: [SHIP, CANCEL],
  PREPARING: [SHIP, CANCEL],
  SHIPPED: [DELIVER],
  DELIVERED: [],
  CANCELLED: [],
};

/**
 * The moves a staff member of `role` is offered on a pedido in `status`. `Marcar como pago` is
 * for money that arrived by other means (the provider confirms its own payments): an admin's
 * move only.
 */
export function requestMovesFor(status: RequestStatus, role: StaffRole): readonly RequestMove[] {
  return REQUEST_MOVES[status].filter((move) => move !== PAY || role === 'ADMIN');
}

/**
 * The status among `statuses`' keys that a list filter's value (an option's, or the address's)
 * names; '' (every status) for any other value.
 */
export function filterStatus<S extends string>(
  statuses: Readonly<Record<S, unknown>>,
  value: string | null,
): S | '' {
  return (Object.keys(statuses) as S[]).find((status) => status === value) ?? '';
}

/** `?id=` of the page's address. */
export function idFromAddress(): string {
  return new URLSearchParams(location.search).get('id') ?? '';
}
