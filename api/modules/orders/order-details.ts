/**
 * The parts of a request the checkout adds: freight, timeline and how it is paid. A Pix's BR
 * Code, a boleto's linha digitável and the page to pay come from the pedido's charge at the
 * payment provider, as recorded when it was charged; installments are computed from the total.
 */
import type { Resolvers } from '../../core/generated/resolvers.ts';
import { cardBrandOf } from '../../../contract/card-brands.ts';
import { installmentPlan } from '../../providers/payments/installments.ts';
import { totalCents } from './payments/order-payments.ts';
import { boletoDueDate, EXPIRED_NOTE } from './expiry.ts';
import { SERVICES } from './freight.ts';
import { STATUS_LABELS } from './order-status-labels.ts';
import { pixTxid } from './pix.ts';
import { requestTotal } from './request-resolvers.ts';
import { correiosTrackingUrl } from './tracking-code.ts';

export const orderDetailResolvers = {
  Request: {
    timeline: (request) => request.history,

    trackingUrl: (request) =>
      request.trackingCode === null ? null : correiosTrackingUrl(request.trackingCode),

    pix: (request) => {
      const pix = request.charge?.pix;
      if (request.paymentMethod !== 'PIX' || request.status !== 'PENDING' || !pix) return null;
      return {
        qrCode: pix.code,
        qrCodeBase64: pix.qrCodeDataUrl,
        amount: requestTotal(request),
        txid: pixTxid(request.number),
      };
    },

    boleto: (request, _, ctx) => {
      const boleto = request.charge?.boleto;
      if (request.paymentMethod !== 'BOLETO' || request.status !== 'PENDING' || !boleto) {
        return null;
      }
      return {
        digitableLine: boleto.digitableLine,
        barcode: boleto.barcode,
        amount: requestTotal(request),
        dueDate: boletoDueDate(request.created_at, ctx.orderSettings.boletoDueDays),
      };
    },

    payLink: (request) => (request.status === 'PENDING' ? (request.charge?.payLink ?? null) : null),

    installments: (request, _, ctx) => {
      if (request.paymentMethod !== 'CREDIT_CARD' || request.installments === null) return null;
      const option = installmentPlan(totalCents(request), {
        ...ctx.orderSettings.installments,
        // The pedido's own count, whatever the settings say today.
        max: request.installments,
        minimumCents: 1,
      }).at(-1);
      if (!option) return null;
      return {
        count: option.count,
        amount: option.amountCents / 100,
        firstAmount: option.firstAmountCents / 100,
        total: option.totalCents / 100,
      };
    },

    card: (request) => {
      if (request.cardBrand === null || request.cardLast4 === null) return null;
      return { brand: cardBrandOf(request.cardBrand), last4: request.cardLast4 };
    },

    refundedAmount: (request) => request.refundedCents / 100,
  },

  RequestEvent: {
    label: (event) =>
      event.label ??
      (event.status === 'CANCELLED' && event.note === EXPIRED_NOTE
        ? EXPIRED_NOTE
        : STATUS_LABELS[event.status]),
  },

  RequestFreight: {
    name: (freight) => SERVICES[freight.service].name,
  },
} satisfies Resolvers;
