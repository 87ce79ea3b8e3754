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
import { badUserInput, forbidden } from '../../core/errors.ts';
import { answerBy, answerLate } from './answer-deadline.ts';
import type { Resolvers } from '../../core/generated/resolvers.ts';
import type { MutationAnswerTicketArgs } from '../../core/generated/schema-types.ts';
import { pageOf, pageWindow } from '../../core/paging.ts';
import { validated } from '../../core/validation.ts';
import { ticketAnsweredEmail } from '../messages/notices.ts';
import { requireStaff } from '../staff/roles.ts';
import type { StaffRecord } from '../staff/staff-store.ts';
import {
  checkComment,
  commentPage,
  stamp,
  ticketOrNotFound,
  ticketProduct,
  ticketRequest,
} from './resolvers.ts';
import type { TicketRecord, TicketStatus } from './ticket-store.ts';

const MAX_QUEUE_PAGE_SIZE = 50;
/** How many of the customer's pedidos a ticket shows (newest first). */
const CUSTOMER_REQUESTS_SHOWN = 20;

/** The statuses staff set by hand, with their names in the back office. */
export const STAFF_STATUS_LABELS: Readonly<Partial<Record<TicketStatus, string>>> = {
  IN_PROGRESS: 'Aguardando cliente',
  SOLVED: 'Resolvido',
};

const CLOSED_REFUSES = 'Este ticket está fechado e não aceita novos comentários.';

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
  args: MutationAnswerTicketArgs,
  internal: boolean,
): Promise<TicketRecord> {
  const member = await requireStaff(ctx, 'TICKETS');
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
        await ctx.mail(
          { to: customer.email, ...(await ticketAnsweredEmail(ctx.siteUrl, ticket)) },
          data,
        );
      }
    },
  );
}

export const supportResolvers = {
  Query: {
    async supportTickets(_, args, ctx) {
      const member = await requireStaff(ctx, 'TICKETS');
      const window = pageWindow(args, 20, MAX_QUEUE_PAGE_SIZE);
      const found = await ctx.data.tickets.queue(
        {
          status: args.status ?? null,
          assignedStaffId: args.assignedToMe ? member.id : null,
          deadline: args.deadline ?? null,
        },
        ctx.now,
        window.offset,
        window.pageSize,
      );
      return pageOf(window, found);
    },

    async supportDeadlines(_, __, ctx) {
      await requireStaff(ctx, 'TICKETS');
      return ctx.data.tickets.deadlineCounts(ctx.now);
    },

    async supportTicket(_, args, ctx) {
      const member = await requireStaff(ctx, 'TICKETS');
      const ticket = await ticketOrNotFound(ctx.data, args.id);
      await ctx.data.activity.record(
        member,
        {
          action: 'customer.view_ticket',
          subjectType: 'CUSTOMER',
          subjectId: ticket.customerId,
          summary: `Abriu o ticket ${ticket.id} (${ticket.subject}), com os dados do cliente.`,
        },
        ctx.now,
      );
      return ticket;
    },
  },

  Mutation: {
    answerTicket: (_, args, ctx) => addStaffComment(ctx, args, false),

    addTicketNote: (_, args, ctx) => addStaffComment(ctx, args, true),

    async setTicketStatus(_, args, ctx) {
      const member = await requireStaff(ctx, 'TICKETS');
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
    answerBy,
    answerLate: (ticket, _, ctx) => answerLate(ticket, ctx.now),
    product: ticketProduct,
    request: ticketRequest,
    customer: (ticket, _, ctx) => ctx.data.customers.byId(ticket.customerId),
    customerRequests: (ticket, _, ctx) =>
      ctx.data.requests.listOf(ticket.customerId, CUSTOMER_REQUESTS_SHOWN),
    assignee: (ticket, _, ctx) =>
      ticket.assignedStaffId === null ? null : ctx.data.staff.byId(ticket.assignedStaffId),
    comments(ticket, args, ctx) {
      const { offset, limit } = commentPage(args);
      return ctx.data.tickets.comments(ticket.id, offset, limit, true);
    },
    /** Every comment, the internal notes included. */
    commentCount: (ticket, _, ctx) => ctx.data.tickets.commentCount(ticket.id, true),
  },

  SupportComment: {
    author: (comment) => ({
      kind: comment.authorKind,
      name: comment.authorName,
    }),
  },
} satisfies Resolvers;
