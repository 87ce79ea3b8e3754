/**
 * What a pedido's customer is told by e-mail, written in the transaction of the change it tells
 * about: the confirmation once the pedido has its charge (`Recebemos seu pedido`, exactly once,
 * and with it the staff's `Novo pedido`), then each move along its timeline. A customer is told
 * of moves only on a pedido they were told was received: a card refused at the checkout is said
 * on the screen, not by a `Pedido cancelado` for a pedido they never heard of.
 */
import type { DataAccess } from '../../../core/data-access.ts';
import type { Mailer } from '../../messages/mailer.ts';
import type { Email } from '../../messages/render-email.ts';
import { mailStaff } from '../../staff/staff-notices.ts';
import type { RequestRecord, RequestStatus } from '../request-store.ts';
import { newPedidoNotice } from './new-pedido-notice.ts';
import { orderReceivedEmail } from './order-received.ts';
import {
  cancelledEmail,
  deliveredEmail,
  paymentApprovedEmail,
  requestShippedEmail,
} from './status-emails.ts';

async function send(
  tx: DataAccess,
  mailer: Mailer,
  request: RequestRecord,
  email: Promise<Email>,
): Promise<void> {
  const customer = request.customerId === null ? null : await tx.customers.byId(request.customerId);
  if (!customer) return;
  await mailer.mail({ to: customer.email, ...(await email) }, tx);
}

/**
 * Writes the confirmation of `request` (as it is now) when it is owed: the pedido has its charge
 * (a Pix code or a boleto to show, or the card approved) and is not cancelled. The mark and the
 * messages share the transaction, so a repeated checkout or notification writes them once: the
 * customer's, and `Novo pedido` to the staff who get it.
 */
export async function confirmReceived(
  tx: DataAccess,
  mailer: Mailer,
  request: RequestRecord,
  now: number,
): Promise<void> {
  if (request.confirmationMailedAt !== null || request.charge === null) return;
  if (request.status !== 'PENDING' && request.status !== 'PAID') return;
  if (!(await tx.requests.markConfirmationMailed(request.id, now))) return;
  await send(tx, mailer, request, orderReceivedEmail(mailer.siteUrl, request));
  await mailStaff(tx, mailer, 'newOrders', () => newPedidoNotice(mailer.backofficeUrl, request));
}

/** What a move of `before` to `to` says on the timeline (see request-moves.ts). */
export interface MoveTold {
  readonly note: string | null;
  readonly label?: string | null;
  readonly trackingCode: string | null;
}

/** Tells the customer that `before` moved to `to`, when that is news to them. */
export async function tellMove(
  tx: DataAccess,
  mailer: Mailer,
  before: RequestRecord,
  to: RequestStatus,
  change: MoveTold,
): Promise<void> {
  if (before.confirmationMailedAt === null) return;
  const { siteUrl } = mailer;
  switch (to) {
    case 'PAID':
      return send(tx, mailer, before, paymentApprovedEmail(siteUrl, before));
    case 'SHIPPED':
      if (change.trackingCode === null) return;
      return send(
        tx,
        mailer,
        before,
        requestShippedEmail(siteUrl, { number: before.number, trackingCode: change.trackingCode }),
      );
    case 'DELIVERED':
      return send(tx, mailer, before, deliveredEmail(siteUrl, before));
    case 'CANCELLED':
      return send(
        tx,
        mailer,
        before,
        cancelledEmail(siteUrl, before, {
          reason: change.label ?? change.note,
          wasPaid: before.status === 'PAID' || before.status === 'PREPARING',
        }),
      );
    case 'PENDING':
    case 'PREPARING':
      return;
  }
}
