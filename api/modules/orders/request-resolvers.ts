/** The customer's requests (pedidos), newest first, and their computed amounts. */
import type { ApiContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import type { RequestItemRecord, RequestRecord } from './request-store.ts';

/** Money sums in cents, so R$ 0,10 + R$ 0,20 is R$ 0,30 and not 0.30000000000000004. */
function subtotal(item: RequestItemRecord): number {
  return Math.round(item.unitPrice * 100 * item.quantity) / 100;
}

function itemsTotal(request: RequestRecord): number {
  return Math.round(request.items.reduce((sum, item) => sum + subtotal(item) * 100, 0)) / 100;
}

/** What the customer pays, in reais: items + freight - discount. */
export function requestTotal(request: RequestRecord): number {
  return (
    Math.round((itemsTotal(request) + (request.freight?.price ?? 0) - request.discount) * 100) / 100
  );
}

export const requestResolvers = {
  Query: {
    async requests(_: unknown, __: unknown, ctx: ApiContext) {
      const customer = await ctx.requireCustomer();
      return ctx.data.requests.listOf(customer.id);
    },

    async request(_: unknown, args: { id: string }, ctx: ApiContext) {
      const customer = await ctx.requireCustomer();
      const request = await ctx.data.requests.byId(args.id);
      if (!request || request.customerId !== customer.id) throw notFound('Pedido não encontrado.');
      return request;
    },
  },

  Request: {
    subtotal: itemsTotal,
    total: requestTotal,
  },

  RequestItem: {
    subtotal,
    /** The product of a line while the shop sells it; the line itself keeps what was ordered. */
    product: async (item: RequestItemRecord, _: unknown, ctx: ApiContext) => {
      const product = await ctx.loaders.product.load(item.productId);
      return product?.is_published ? product : null;
    },
  },
};
