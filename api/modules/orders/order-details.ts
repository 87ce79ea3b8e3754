/** The parts of a request the checkout adds: freight, timeline and payment instructions. */
import type { Resolvers } from '../../core/generated/resolvers.ts';
import { boletoFor } from './boleto.ts';
import { boletoDueDate, SAO_PAULO_OFFSET } from './expiry.ts';
import { SERVICES } from './freight.ts';
import { pixPayload, pixQrCodeDataUrl, pixTxid } from './pix.ts';
import { requestTotal } from './request-resolvers.ts';
import { correiosTrackingUrl } from './tracking-code.ts';
import { STATUS_LABELS } from './order-status.ts';

export const orderDetailResolvers = {
  Request: {
    timeline: (request) => request.history,
    refundedAmount: () => 0,
    installments: () => null,
    card: () => null,
    payLink: () => null,

    trackingUrl: (request) =>
      request.trackingCode === null ? null : correiosTrackingUrl(request.trackingCode),

    pix: async (request, _, ctx) => {
      if (request.paymentMethod !== 'PIX' || request.status !== 'PENDING') return null;
      const amount = requestTotal(request);
      const qrCode = pixPayload(ctx.orderSettings.pix, request.number, amount);
      return {
        qrCode,
        qrCodeBase64: await pixQrCodeDataUrl(qrCode),
        amount,
        txid: pixTxid(request.number),
      };
    },

    boleto: (request, _, ctx) => {
      if (request.paymentMethod !== 'BOLETO' || request.status !== 'PENDING') return null;
      const amount = requestTotal(request);
      const dueDate = boletoDueDate(request.created_at, ctx.orderSettings.boletoDueDays);
      return { ...boletoFor(request.id, amount, dueDate - SAO_PAULO_OFFSET), amount, dueDate };
    },
  },

  RequestEvent: {
    label: (event) => STATUS_LABELS[event.status],
  },

  RequestFreight: {
    name: (freight) => SERVICES[freight.service].name,
  },
} satisfies Resolvers;
