/**
 * Support tickets. Rules: new tickets are OPEN; a CLOSED ticket refuses comments; a customer
 * comment reopens a SOLVED ticket; a company comment after the customer's last read makes
 * `hasUnreadReply` true until `markTicketRead`. Rich text is stored as given (length capped).
 */
import { MAX_COMMENT_PAGE_SIZE } from '../constants.ts';
import type { MockContext } from '../context.ts';
import { badUserInput, forbidden, notFound } from '../errors.ts';
import type { Issue } from '../errors.ts';
import type { TicketRecord, TicketStatus } from '../state.ts';
import { checkRichText, checkSubject, validated } from '../validation.ts';

interface OpenTicketInput {
  subject: string;
  description: string;
  productId?: string | null;
  requestId?: string | null;
}

function lastActivityAt(ticket: TicketRecord): number {
  return ticket.comments.reduce((latest, c) => Math.max(latest, c.created_at), ticket.created_at);
}

/** One of the viewer's tickets, or NOT_FOUND (also for another customer's ticket). */
function ownTicket(ctx: MockContext, id: string): TicketRecord {
  const customer = ctx.requireCustomer();
  const ticket = ctx.state.tickets.get(id);
  if (!ticket || ticket.customerId !== customer.id) throw notFound('Ticket não encontrado.');
  return ticket;
}

/** A time after everything already in the ticket, so ordering holds even with a skewed clock. */
function stamp(ctx: MockContext, ticket: TicketRecord): number {
  return Math.max(ctx.now, lastActivityAt(ticket) + 1);
}

const checkDescription = checkRichText('Descreva o problema ou a solicitação.');
const checkComment = checkRichText('Escreva o comentário antes de enviar.');

export const ticketResolvers = {
  Query: {
    tickets(_: unknown, args: { status?: TicketStatus | null }, ctx: MockContext) {
      const customer = ctx.requireCustomer();
      const own = [...ctx.state.tickets.values()].filter((t) => t.customerId === customer.id);
      const countOf = (status: TicketStatus) => own.filter((t) => t.status === status).length;
      return {
        items: own
          .filter((t) => args.status == null || t.status === args.status)
          .sort((a, b) => lastActivityAt(b) - lastActivityAt(a) || Number(b.id) - Number(a.id)),
        counts: {
          all: own.length,
          open: countOf('OPEN'),
          inProgress: countOf('IN_PROGRESS'),
          closed: countOf('CLOSED'),
          solved: countOf('SOLVED'),
        },
      };
    },

    ticket: (_: unknown, args: { id: string }, ctx: MockContext) => ownTicket(ctx, args.id),
  },

  Mutation: {
    async openTicket(_: unknown, args: { input: OpenTicketInput }, ctx: MockContext) {
      const customer = ctx.requireCustomer();
      const { input } = args;
      const links: Issue[] = [];
      if (input.productId != null && ctx.catalogue.parseId(input.productId) === null) {
        links.push({ field: 'productId', message: 'Produto com ID não encontrado.' });
      }
      const request = input.requestId == null ? null : ctx.state.requests.get(input.requestId);
      if (input.requestId != null && request?.customerId !== customer.id) {
        links.push({ field: 'requestId', message: 'Pedido não encontrado.' });
      }
      const { subject, description } = validated(
        { subject: checkSubject(input.subject), description: checkDescription(input.description) },
        links,
      );
      await ctx.guard.write('tickets', customer.id);

      const id = ctx.state.nextId('ticket');
      const ticket: TicketRecord = {
        id,
        customerId: customer.id,
        subject,
        description,
        status: 'OPEN',
        created_at: ctx.now,
        updated_at: ctx.now,
        productId: input.productId ?? null,
        requestId: input.requestId ?? null,
        comments: [],
        readAt: ctx.now,
      };
      ctx.state.tickets.set(id, ticket);
      return ticket;
    },

    async addTicketComment(_: unknown, args: { ticketId: string; body: string }, ctx: MockContext) {
      const customer = ctx.requireCustomer();
      const ticket = ownTicket(ctx, args.ticketId);
      if (ticket.status === 'CLOSED') {
        throw forbidden('Este ticket está fechado e não aceita novos comentários.');
      }
      const { body } = validated({ body: checkComment(args.body) });
      await ctx.guard.write('comments', customer.id);

      const time = stamp(ctx, ticket);
      ticket.comments.push({
        id: ctx.state.nextId('comment'),
        body,
        authorKind: 'CUSTOMER',
        authorName: customer.name,
        created_at: time,
      });
      if (ticket.status === 'SOLVED') ticket.status = 'OPEN';
      ticket.updated_at = time;
      ticket.readAt = time;
      return ticket;
    },

    markTicketRead(_: unknown, args: { id: string }, ctx: MockContext) {
      const ticket = ownTicket(ctx, args.id);
      ticket.readAt = Math.max(ticket.readAt, ctx.now, lastActivityAt(ticket));
      return ticket;
    },
  },

  Ticket: {
    lastActivityAt,
    hasUnreadReply: (ticket: TicketRecord) =>
      ticket.comments.some((c) => c.authorKind === 'COMPANY' && c.created_at > ticket.readAt),
    product: (ticket: TicketRecord, _: unknown, ctx: MockContext) => {
      const n = ticket.productId === null ? null : ctx.catalogue.parseId(ticket.productId);
      return n === null ? null : ctx.catalogue.product(n);
    },
    request: (ticket: TicketRecord, _: unknown, ctx: MockContext) =>
      ticket.requestId === null ? null : (ctx.state.requests.get(ticket.requestId) ?? null),
    commentCount: (ticket: TicketRecord) => ticket.comments.length,
    comments(ticket: TicketRecord, args: { offset: number; limit: number }) {
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
      return [...ticket.comments]
        .sort((a, b) => a.created_at - b.created_at || Number(a.id) - Number(b.id))
        .slice(args.offset, args.offset + args.limit);
    },
  },

  TicketComment: {
    author: (comment: TicketRecord['comments'][number]) => ({
      kind: comment.authorKind,
      name: comment.authorName,
    }),
  },
};
