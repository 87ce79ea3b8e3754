/**
 * Pedidos in the back office (support and admin roles): every customer's pedidos, filtered by
 * status and found by number, CPF or e-mail, one page at a time, and who bought each. Moving a
 * pedido along its timeline is `updateRequestStatus` (order-status.ts).
 */
import { assertNoIssues } from '../../core/errors.ts';
import type { Resolvers } from '../../core/generated/resolvers.ts';
import { pageOf, pageWindow } from '../../core/paging.ts';
import { requireStaff } from '../staff/roles.ts';
import { requestOrNotFound } from './request-resolvers.ts';
import type { RequestSearch } from './request-store.ts';

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
    async staffRequests(_, args, ctx) {
      await requireStaff(ctx, 'PEDIDOS');
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

    async staffRequest(_, args, ctx) {
      await requireStaff(ctx, 'PEDIDOS');
      return requestOrNotFound(ctx.data, args.id);
    },
  },

  Request: {
    /** Who bought it (staff only); null once the customer deleted their account. */
    async buyer(request, _, ctx) {
      await requireStaff(ctx, 'PEDIDOS');
      return request.customerId === null ? null : ctx.data.customers.byId(request.customerId);
    },
  },
} satisfies Resolvers;
