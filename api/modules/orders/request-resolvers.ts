/** The customer's requests (pedidos), newest first, and their computed amounts. */
import type { DataAccess } from '../../core/data-access.ts';
import { notFound } from '../../core/errors.ts';
import type { Resolvers } from '../../core/generated/resolvers.ts';
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

const UNKNOWN_REQUEST = 'Pedido não encontrado.';

/** The pedido `id` (any customer's), or NOT_FOUND. */
export async function requestOrNotFound(data: DataAccess, id: string): Promise<RequestRecord> {
  const request = await data.requests.byId(id);
  if (!request) throw notFound(UNKNOWN_REQUEST);
  return request;
}

export const requestResolvers = {
  Query: {
    async requests(_, __, ctx) {
      const customer = await ctx.requireCustomer();
      return ctx.data.requests.listOf(customer.id);
    },

    async request(_, args, ctx) {
      const customer = await ctx.requireCustomer();
      const request = await ctx.data.requests.byId(args.id);
      if (!request || request.customerId !== customer.id) throw notFound(UNKNOWN_REQUEST);
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
    product: async (item, _, ctx) => {
      const product = await ctx.loaders.product.load(item.productId);
      return product?.is_published ? product : null;
    },
  },
} satisfies Resolvers;
