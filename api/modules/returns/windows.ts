/**
 * When a customer may do what after the sale, counted in São Paulo's calendar:
 * - cancel while the pedido has not shipped (waiting for payment, paid or being picked);
 * - withdraw from delivery until the end of the 7th day after it (CDC art. 49);
 * - return a defective item until the end of the 90th day after delivery (CDC art. 26).
 * The back office's deadline to answer a withdrawal or return is 5 days after it was made
 * (Decreto 7.962/2013, art. 4 V), as for a ticket.
 */
import { SAO_PAULO_OFFSET } from '../orders/expiry.ts';
import type { RequestRecord } from '../orders/request-store.ts';

export const WITHDRAWAL_DAYS = 7;
export const DEFECT_DAYS = 90;
export const ANSWER_DAYS = 5;
const DAY = 24 * 60 * 60 * 1000;

/** When the pedido was delivered (its last move to DELIVERED), or null when it was not. */
export function deliveredAt(request: Pick<RequestRecord, 'status' | 'history'>): number | null {
  if (request.status !== 'DELIVERED') return null;
  const delivered = request.history.filter((event) => event.status === 'DELIVERED').at(-1);
  return delivered?.at ?? null;
}

/** Midnight in São Paulo starting the day `days` calendar days after the day of `at`. */
function startOfDayAfter(at: number, days: number): number {
  const localDay = Math.floor((at - SAO_PAULO_OFFSET) / DAY) * DAY;
  return localDay + (days + 1) * DAY + SAO_PAULO_OFFSET;
}

/** The last day (as `YYYY-MM-DD` in São Paulo) of a window `days` long from `at`. */
function lastDay(at: number, days: number): string {
  return new Date(startOfDayAfter(at, days) - SAO_PAULO_OFFSET - DAY).toISOString().slice(0, 10);
}

export interface AfterSaleWindows {
  readonly canCancel: boolean;
  /** The last day to withdraw, while it may still be done; null otherwise. */
  readonly withdrawalLastDay: string | null;
  /** The last day to return a defective item, while it may still be done; null otherwise. */
  readonly defectLastDay: string | null;
}

export function windowsOf(
  request: Pick<RequestRecord, 'status' | 'history'>,
  now: number,
): AfterSaleWindows {
  const canCancel =
    request.status === 'PENDING' || request.status === 'PAID' || request.status === 'PREPARING';
  const delivered = deliveredAt(request);
  const open = (days: number) =>
    delivered !== null && now < startOfDayAfter(delivered, days) ? lastDay(delivered, days) : null;
  return {
    canCancel,
    withdrawalLastDay: open(WITHDRAWAL_DAYS),
    defectLastDay: open(DEFECT_DAYS),
  };
}

/** By when the back office must answer a request made at `createdAt`. */
export function answerBy(createdAt: number): number {
  return createdAt + ANSWER_DAYS * DAY;
}
