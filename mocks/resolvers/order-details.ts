/** The parts of a request the checkout adds: freight, timeline and payment instructions. */
import { boletoFor } from '../boleto.ts';
import type { MockContext } from '../context.ts';
import { SERVICES } from '../freight.ts';
import { BOLETO_DUE_DAYS } from '../order-limits.ts';
import { pixPayload, pixQrCodeDataUrl, pixTxid } from '../pix.ts';
import type { RequestFreightRecord, RequestRecord } from '../state.ts';
import { requestResolvers } from './requests.ts';

const DAY = 24 * 60 * 60 * 1000;
/** São Paulo's offset from UTC (no daylight saving since 2019). */
const SAO_PAULO_OFFSET = 3 * 60 * 60 * 1000;

function amountDue(request: RequestRecord): number {
  return requestResolvers.Request.total(request);
}

/** The boleto's due day as UTC midnight of the São Paulo calendar date, BOLETO_DUE_DAYS after the order. */
function dueDay(request: RequestRecord): number {
  const localDay = Math.floor((request.created_at - SAO_PAULO_OFFSET) / DAY) * DAY;
  return localDay + BOLETO_DUE_DAYS * DAY;
}

export const orderDetailResolvers = {
  Request: {
    timeline: (request: RequestRecord) => request.history,

    pix: async (request: RequestRecord, _: unknown, ctx: MockContext) => {
      if (request.paymentMethod !== 'PIX' || request.status !== 'PENDING') return null;
      const amount = amountDue(request);
      const qrCode = pixPayload(ctx.orderSettings.pix, request.number, amount);
      return {
        qrCode,
        qrCodeBase64: await pixQrCodeDataUrl(qrCode),
        amount,
        txid: pixTxid(request.number),
      };
    },

    boleto: (request: RequestRecord) => {
      if (request.paymentMethod !== 'BOLETO' || request.status !== 'PENDING') return null;
      const amount = amountDue(request);
      const day = dueDay(request);
      return { ...boletoFor(request.id, amount, day), amount, dueDate: day + SAO_PAULO_OFFSET };
    },
  },

  RequestFreight: {
    name: (freight: RequestFreightRecord) => SERVICES[freight.service].name,
  },
};
