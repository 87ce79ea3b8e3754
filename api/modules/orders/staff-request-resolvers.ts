/**
 * Pedidos in the back office (support and admin roles): every customer's pedidos, filtered by
 * status and found by number, CPF or e-mail, one page at a time, and who bought each. Moving a
 * pedido along its timeline is `updateRequestStatus` (order-status.ts).
 */
import type { ApiContext } from '../../core/context.ts';
import { assertNoIssues, notFound } from '../../core/errors.ts';
import { pageOf, pageWindow } from '../../core/paging.ts';
import type { PageArgs } from '../../core/paging.ts';
import { requireStaff } from '../staff/roles.ts';
import type { RequestRecord, RequestSearch, RequestStatus } from './request-store.ts';

const MAX_PAGE_SIZE = 50;
export const MAX_SEARCH_LENGTH = 100;

/** What `search` looks for: an e-mail, a CPF (11 digits, dots and dash allowed) or a number part. */
export function requestSearch(text: string): RequestSearch | null {
  const term = text.trim();
  if (term === '') return null;
  if (term.includes('@')) return { kind: 'email', email: term.toLowerCase() };
  const digits = term.replace(/[.\-\s]/g, '');
  if (/^\d{11}$/.test(digits)) return { kind: 'cpf', cpf: digits };
  return { kind: 'number', part: term.toUpperCase() };
}

export const staffRequestResolvers = {
  Query: {
    async staffRequests(
      _: unknown,
      args: PageArgs & { status?: RequestStatus | null; search?: string | null },
      ctx: ApiContext,
    ) {
      await requireStaff(ctx, 'pedidos');
      const window = pageWindow(args, 20, MAX_PAGE_SIZE);
      const text = args.search ?? '';
      assertNoIssues(
        text.length > MAX_SEARCH_LENGTH
          ? [
              {
                field: 'search',
                message: `A busca deve ter no máximo ${MAX_SEARCH_LENGTH} caracteres.`,
              },
            ]
          : [],
      );
      const found = await ctx.data.requests.page(
        { status: args.status ?? null, search: requestSearch(text) },
        window.offset,
        window.pageSize,
      );
      return pageOf(window, found);
    },

    async staffRequest(_: unknown, args: { id: string }, ctx: ApiContext) {
      await requireStaff(ctx, 'pedidos');
      const request = await ctx.data.requests.byId(args.id);
      if (!request) throw notFound('Pedido não encontrado.');
      return request;
    },
  },

  Request: {
    /** Who bought it (staff only); null once the customer deleted their account. */
    async buyer(request: RequestRecord, _: unknown, ctx: ApiContext) {
      await requireStaff(ctx, 'pedidos');
      return request.customerId === null ? null : ctx.data.customers.byId(request.customerId);
    },
  },
};
