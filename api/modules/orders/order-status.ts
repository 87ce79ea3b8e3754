/**
 * The staff operation that moves a request along its timeline (the back office's Pedidos:
 * payment confirmed, picked, shipped, delivered or cancelled). Cancelling puts the units back
 * in stock; each move is e-mailed to the customer (`emails/tell-customer.ts`). `Marcar como pago`
 * (PENDING -> PAID by hand) is for money that arrived by other means: an admin's move, with a
 * note saying how. Cancelling a pedido paid through the provider refunds it there first;
 * cancelling a pending one cancels its charge first (a charge paid meanwhile wins).
 */
import { assertNoIssues, forbidden, paymentUnavailable } from '../../core/errors.ts';
import { settleBeforeCancel } from './payments/order-payments.ts';
import type { DataAccess } from '../../core/data-access.ts';
import type { Resolvers } from '../../core/generated/resolvers.ts';
import type { MutationUpdateRequestStatusArgs } from '../../core/generated/schema-types.ts';
import { requireStaff } from '../staff/roles.ts';
import { requestOrNotFound } from './request-resolvers.ts';
import type { RequestStatus } from './request-store.ts';
import { moveRequest } from './request-moves.ts';
import { cancelPedido } from './cancel-pedido.ts';
import { STATUS_LABELS } from './order-status-labels.ts';
import { isTrackingCode } from './tracking-code.ts';

/** The statuses each status may move to. */
export const NEXT_STATUSES: Readonly<Record<RequestStatus, readonly RequestStatus[]>> = {
  PENDING: ['PAID', 'CANCELLED'],
  // A pedido may be shipped straight after payment: picking is a step some pedidos skip.
  PAID: ['PREPARING', 'SHIPPED', 'CANCELLED'],
  PREPARING: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: [],
};

const NOTE_MAX_LENGTH = 500;

function checkArgs(args: MutationUpdateRequestStatusArgs): {
  trackingCode: string | null;
  note: string | null;
} {
  const trackingCode = args.trackingCode?.trim().toUpperCase() || null;
  const note = args.note?.trim() || null;
  const issues = [];
  if (args.status === 'SHIPPED' && (trackingCode === null || !isTrackingCode(trackingCode))) {
    issues.push({
      field: 'trackingCode',
      message: 'Informe um código de rastreio válido dos Correios, como QB123456785BR.',
    });
  }
  if (note !== null && note.length > NOTE_MAX_LENGTH) {
    issues.push({
      field: 'note',
      message: `A observação deve ter no máximo ${NOTE_MAX_LENGTH} caracteres.`,
    });
  }
  assertNoIssues(issues);
  return { trackingCode, note };
}

export const orderStatusResolvers = {
  Mutation: {
    async updateRequestStatus(_, args, ctx) {
      const member = await requireStaff(ctx, 'PEDIDOS');
      const request = await requestOrNotFound(ctx.data, args.id);
      const refused = () =>
        forbidden(
          `O pedido ${request.number} está "${STATUS_LABELS[request.status]}" e não pode passar para "${STATUS_LABELS[args.status]}".`,
        );
      if (!NEXT_STATUSES[request.status].includes(args.status)) throw refused();
      const { trackingCode, note } = checkArgs(args);
      const markedPaid = request.status === 'PENDING' && args.status === 'PAID';
      if (markedPaid && member.role !== 'ADMIN') {
        throw forbidden(
          'Só um administrador marca um pedido como pago: o pagamento pelo serviço de pagamentos é confirmado sozinho.',
        );
      }
      if (markedPaid && note === null) {
        assertNoIssues([
          {
            field: 'note',
            message: 'Informe na observação como o pagamento foi recebido.',
          },
        ]);
      }
      const record = (tx: DataAccess) =>
        tx.activity.record(
          { id: member.id, name: member.name },
          {
            action: 'request.status',
            subjectType: 'REQUEST',
            subjectId: request.id,
            summary: `Moveu o pedido ${request.number} de "${STATUS_LABELS[request.status]}" para "${STATUS_LABELS[args.status]}".`,
          },
          ctx.now,
        );
      if (args.status === 'CANCELLED') return cancelPedido(ctx, request, note, record);
      // Marked paid: the provider's pending charge is called off first (so it cannot be paid
      // too); nothing changes here if the provider cannot be asked.
      if (
        markedPaid &&
        !(await settleBeforeCancel(ctx.data, ctx.payments, request, ctx.now, ctx))
      ) {
        throw paymentUnavailable();
      }
      const moved = await ctx.data.transaction(async (tx) => {
        const change = { at: ctx.now, note, trackingCode };
        const done = await moveRequest(tx, request, args.status, change, ctx.mailer);
        if (done) await record(tx);
        return done;
      });
      if (!moved) {
        const now = await ctx.data.requests.byId(args.id);
        throw forbidden(
          `O pedido ${request.number} mudou para "${STATUS_LABELS[now?.status ?? request.status]}" enquanto você o alterava: confira e tente de novo.`,
        );
      }
      return requestOrNotFound(ctx.data, args.id);
    },
  },
} satisfies Resolvers;
