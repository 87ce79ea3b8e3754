/**
 * Support tickets. Rules: new tickets are OPEN, and support and admins are told of each by
 * e-mail (`Novo ticket`); a CLOSED ticket refuses comments; a customer comment reopens a SOLVED
 * ticket; a company comment after the customer's last read makes `hasUnreadReply` true until
 * `markTicketRead`. Rich text is stored as given (length capped).
 */
import type { ApiContext } from '../../core/context.ts';
import type { DataAccess } from '../../core/data-access.ts';
import { badUserInput, forbidden, notFound } from '../../core/errors.ts';
import type { Issue } from '../../core/errors.ts';
import { MAX_COMMENT_PAGE_SIZE } from '../../core/constants.ts';
import type { Resolvers } from '../../core/generated/resolvers.ts';
import type { TicketCommentsArgs } from '../../core/generated/schema-types.ts';
import { checkRichText, validated } from '../../core/validation.ts';
import { checkSubject } from '../../../contract/validation.ts';
import { mailStaff } from '../staff/staff-notices.ts';
import { newTicketNotice } from './new-ticket-notice.ts';
import type { TicketRecord } from './ticket-store.ts';

const UNKNOWN_TICKET = 'Ticket não encontrado.';

/** The ticket `id` (any customer's), or NOT_FOUND. */
export async function ticketOrNotFound(data: DataAccess, id: string): Promise<TicketRecord> {
  const ticket = await data.tickets.byId(id);
  if (!ticket) throw notFound(UNKNOWN_TICKET);
  return ticket;
}

/** One of the viewer's tickets, or NOT_FOUND (also for another customer's ticket). */
async function ownTicket(ctx: ApiContext, id: string): Promise<TicketRecord> {
  const customer = await ctx.requireCustomer();
  const ticket = await ctx.data.tickets.byId(id);
  if (!ticket || ticket.customerId !== customer.id) throw notFound(UNKNOWN_TICKET);
  return ticket;
}

/**
 * The page of comments asked for: `offset` from 0, `limit` from 1 to MAX_COMMENT_PAGE_SIZE (the
 * SDL's defaults fill them when omitted, but a query may still send null).
 */
export function commentPage({ offset, limit }: TicketCommentsArgs): {
  offset: number;
  limit: number;
} {
  if (offset == null || !Number.isInteger(offset) || offset < 0) {
    throw badUserInput([{ field: 'offset', message: 'O deslocamento deve ser 0 ou mais.' }]);
  }
  if (limit == null || !Number.isInteger(limit) || limit < 1 || limit > MAX_COMMENT_PAGE_SIZE) {
    throw badUserInput([
      {
        field: 'limit',
        message: `O limite de comentários deve ser de 1 a ${MAX_COMMENT_PAGE_SIZE}.`,
      },
    ]);
  }
  return { offset, limit };
}

/** A time after everything already in the ticket, so ordering holds even with a skewed clock. */
export function stamp(ctx: ApiContext, ticket: TicketRecord): number {
  return Math.max(ctx.now, ticket.lastActivityAt + 1);
}

const checkDescription = checkRichText('Descreva o problema ou a solicitação.');
export const checkComment = checkRichText('Escreva o comentário antes de enviar.');

/** The product the ticket is about, while the shop sells it. */
export async function ticketProduct(ticket: TicketRecord, _: unknown, ctx: ApiContext) {
  if (ticket.productId === null) return null;
  const product = await ctx.loaders.product.load(ticket.productId);
  return product?.is_published ? product : null;
}

/** The pedido the ticket is about. */
export function ticketRequest(ticket: TicketRecord, _: unknown, ctx: ApiContext) {
  return ticket.requestId === null ? null : ctx.data.requests.byId(ticket.requestId);
}

export const ticketResolvers = {
  Query: {
    async tickets(_, args, ctx) {
      const customer = await ctx.requireCustomer();
      const [items, counts] = await Promise.all([
        ctx.data.tickets.listOf(customer.id, args.status ?? null),
        ctx.data.tickets.countsOf(customer.id),
      ]);
      return { items, counts };
    },

    ticket: (_, args, ctx) => ownTicket(ctx, args.id),
  },

  Mutation: {
    async openTicket(_, args, ctx) {
      const customer = await ctx.requireCustomer();
      const { input } = args;
      const links: Issue[] = [];
      // Only a product the shop sells may be named: an unpublished one is as unknown as none.
      const product =
        input.productId == null ? null : await ctx.loaders.product.load(input.productId);
      if (input.productId != null && !product?.is_published) {
        links.push({ field: 'productId', message: 'Produto com ID não encontrado.' });
      }
      const request =
        input.requestId == null ? null : await ctx.data.requests.byId(input.requestId);
      if (input.requestId != null && request?.customerId !== customer.id) {
        links.push({ field: 'requestId', message: 'Pedido não encontrado.' });
      }
      const { subject, description } = validated(
        { subject: checkSubject(input.subject), description: checkDescription(input.description) },
        links,
      );
      await ctx.guard.write('tickets', customer.id);
      const id = await ctx.data.transaction(async (tx) => {
        const created = await tx.tickets.insert(
          {
            customerId: customer.id,
            subject,
            description,
            productId: product?.id ?? null,
            requestId: request?.id ?? null,
          },
          ctx.now,
        );
        await mailStaff(tx, ctx.mailer, 'newTickets', () =>
          newTicketNotice(ctx.mailer.backofficeUrl, {
            id: created,
            subject,
            customerName: customer.name,
          }),
        );
        return created;
      });
      return ticketOrNotFound(ctx.data, id);
    },

    async addTicketComment(_, args, ctx) {
      const customer = await ctx.requireCustomer();
      const ticket = await ownTicket(ctx, args.ticketId);
      if (ticket.status === 'CLOSED') {
        throw forbidden('Este ticket está fechado e não aceita novos comentários.');
      }
      const { body } = validated({ body: checkComment(args.body) });
      await ctx.guard.write('comments', customer.id);
      const time = stamp(ctx, ticket);
      await ctx.data.transaction(async (data) => {
        await data.tickets.addComment(ticket.id, {
          body,
          authorKind: 'CUSTOMER',
          authorName: customer.name,
          created_at: time,
        });
        await data.tickets.update(ticket.id, {
          ...(ticket.status === 'SOLVED' ? { status: 'OPEN' as const } : {}),
          updatedAt: time,
          readAt: time,
        });
      });
      return ticketOrNotFound(ctx.data, ticket.id);
    },

    async markTicketRead(_, args, ctx) {
      const ticket = await ownTicket(ctx, args.id);
      await ctx.data.tickets.update(ticket.id, {
        readAt: Math.max(ticket.readAt, ctx.now, ticket.lastActivityAt),
      });
      return ticketOrNotFound(ctx.data, ticket.id);
    },
  },

  Ticket: {
    product: ticketProduct,
    request: ticketRequest,
    comments: (ticket, args, ctx) => {
      const { offset, limit } = commentPage(args);
      return ctx.data.tickets.comments(ticket.id, offset, limit);
    },
  },

  TicketComment: {
    author: (comment) => ({
      kind: comment.authorKind,
      name: comment.authorName,
    }),
  },
} satisfies Resolvers;
