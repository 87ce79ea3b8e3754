/** The customer's requests (orders): read-only seed data, newest first. */
import type { MockContext } from '../context.ts';
import { notFound } from '../errors.ts';
import type { RequestItemRecord, RequestRecord } from '../state.ts';

/** Money sums in cents, so R$ 0,10 + R$ 0,20 is R$ 0,30 and not 0.30000000000000004. */
function subtotal(item: RequestItemRecord): number {
  return Math.round(item.unitPrice * 100 * item.quantity) / 100;
}

function itemsTotal(request: RequestRecord): number {
  return Math.round(request.items.reduce((sum, item) => sum + subtotal(item) * 100, 0)) / 100;
}

export const requestResolvers = {
  Query: {
    requests(_: unknown, __: unknown, ctx: MockContext) {
      const customer = ctx.requireCustomer();
      return [...ctx.state.requests.values()]
        .filter((r) => r.customerId === customer.id)
        .sort((a, b) => b.created_at - a.created_at || Number(b.id) - Number(a.id));
    },

    request(_: unknown, args: { id: string }, ctx: MockContext) {
      const customer = ctx.requireCustomer();
      const request = ctx.state.requests.get(args.id);
      if (!request || request.customerId !== customer.id) throw notFound('Pedido não encontrado.');
      return request;
    },
  },

  Request: {
    subtotal: itemsTotal,
    total: (request: RequestRecord) =>
      Math.round((itemsTotal(request) + (request.freight?.price ?? 0) - request.discount) * 100) /
      100,
  },

  RequestItem: {
    subtotal,
    product: (item: RequestItemRecord, _: unknown, ctx: MockContext) => {
      const n = ctx.catalogue.parseId(item.productId);
      return n === null ? null : ctx.catalogue.product(n);
    },
  },
};
