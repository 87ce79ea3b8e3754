/**
 * The editor operation that moves a request along its timeline (the back office's part: payment
 * confirmed, picked, shipped, delivered or cancelled). Cancelling puts the units back in stock.
 */
import type { MockContext } from '../context.ts';
import { requireEditor } from '../editor-auth.ts';
import { assertNoIssues, forbidden, notFound } from '../errors.ts';
import type { RequestRecord, RequestStatus } from '../state.ts';
import { returnStock } from '../stock.ts';

/** The statuses each status may move to. */
export const NEXT_STATUSES: Readonly<Record<RequestStatus, readonly RequestStatus[]>> = {
  PENDING: ['PAID', 'CANCELLED'],
  PAID: ['PREPARING', 'CANCELLED'],
  PREPARING: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: [],
};

export const STATUS_LABELS: Readonly<Record<RequestStatus, string>> = {
  PENDING: 'Aguardando pagamento',
  PAID: 'Pago',
  PREPARING: 'Em separação',
  SHIPPED: 'Enviado',
  DELIVERED: 'Entregue',
  CANCELLED: 'Cancelado',
};

/** A Correios tracking code (UPU S10): two letters, eight digits, a check digit, `BR`. */
const TRACKING_CODE = /^[A-Z]{2}(\d{8})(\d)BR$/;
const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];

/** Whether `code` has the S10 shape and its check digit (modulus 11 with weights 8 6 4 2 3 5 9 7). */
function isTrackingCode(code: string): boolean {
  const match = TRACKING_CODE.exec(code);
  if (!match) return false;
  const [, serial = '', check = ''] = match;
  const remainder =
    [...serial].reduce((sum, digit, i) => sum + Number(digit) * (S10_WEIGHTS[i] ?? 0), 0) % 11;
  const expected = remainder === 0 ? 5 : remainder === 1 ? 0 : 11 - remainder;
  return Number(check) === expected;
}
const NOTE_MAX_LENGTH = 500;

interface UpdateRequestStatusArgs {
  id: string;
  status: RequestStatus;
  trackingCode?: string | null;
  note?: string | null;
}

function checkArgs(args: UpdateRequestStatusArgs): {
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
    updateRequestStatus(
      _: unknown,
      args: UpdateRequestStatusArgs,
      ctx: MockContext,
    ): RequestRecord {
      requireEditor(ctx);
      const request = ctx.state.requests.get(args.id);
      if (!request) throw notFound('Pedido não encontrado.');
      if (!NEXT_STATUSES[request.status].includes(args.status)) {
        throw forbidden(
          `O pedido ${request.number} está "${STATUS_LABELS[request.status]}" e não pode passar para "${STATUS_LABELS[args.status]}".`,
        );
      }
      const { trackingCode, note } = checkArgs(args);
      if (args.status === 'CANCELLED') {
        returnStock(
          ctx.state,
          request.items.map((item) => ({ n: Number(item.productId), quantity: item.quantity })),
        );
      }
      if (args.status === 'SHIPPED') request.trackingCode = trackingCode;
      request.status = args.status;
      request.history.push({ status: args.status, at: ctx.now, note });
      return request;
    },
  },
};
