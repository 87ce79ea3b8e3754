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
      const member = await requireStaff(ctx, 'PEDIDOS');
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
      const search = requestSearch(text);
      const found = await ctx.data.requests.page(
        { status: args.status ?? null, search },
        window.offset,
        window.pageSize,
      );
      if (search?.kind === 'email' || search?.kind === 'cpf') {
        // A search by who the buyer is is a lookup of a customer; what was typed is not kept.
        await ctx.data.activity.record(
          member,
          {
            action: 'customer.search_requests',
            subjectType: 'CUSTOMER',
            subjectId: '',
            summary: `Buscou pedidos pelo ${search.kind === 'email' ? 'e-mail' : 'CPF'} de um cliente (${found.total} encontrado(s)).`,
          },
          ctx.now,
        );
      }
      return pageOf(window, found);
    },

    async staffRequest(_, args, ctx) {
      const member = await requireStaff(ctx, 'PEDIDOS');
      const request = await requestOrNotFound(ctx.data, args.id);
      await ctx.data.activity.record(
        member,
        {
          action: 'customer.view_request',
          subjectType: 'CUSTOMER',
          subjectId: request.customerId ?? '',
          summary: `Abriu o pedido ${request.number}, com os dados do cliente.`,
        },
        ctx.now,
      );
      return request;
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
