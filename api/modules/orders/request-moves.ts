/** The one way a pedido changes status: checked by the database, recorded on its timeline. */
import type { DataAccess } from '../../core/data-access.ts';
import type { Mailer } from '../messages/mailer.ts';
import { tellMove } from './emails/tell-customer.ts';
import type { RequestRecord, RequestStatus } from './request-store.ts';

/**
 * Moves `request` to `to` with a timeline entry, returning its units to stock when it is
 * cancelled, and tells the customer by e-mail in the same transaction. Answers false when the
 * pedido had already left its status (another move won).
 */
export function moveRequest(
  data: DataAccess,
  request: RequestRecord,
  to: RequestStatus,
  change: { at: number; note: string | null; trackingCode: string | null; label?: string | null },
  mailer: Mailer,
): Promise<boolean> {
  return data.transaction(async (tx) => {
    if (!(await tx.requests.move(request.id, request.status, to, change.trackingCode))) {
      return false;
    }
    if (to === 'CANCELLED') {
      for (const item of request.items) {
        await tx.products.returnStock(Number(item.productId), item.quantity);
      }
    }
    await tx.requests.addEvent(request.id, {
      status: to,
      at: change.at,
      note: change.note,
      label: change.label ?? null,
    });
    await tellMove(tx, mailer, request, to, change);
    return true;
  });
}
