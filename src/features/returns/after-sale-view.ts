/**
 * What the painel shows about after-sale requests: status badges, the windows' last days, and
 * the choices a return form offers.
 */
import type { AfterSaleStatus } from '~/lib/graphql/generated/graphql';

type BadgeTone = 'info' | 'success' | 'warning' | 'danger';

const TONES: Readonly<Record<AfterSaleStatus, BadgeTone>> = {
  REQUESTED: 'warning',
  APPROVED: 'info',
  REFUSED: 'danger',
  RECEIVED: 'info',
  REFUND_PENDING: 'warning',
  REFUNDED: 'success',
  EXCHANGED: 'success',
  DONE: 'success',
};

/** The badge class of an after-sale status (global.css `.badge--*`). */
export function afterSaleBadge(status: AfterSaleStatus): string {
  return `badge badge--${TONES[status]}`;
}

/** `2026-12-04` (the API's last day) as `04/12/2026`. */
export function dayText(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}

/** The query parameter a new request's page is opened with, to say it was received. */
export const NEW_REQUEST_PARAM = 'nova';

/** The units a form starts with: all of each line for a withdrawal, none for a defect. */
export function startingUnits(
  items: readonly { readonly id: string; readonly returnableQuantity: number }[],
  withdrawal: boolean,
): Record<string, number> {
  return Object.fromEntries(
    items.map((item) => [item.id, withdrawal ? item.returnableQuantity : 0]),
  );
}

/** What the after-sale actions need of a pedido. */
export interface AfterSaleRequestView {
  readonly id: string;
  readonly number: string;
  readonly status: string;
  readonly canCancel: boolean;
  readonly withdrawalLastDay?: string | null;
  readonly defectLastDay?: string | null;
  readonly afterSales: readonly {
    readonly id: string;
    readonly number: string;
    readonly kindLabel: string;
    readonly status: AfterSaleStatus;
    readonly statusLabel: string;
  }[];
  readonly items: readonly {
    readonly id: string;
    readonly productName: string;
    readonly returnableQuantity: number;
  }[];
}
