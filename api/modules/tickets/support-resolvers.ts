/**
 * Atendimento: the support desk's side of the tickets (support and admin roles). The queue,
 * each ticket with its customer and their pedidos, answers the customer reads in the painel
 * (unread until they open the ticket), internal notes only staff ever see, and the status
 * changes `Aguardando cliente` (IN_PROGRESS) and `Resolvido` (SOLVED). The painel's rules hold:
 * a CLOSED ticket takes no answer, and a customer's comment reopens a SOLVED one. Each change
 * is recorded in the activity log in the same transaction; the staff member who first works on
 * a ticket is its assignee.
 */
import type { ApiContext } from '../../core/context.ts';
import type { DataAccess } from '../../core/data-access.ts';
import { badUserInput, forbidden, notFound } from '../../core/errors.ts';
import { pageOf, pageWindow } from '../../core/paging.ts';
import type { PageArgs } from '../../core/paging.ts';
import { validated } from '../../core/validation.ts';
import { ticketAnsweredNotice } from '../messages/notices.ts';
import { requireStaff } from '../staff/roles.ts';
import type { StaffRecord } from '../staff/staff-store.ts';
import {
  checkComment,
  checkCommentPage,
  stamp,
  ticketProduct,
  ticketRequest,
} from './resolvers.ts';
import type { CommentPageArgs } from './resolvers.ts';
import type { TicketCommentRecord, TicketRecord, TicketStatus } from './ticket-store.ts';

const MAX_QUEUE_PAGE_SIZE = 50;
/** How many of the customer's pedidos a ticket shows (newest first). */
const CUSTOMER_REQUESTS_SHOWN = 20;

/** The statuses staff set by hand, with their names in the back office. */
export const STAFF_STATUS_LABELS: Readonly<Partial<Record<TicketStatus, string>>> = {
  IN_PROGRESS: 'Aguardando cliente',
  SOLVED: 'Resolvido',
};

const CLOSED_REFUSES = 'Este ticket está fechado e não aceita novos comentários.';

async function ticketOrNotFound(data: DataAccess, id: string): Promise<TicketRecord> {
  const ticket = await data.tickets.byId(id);
  if (!ticket) throw notFound('Ticket não encontrado.');
  return ticket;
}

/**
 * Runs one staff change to `ticket` in a transaction with its activity-log entry, marking the
 * member as the assignee if the ticket has none yet; answers the ticket as it is then.
 */
async function changeTicket(
  ctx: ApiContext,
  member: StaffRecord,
  ticket: TicketRecord,
  entry: { action: string; summary: string },
  work: (data: DataAccess) => Promise<void>,
): Promise<TicketRecord> {
  await ctx.data.transaction(async (data) => {
    await work(data);
    await data.tickets.update(ticket.id, { assignedStaffId: member.id });
    await data.activity.record(
      { id: member.id, name: member.name },
      { ...entry, subjectType: 'TICKET', subjectId: ticket.id },
      ctx.now,
    );
  });
  return ticketOrNotFound(ctx.data, ticket.id);
}

/** Adds a company comment (an answer, or an internal note) written by `member`. */
async function addStaffComment(
  ctx: ApiContext,
  args: { ticketId: string; body: string },
  internal: boolean,
): Promise<TicketRecord> {
  const member = await requireStaff(ctx, 'tickets');
  const ticket = await ticketOrNotFound(ctx.data, args.ticketId);
  if (!internal && ticket.status === 'CLOSED') throw forbidden(CLOSED_REFUSES);
  const { body } = validated({ body: checkComment(args.body) });
  const time = stamp(ctx, ticket);
  const customer = internal ? null : await ctx.data.customers.byId(ticket.customerId);
  return changeTicket(
    ctx,
    member,
    ticket,
    internal
      ? { action: 'ticket.note', summary: `Anotou uma nota interna no ticket #${ticket.id}.` }
      : { action: 'ticket.answer', summary: `Respondeu ao ticket #${ticket.id}.` },
    async (data) => {
      await data.tickets.addComment(ticket.id, {
        body,
        authorKind: 'COMPANY',
        authorName: member.name,
        created_at: time,
        internal,
        staffId: member.id,
      });
      if (internal) return;
      await data.tickets.update(ticket.id, { updatedAt: time });
      if (customer) {
        await ctx.mail({ to: customer.email, ...ticketAnsweredNotice(ctx.siteUrl, ticket) }, data);
      }
    },
  );
}

export const supportResolvers = {
  Query: {
    async supportTickets(
      _: unknown,
      args: PageArgs & { status?: TicketStatus | null; assignedToMe?: boolean | null },
      ctx: ApiContext,
    ) {
      const member = await requireStaff(ctx, 'tickets');
      const window = pageWindow(args, 20, MAX_QUEUE_PAGE_SIZE);
      const found = await ctx.data.tickets.queue(
        { status: args.status ?? null, assignedStaffId: args.assignedToMe ? member.id : null },
        window.offset,
        window.pageSize,
      );
      return pageOf(window, found);
    },

    async supportTicket(_: unknown, args: { id: string }, ctx: ApiContext) {
      await requireStaff(ctx, 'tickets');
      return ticketOrNotFound(ctx.data, args.id);
    },
  },

  Mutation: {
    answerTicket: (_: unknown, args: { ticketId: string; body: string }, ctx: ApiContext) =>
      addStaffComment(ctx, args, false),

    addTicketNote: (_: unknown, args: { ticketId: string; body: string }, ctx: ApiContext) =>
      addStaffComment(ctx, args, true),

    async setTicketStatus(
      _: unknown,
      args: { ticketId: string; status: TicketStatus },
      ctx: ApiContext,
    ) {
      const member = await requireStaff(ctx, 'tickets');
      const label = STAFF_STATUS_LABELS[args.status];
      if (label === undefined) {
        throw badUserInput([
          { field: 'status', message: 'Escolha "Aguardando cliente" ou "Resolvido".' },
        ]);
      }
      const ticket = await ticketOrNotFound(ctx.data, args.ticketId);
      if (ticket.status === 'CLOSED') throw forbidden('Este ticket está fechado.');
      return changeTicket(
        ctx,
        member,
        ticket,
        {
          action: 'ticket.status',
          summary: `Marcou o ticket #${ticket.id} como "${label}".`,
        },
        (data) => data.tickets.update(ticket.id, { status: args.status, updatedAt: ctx.now }),
      );
    },
  },

  SupportTicket: {
    product: ticketProduct,
    request: ticketRequest,
    customer: (ticket: TicketRecord, _: unknown, ctx: ApiContext) =>
      ctx.data.customers.byId(ticket.customerId),
    customerRequests: (ticket: TicketRecord, _: unknown, ctx: ApiContext) =>
      ctx.data.requests.listOf(ticket.customerId, CUSTOMER_REQUESTS_SHOWN),
    assignee: (ticket: TicketRecord, _: unknown, ctx: ApiContext) =>
      ticket.assignedStaffId === null ? null : ctx.data.staff.byId(ticket.assignedStaffId),
    comments(ticket: TicketRecord, args: CommentPageArgs, ctx: ApiContext) {
      checkCommentPage(args);
      return ctx.data.tickets.comments(ticket.id, args.offset, args.limit, true);
    },
    /** Every comment, the internal notes included. */
    commentCount: (ticket: TicketRecord, _: unknown, ctx: ApiContext) =>
      ctx.data.tickets.commentCount(ticket.id, true),
  },

  SupportComment: {
    author: (comment: TicketCommentRecord) => ({
      kind: comment.authorKind,
      name: comment.authorName,
    }),
  },
};
