/**
 * Support tickets. Rules: new tickets are OPEN; a CLOSED ticket refuses comments; a customer
 * comment reopens a SOLVED ticket; a company comment after the customer's last read makes
 * `hasUnreadReply` true until `markTicketRead`. Rich text is stored as given (length capped).
 */
import type { ApiContext } from '../../core/context.ts';
import { badUserInput, forbidden, notFound } from '../../core/errors.ts';
import type { Issue } from '../../core/errors.ts';
import { MAX_COMMENT_PAGE_SIZE } from '../../core/constants.ts';
import { checkRichText, validated } from '../../core/validation.ts';
import { checkSubject } from '../../../contract/validation.ts';
import type { TicketCommentRecord, TicketRecord, TicketStatus } from './ticket-store.ts';

interface OpenTicketInput {
  subject: string;
  description: string;
  productId?: string | null;
  requestId?: string | null;
}

/** One of the viewer's tickets, or NOT_FOUND (also for another customer's ticket). */
async function ownTicket(ctx: ApiContext, id: string): Promise<TicketRecord> {
  const customer = await ctx.requireCustomer();
  const ticket = await ctx.data.tickets.byId(id);
  if (!ticket || ticket.customerId !== customer.id) throw notFound('Ticket não encontrado.');
  return ticket;
}

export interface CommentPageArgs {
  readonly offset: number;
  readonly limit: number;
}

/** A page of comments: `offset` from 0, `limit` from 1 to MAX_COMMENT_PAGE_SIZE. */
export function checkCommentPage(args: CommentPageArgs): void {
  if (!Number.isInteger(args.offset) || args.offset < 0) {
    throw badUserInput([{ field: 'offset', message: 'O deslocamento deve ser 0 ou mais.' }]);
  }
  if (!Number.isInteger(args.limit) || args.limit < 1 || args.limit > MAX_COMMENT_PAGE_SIZE) {
    throw badUserInput([
      {
        field: 'limit',
        message: `O limite de comentários deve ser de 1 a ${MAX_COMMENT_PAGE_SIZE}.`,
      },
    ]);
  }
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
    async tickets(_: unknown, args: { status?: TicketStatus | null }, ctx: ApiContext) {
      const customer = await ctx.requireCustomer();
      const [items, counts] = await Promise.all([
        ctx.data.tickets.listOf(customer.id, args.status ?? null),
        ctx.data.tickets.countsOf(customer.id),
      ]);
      return { items, counts };
    },

    ticket: (_: unknown, args: { id: string }, ctx: ApiContext) => ownTicket(ctx, args.id),
  },

  Mutation: {
    async openTicket(_: unknown, args: { input: OpenTicketInput }, ctx: ApiContext) {
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
      const id = await ctx.data.tickets.insert(
        {
          customerId: customer.id,
          subject,
          description,
          productId: product?.id ?? null,
          requestId: request?.id ?? null,
        },
        ctx.now,
      );
      return ctx.data.tickets.byId(id);
    },

    async addTicketComment(_: unknown, args: { ticketId: string; body: string }, ctx: ApiContext) {
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
      return ctx.data.tickets.byId(ticket.id);
    },

    async markTicketRead(_: unknown, args: { id: string }, ctx: ApiContext) {
      const ticket = await ownTicket(ctx, args.id);
      await ctx.data.tickets.update(ticket.id, {
        readAt: Math.max(ticket.readAt, ctx.now, ticket.lastActivityAt),
      });
      return ctx.data.tickets.byId(ticket.id);
    },
  },

  Ticket: {
    product: ticketProduct,
    request: ticketRequest,
    comments: (ticket: TicketRecord, args: CommentPageArgs, ctx: ApiContext) => {
      checkCommentPage(args);
      return ctx.data.tickets.comments(ticket.id, args.offset, args.limit);
    },
  },

  TicketComment: {
    author: (comment: TicketCommentRecord) => ({
      kind: comment.authorKind,
      name: comment.authorName,
    }),
  },
};
