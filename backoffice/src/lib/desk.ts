/**
 * The support desk's words: ticket and pedido statuses as the back office names them, and the
 * moves each pedido status allows (the API decides; this only offers the buttons it accepts).
 */
import type {
  RequestStatus,
  StaffRole,
  TicketDeadline,
  TicketStatus,
} from './graphql/generated/graphql';

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

/** The queue's `Prazo` filter: its options' names. */
export const TICKET_DEADLINE_LABELS: Readonly<Record<TicketDeadline, string>> = {
  LATE: 'Atrasados',
  DUE_TODAY: 'Vencem hoje',
};

/** `prazo=` of the queue's address for each deadline filter. */
const DEADLINE_PARAMS: Readonly<Record<TicketDeadline, string>> = {
  LATE: 'atrasados',
  DUE_TODAY: 'hoje',
};

/** The deadline filter `prazo=` names; '' (every ticket) for any other value. */
export function deadlineFromParam(value: string | null): TicketDeadline | '' {
  return (
    (Object.keys(DEADLINE_PARAMS) as TicketDeadline[]).find(
      (deadline) => DEADLINE_PARAMS[deadline] === value,
    ) ?? ''
  );
}

/** `prazo=` for `deadline`. */
export function deadlineParam(deadline: TicketDeadline): string {
  return DEADLINE_PARAMS[deadline];
}

/** Atendimento's queue showing only the tickets at `deadline`. */
export function queuePathFor(deadline: TicketDeadline): string {
  return `/atendimento?prazo=${DEADLINE_PARAMS[deadline]}`;
}

/**
 * What the queue says when nothing matches its filters: the deadline filter's own words, and
 * that the other filters narrow it when any is on.
 */
export function emptyQueueText(deadline: TicketDeadline | '', otherFilters: boolean): string {
  const text =
    deadline === 'LATE'
      ? 'Nenhum ticket atrasado'
      : deadline === 'DUE_TODAY'
        ? 'Nenhum ticket vence hoje'
        : 'Nenhum ticket';
  return otherFilters ? `${text} com estes filtros.` : `${text}.`;
}

/** How many owed tickets fall due today, as the home says it. */
export function dueTodayText(count: number): string {
  if (count === 0) return 'Nenhum ticket vence hoje.';
  return count === 1
    ? '1 ticket vence hoje'
    : `${count.toLocaleString('pt-BR')} tickets vencem hoje`;
}

/** How many owed tickets are past their deadline, as the home says it. */
export function lateText(count: number): string {
  if (count === 0) return 'Nenhum ticket atrasado.';
  return count === 1 ? '1 ticket atrasado' : `${count.toLocaleString('pt-BR')} tickets atrasados`;
}

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
