/** How `Devoluções` shows an after-sale request's status, and what may be done with it now. */
import type { AfterSaleStatus } from './graphql/generated/graphql';

const BADGES: Readonly<Record<AfterSaleStatus, string>> = {
  REQUESTED: 'badge badge--warning',
  APPROVED: 'badge badge--info',
  REFUSED: 'badge badge--danger',
  RECEIVED: 'badge badge--info',
  REFUND_PENDING: 'badge badge--warning',
  REFUNDED: 'badge badge--success',
  EXCHANGED: 'badge badge--success',
  DONE: 'badge badge--success',
};

export function afterSaleBadge(status: AfterSaleStatus): string {
  return BADGES[status];
}

export type AfterSaleStep = 'approve' | 'refuse' | 'confirm' | 'retry';

/** The steps the back office offers for a request (the API checks each again). */
export function afterSaleSteps(request: {
  readonly status: AfterSaleStatus;
  readonly canRefuse: boolean;
}): AfterSaleStep[] {
  switch (request.status) {
    case 'REQUESTED':
      return request.canRefuse ? ['approve', 'refuse'] : ['approve'];
    case 'APPROVED':
      return ['confirm'];
    // A received request normally leaves at once; one still there was left halfway (the
    // API refuses the retry while the refund may still be under way).
    case 'RECEIVED':
    case 'REFUND_PENDING':
      return ['retry'];
    default:
      return [];
  }
}
