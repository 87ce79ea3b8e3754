/**
 * After the sale over GraphQL: the customer's cancellation, withdrawal and return of their own
 * pedidos (and what each pedido offers now), and `Devoluções` in the back office (support and
 * admin): the requests, approving, refusing, confirming the items' arrival, retrying a refund.
 */
import type { ApiContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import type { Resolvers } from '../../core/generated/resolvers.ts';
import { pageOf, pageWindow } from '../../core/paging.ts';
import { requestOrNotFound } from '../orders/request-resolvers.ts';
import type { RequestRecord } from '../orders/request-store.ts';
import { requireStaff } from '../staff/roles.ts';
import { AFTER_SALE_STATUS_LABELS, KIND_LABELS } from './after-sale-labels.ts';
import { cancelByCustomer, openReturn } from './customer-requests.ts';
import {
  afterSaleOrNotFound,
  approve,
  confirmReceipt,
  refusable,
  refuse,
  retryRefund,
} from './staff-decisions.ts';
import { photoUrls, uploadPhoto } from './defect-photos.ts';
import { answerBy, windowsOf } from './windows.ts';

const UNKNOWN_REQUEST = 'Pedido não encontrado.';
const MAX_PAGE_SIZE = 50;

async function customersRequest(ctx: ApiContext, id: string): Promise<RequestRecord> {
  const customer = await ctx.requireCustomer();
  const request = await ctx.data.requests.byId(id);
  if (!request || request.customerId !== customer.id) throw notFound(UNKNOWN_REQUEST);
  return request;
}

function cents(amount: number): number {
  return amount / 100;
}

export const afterSaleResolvers = {
  Query: {
    async afterSale(_, args, ctx) {
      const customer = await ctx.requireCustomer();
      const afterSale = await ctx.data.afterSales.byId(args.id);
      return afterSale && afterSale.customerId === customer.id ? afterSale : null;
    },

    async staffAfterSales(_, args, ctx) {
      await requireStaff(ctx, 'PEDIDOS');
      const window = pageWindow(args, 20, MAX_PAGE_SIZE);
      const found = await ctx.data.afterSales.page(
        args.open ?? true,
        window.offset,
        window.pageSize,
      );
      return pageOf(window, found);
    },

    async staffAfterSale(_, args, ctx) {
      const member = await requireStaff(ctx, 'PEDIDOS');
      const afterSale = await afterSaleOrNotFound(ctx.data, args.id);
      await ctx.data.activity.record(
        member,
        {
          action: 'customer.view_after_sale',
          subjectType: 'CUSTOMER',
          subjectId: afterSale.customerId ?? '',
          summary: `Abriu a solicitação ${afterSale.number}, com os dados do cliente.`,
        },
        ctx.now,
      );
      return afterSale;
    },
  },

  Mutation: {
    async cancelMyRequest(_, args, ctx) {
      return cancelByCustomer(ctx, await customersRequest(ctx, args.requestId));
    },

    async openAfterSale(_, { input }, ctx) {
      const request = await customersRequest(ctx, input.requestId);
      if (input.kind === 'CANCELLATION') return cancelByCustomer(ctx, request);
      return openReturn(ctx, request, {
        kind: input.kind,
        items: input.items,
        reason: input.reason ?? null,
        photoIds: input.photoIds ?? [],
      });
    },

    async uploadAfterSalePhoto(_, args, ctx) {
      return uploadPhoto(ctx, args.data);
    },

    async approveAfterSale(_, args, ctx) {
      const member = await requireStaff(ctx, 'PEDIDOS');
      return approve(ctx, member, await afterSaleOrNotFound(ctx.data, args.id));
    },

    async refuseAfterSale(_, args, ctx) {
      const member = await requireStaff(ctx, 'PEDIDOS');
      return refuse(ctx, member, await afterSaleOrNotFound(ctx.data, args.id), args.reason);
    },

    async confirmAfterSaleReceipt(_, args, ctx) {
      const member = await requireStaff(ctx, 'PEDIDOS');
      return confirmReceipt(ctx, member, await afterSaleOrNotFound(ctx.data, args.id));
    },

    async retryAfterSaleRefund(_, args, ctx) {
      const member = await requireStaff(ctx, 'PEDIDOS');
      return retryRefund(ctx, member, await afterSaleOrNotFound(ctx.data, args.id));
    },
  },

  Request: {
    canCancel: (request, _, ctx) => windowsOf(request, ctx.now).canCancel,
    withdrawalLastDay: (request, _, ctx) => windowsOf(request, ctx.now).withdrawalLastDay,
    defectLastDay: (request, _, ctx) => windowsOf(request, ctx.now).defectLastDay,
    afterSales: (request, _, ctx) => ctx.data.afterSales.ofRequest(request.id),
  },

  RequestItem: {
    async returnableQuantity(item, _, ctx) {
      return Math.max(0, item.quantity - (await ctx.data.afterSales.unitsClaimedOf(item.id)));
    },
  },

  AfterSale: {
    kindLabel: (afterSale) => KIND_LABELS[afterSale.kind],
    statusLabel: (afterSale) => AFTER_SALE_STATUS_LABELS[afterSale.status],
    created_at: (afterSale) => afterSale.createdAt,
    async requestNumber(afterSale, _, ctx) {
      return (await requestOrNotFound(ctx.data, afterSale.requestId)).number;
    },
    items: (afterSale) => afterSale.items,
    refundAmount: (afterSale) => cents(afterSale.refundCents),
    refundedAmount: (afterSale) => cents(afterSale.refundedCents),
    freightAmount: (afterSale) => cents(afterSale.freightCents),
    async exchangeRequestNumber(afterSale, _, ctx) {
      if (afterSale.exchangeRequestId === null) return null;
      return (await ctx.data.requests.byId(afterSale.exchangeRequestId))?.number ?? null;
    },
    answerBy: (afterSale) =>
      afterSale.status === 'REQUESTED' ? answerBy(afterSale.createdAt) : null,
    answerLate: (afterSale, _, ctx) =>
      afterSale.status === 'REQUESTED' && answerBy(afterSale.createdAt) < ctx.now,
    canRefuse: (afterSale) => refusable(afterSale),
    history: (afterSale) => afterSale.history,
    photos: (afterSale, _, ctx) => photoUrls(ctx.data, afterSale.id),
  },

  AfterSaleItem: {
    refundAmount: (item) => cents(item.refundCents),
  },
} satisfies Resolvers;
